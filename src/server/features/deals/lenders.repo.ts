// The dealership's lender panel: the lenders it introduces customers to, each with any tie and how
// commission is paid. A lender taken off the panel is archived: a deal that named it still reads it.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealerLenders } from '../../db/schema.ts';

export type LenderRow = typeof dealerLenders.$inferSelect;
type LenderValues = Pick<LenderRow, 'name' | 'tie' | 'tieDetails' | 'commissionBasis'>;

export function listLenders(db: Database, dealerId: string) {
  return db
    .select()
    .from(dealerLenders)
    .where(and(eq(dealerLenders.dealerId, dealerId), isNull(dealerLenders.archivedAt)))
    .orderBy(asc(dealerLenders.name));
}

export async function insertLender(db: Database, dealerId: string, values: LenderValues) {
  const [row] = await db
    .insert(dealerLenders)
    .values({ ...values, dealerId })
    .returning();
  return row!;
}

export async function updateLender(db: Database, dealerId: string, id: string, values: LenderValues) {
  const [row] = await db
    .update(dealerLenders)
    .set(values)
    .where(
      and(eq(dealerLenders.dealerId, dealerId), eq(dealerLenders.id, id), isNull(dealerLenders.archivedAt)),
    )
    .returning();
  return row;
}

export async function archiveLender(db: Database, dealerId: string, id: string) {
  const rows = await db
    .update(dealerLenders)
    .set({ archivedAt: new Date() })
    .where(
      and(eq(dealerLenders.dealerId, dealerId), eq(dealerLenders.id, id), isNull(dealerLenders.archivedAt)),
    )
    .returning({ id: dealerLenders.id });
  return rows.length > 0;
}
