import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CustomerInput } from '../../../shared/customer.schema.ts';
import type { Database } from '../../db/client.ts';
import { customers, signingRequests } from '../../db/schema.ts';

const live = (dealerId: string) => and(eq(customers.dealerId, dealerId), isNull(customers.archivedAt));

export function listCustomers(db: Database, dealerId: string) {
  return db
    .select()
    .from(customers)
    .where(live(dealerId))
    .orderBy(desc(customers.createdAt), desc(customers.id));
}

export async function findCustomer(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(live(dealerId), eq(customers.id, id)));
  return row;
}

export async function insertCustomer(db: Database, dealerId: string, input: CustomerInput) {
  const [row] = await db
    .insert(customers)
    .values({ ...input, dealerId })
    .returning();
  return row!;
}

export async function updateCustomer(db: Database, dealerId: string, id: string, input: CustomerInput) {
  const [row] = await db
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(live(dealerId), eq(customers.id, id)))
    .returning();
  return row;
}

/**
 * Deletes a customer, or archives them when signing records refer to them: those records are kept
 * (7 years) and must still name who signed.
 */
export async function deleteOrArchiveCustomer(
  db: Database,
  dealerId: string,
  id: string,
): Promise<'deleted' | 'archived' | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(live(dealerId), eq(customers.id, id)))
      .for('update');
    if (!row) return null;
    const requests = await tx
      .select({ id: signingRequests.id })
      .from(signingRequests)
      .where(eq(signingRequests.customerId, id))
      .limit(1);
    if (requests.length > 0) {
      await tx.update(customers).set({ archivedAt: new Date() }).where(eq(customers.id, id));
      return 'archived';
    }
    await tx.delete(customers).where(eq(customers.id, id));
    return 'deleted';
  });
}
