// The deals tables: a sale, its customers and its documents by step. A deal's progress is read from its
// steps' signing requests in the same statement that reads the deal, so it is never stored twice.
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DealStep } from '../../../shared/api/deals.ts';
import type { Database } from '../../db/client.ts';
import {
  customers,
  dealCustomers,
  dealDocuments,
  dealerLenders,
  deals,
  documents,
  signingRequests,
} from '../../db/schema.ts';
import { afterCursor, cursorTime, likePattern, type PageRequest } from '../../lib/http/list-page.ts';

export type DealRow = typeof deals.$inferSelect;
export type NewDeal = typeof deals.$inferInsert;
/** The database or a transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The steps' order: a step opens once every earlier one is signed. */
export const STEP_ORDER = sql`array['disclosure','agreement','delivery']`;

/** The outer row's id, named with its table: a bare "id" inside a subquery would be the subquery's own. */
const dealRef = sql.raw('"deals"."id"');

const stepCount = sql<number>`(select count(distinct dd.step)::int from deal_documents dd
  where dd.deal_id = ${dealRef})`;
const stepsSigned = sql<number>`(select count(distinct dd.step)::int from deal_documents dd
  join signing_requests r on r.id = dd.request_id where dd.deal_id = ${dealRef} and r.status = 'completed')`;
const stepsOpened = sql<number>`(select count(*)::int from deal_documents dd
  join signing_requests r on r.id = dd.request_id where dd.deal_id = ${dealRef} and r.status <> 'sent')`;
const lastCompletedAt = sql<Date | null>`(select max(r.completed_at) from deal_documents dd
  join signing_requests r on r.id = dd.request_id where dd.deal_id = ${dealRef})`;

/** drafted, sent, in_progress (a step opened or signed), completed (every step signed) or cancelled. */
const status = sql<'drafted' | 'sent' | 'in_progress' | 'completed' | 'cancelled'>`case
  when ${deals.state} = 'cancelled' then 'cancelled'
  when ${deals.state} = 'drafted' then 'drafted'
  when ${stepCount} > 0 and ${stepsSigned} = ${stepCount} then 'completed'
  when ${stepsOpened} > 0 then 'in_progress'
  else 'sent' end`;

const customerNames = sql<string[]>`coalesce((select array_agg(c.name order by dc.position)
  from deal_customers dc join customers c on c.id = dc.customer_id where dc.deal_id = ${dealRef}), '{}')`;

const summaryFields = {
  deal: deals,
  status,
  stepCount,
  stepsSigned,
  customerNames,
  completedAt: sql<Date | null>`case when ${stepCount} > 0 and ${stepsSigned} = ${stepCount}
    then ${lastCompletedAt} end`,
  cursorAt: cursorTime(deals.createdAt),
  id: deals.id,
};
export type SummaryRow = { [K in keyof typeof summaryFields]: unknown } & {
  deal: DealRow;
  status: 'drafted' | 'sent' | 'in_progress' | 'completed' | 'cancelled';
  stepCount: number;
  stepsSigned: number;
  customerNames: string[];
  completedAt: Date | string | null;
  cursorAt: string;
  id: string;
};

/** Searches agreement number, registration (spaces ignored), VIN and every customer's name. */
function search(q: string): SQL {
  const pattern = likePattern(q);
  const squeezed = likePattern(q.replace(/[\s-]+/g, ''));
  return or(
    sql`${deals.reference} ilike ${pattern}`,
    sql`replace(${deals.registration}, ' ', '') ilike ${squeezed}`,
    sql`${deals.vin} ilike ${pattern}`,
    sql`exists (select 1 from deal_customers dc join customers c on c.id = dc.customer_id
      where dc.deal_id = ${dealRef} and (c.name ilike ${pattern} or c.email ilike ${pattern}))`,
  ) as SQL;
}

export function listDeals(db: Database, dealerId: string, page: PageRequest) {
  return db
    .select(summaryFields)
    .from(deals)
    .where(
      and(
        eq(deals.dealerId, dealerId),
        afterCursor(deals.createdAt, deals.id, page.after),
        page.q ? search(page.q) : undefined,
      ),
    )
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(page.limit + 1) as unknown as Promise<SummaryRow[]>;
}

export async function findDeal(db: Executor, dealerId: string, id: string) {
  const [row] = await db
    .select(summaryFields)
    .from(deals)
    .where(and(eq(deals.dealerId, dealerId), eq(deals.id, id)));
  return row as SummaryRow | undefined;
}

export async function insertDeal(db: Database, values: NewDeal) {
  const [row] = await db.insert(deals).values(values).returning({ id: deals.id });
  return row!.id;
}

export async function updateDeal(db: Executor, dealerId: string, id: string, values: Partial<NewDeal>) {
  await db
    .update(deals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(deals.dealerId, dealerId), eq(deals.id, id)));
}

/** Drafted → sent, once: a second send finds no drafted row and changes nothing. */
export async function markSent(db: Executor, dealerId: string, id: string) {
  const rows = await db
    .update(deals)
    .set({ state: 'sent', sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(deals.dealerId, dealerId), eq(deals.id, id), eq(deals.state, 'drafted')))
    .returning({ id: deals.id });
  return rows.length > 0;
}

export async function replaceCustomers(
  db: Database,
  dealId: string,
  list: { customerId: string; role: string }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(dealCustomers).where(eq(dealCustomers.dealId, dealId));
    if (list.length > 0)
      await tx
        .insert(dealCustomers)
        .values(list.map((c, position) => ({ dealId, customerId: c.customerId, role: c.role, position })));
  });
}

export function listDealCustomers(db: Executor, dealId: string) {
  return db
    .select({
      customerId: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      role: dealCustomers.role,
    })
    .from(dealCustomers)
    .innerJoin(customers, eq(customers.id, dealCustomers.customerId))
    .where(eq(dealCustomers.dealId, dealId))
    .orderBy(asc(dealCustomers.position));
}

export async function replaceDocuments(
  db: Database,
  dealId: string,
  list: { documentId: string; step: DealStep; generatedDisclosure?: boolean }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(dealDocuments).where(eq(dealDocuments.dealId, dealId));
    if (list.length > 0)
      await tx.insert(dealDocuments).values(
        list.map((d, position) => ({
          dealId,
          documentId: d.documentId,
          step: d.step,
          position,
          generatedDisclosure: d.generatedDisclosure ?? false,
        })),
      );
  });
}

export function listDealDocuments(db: Executor, dealId: string) {
  return db
    .select({
      documentId: dealDocuments.documentId,
      title: documents.title,
      step: dealDocuments.step,
      position: dealDocuments.position,
      generatedDisclosure: dealDocuments.generatedDisclosure,
      requestId: dealDocuments.requestId,
      requestStatus: signingRequests.status,
      completedAt: signingRequests.completedAt,
      sealedAt: signingRequests.sealedAt,
    })
    .from(dealDocuments)
    .innerJoin(documents, eq(documents.id, dealDocuments.documentId))
    .leftJoin(signingRequests, eq(signingRequests.id, dealDocuments.requestId))
    .where(eq(dealDocuments.dealId, dealId))
    .orderBy(sql`array_position(${STEP_ORDER}, ${dealDocuments.step})`, asc(dealDocuments.position));
}

export async function linkStepRequest(db: Executor, dealId: string, step: DealStep, requestId: string) {
  await db
    .update(dealDocuments)
    .set({ requestId })
    .where(and(eq(dealDocuments.dealId, dealId), eq(dealDocuments.step, step)));
}

/** The documents of the dealer's deals, any state: a grouping offer leaves them out. */
export async function documentIdsInDeals(db: Database, dealerId: string) {
  const rows = await db
    .select({ id: dealDocuments.documentId })
    .from(dealDocuments)
    .innerJoin(deals, eq(deals.id, dealDocuments.dealId))
    .where(and(eq(deals.dealerId, dealerId), sql`${deals.state} <> 'cancelled'`));
  return new Set(rows.map((r) => r.id));
}

/** The dealer's live documents with what was read from them (customer's name, registration). */
export function listDealerDocuments(db: Database, dealerId: string, ids?: string[]) {
  return db
    .select({
      id: documents.id,
      title: documents.title,
      documentType: documents.documentType,
      extractedData: documents.extractedData,
    })
    .from(documents)
    .where(
      and(
        eq(documents.dealerId, dealerId),
        isNull(documents.archivedAt),
        ids ? inArray(documents.id, ids) : undefined,
      ),
    )
    .orderBy(desc(documents.uploadedAt))
    .limit(1000);
}

export function findLenderName(db: Executor, dealerId: string, id: string | null) {
  if (!id) return Promise.resolve(undefined);
  return db
    .select()
    .from(dealerLenders)
    .where(and(eq(dealerLenders.dealerId, dealerId), eq(dealerLenders.id, id)))
    .then((rows) => rows[0]);
}
