// learnt_forms: written here and nowhere else. Every dealer-facing query is scoped by the dealership (its own
// forms, and the promoted ones to read with); the operator's queries cross dealerships on purpose.
import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { currentDealershipName } from '../../db/dealer-name.ts';
import { dealerSettings, learntForms, users } from '../../db/schema.ts';
import { likePattern } from '../../lib/http/list-page.ts';

export type LearntFormRow = typeof learntForms.$inferSelect;
export type NewLearntFormRow = typeof learntForms.$inferInsert;

/** More than a dealership's forms of one page count are not tried: the most recently used come first. */
const MAX_CANDIDATES = 100;

/** The forms an upload of `pageCount` pages may be: the dealership's own first, then the promoted ones. */
export function candidateForms(db: Database, dealerId: string, pageCount: number) {
  return db
    .select()
    .from(learntForms)
    .where(
      and(
        eq(learntForms.pageCount, pageCount),
        or(eq(learntForms.dealerId, dealerId), isNotNull(learntForms.promotedAt)),
      ),
    )
    .orderBy(sql`(${learntForms.dealerId} = ${dealerId}) desc`, desc(learntForms.updatedAt))
    .limit(MAX_CANDIDATES);
}

/** The dealership's own forms of `pageCount` pages, to find the one a correction updates. */
export function ownForms(db: Database, dealerId: string, pageCount: number) {
  return db
    .select()
    .from(learntForms)
    .where(and(eq(learntForms.dealerId, dealerId), eq(learntForms.pageCount, pageCount)))
    .orderBy(desc(learntForms.updatedAt))
    .limit(MAX_CANDIDATES);
}

export async function insertForm(db: Database, row: NewLearntFormRow) {
  const [inserted] = await db.insert(learntForms).values(row).returning();
  return inserted as LearntFormRow;
}

/** A correction of a known form relearns it: the newest correction is what the next copy is read by. */
export async function relearnForm(
  db: Database,
  dealerId: string,
  id: string,
  change: Pick<NewLearntFormRow, 'name' | 'documentType' | 'tokens' | 'fields' | 'places'>,
) {
  const [row] = await db
    .update(learntForms)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(learntForms.id, id), eq(learntForms.dealerId, dealerId)))
    .returning();
  return row;
}

/** One more upload read with the form; counted whoever's dealership the upload is. */
export async function countUse(db: Database, id: string) {
  await db
    .update(learntForms)
    .set({ uses: sql`${learntForms.uses} + 1`, lastUsedAt: new Date() })
    .where(eq(learntForms.id, id));
}

/** The dealership's own forms and the promoted ones, most used first. */
export function listForDealer(db: Database, dealerId: string) {
  return db
    .select()
    .from(learntForms)
    .where(or(eq(learntForms.dealerId, dealerId), isNotNull(learntForms.promotedAt)))
    .orderBy(desc(learntForms.uses), desc(learntForms.updatedAt))
    .limit(500);
}

export async function deleteOwnForm(db: Database, dealerId: string, id: string) {
  const rows = await db
    .delete(learntForms)
    .where(and(eq(learntForms.id, id), eq(learntForms.dealerId, dealerId)))
    .returning({ id: learntForms.id });
  return rows.length > 0;
}

const withDealer = {
  form: learntForms,
  dealerName: sql<string>`coalesce(${currentDealershipName}, ${users.email}, '')`,
};

/** Every dealership's forms for the operator, most used first (?search by form name or dealership). */
export function listForAdmin(db: Database, search: string | undefined) {
  const pattern = search ? likePattern(search) : null;
  return db
    .select(withDealer)
    .from(learntForms)
    .leftJoin(users, eq(users.id, learntForms.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(pattern ? or(ilike(learntForms.name, pattern), ilike(currentDealershipName, pattern)) : undefined)
    .orderBy(desc(learntForms.uses), desc(learntForms.updatedAt))
    .limit(500);
}

export async function findForAdmin(db: Database, id: string) {
  const [row] = await db
    .select(withDealer)
    .from(learntForms)
    .leftJoin(users, eq(users.id, learntForms.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(eq(learntForms.id, id));
  return row;
}

export async function setPromoted(db: Database, id: string, promoted: boolean) {
  const rows = await db
    .update(learntForms)
    .set({ promotedAt: promoted ? new Date() : null })
    .where(eq(learntForms.id, id))
    .returning({ id: learntForms.id });
  return rows.length > 0;
}

export async function deleteForm(db: Database, id: string) {
  const rows = await db.delete(learntForms).where(eq(learntForms.id, id)).returning({ id: learntForms.id });
  return rows.length > 0;
}
