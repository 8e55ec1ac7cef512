import { and, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type {
  SigningRequestDocument,
  SigningRequestSummary,
} from '../../../shared/documents/signing-request.types.ts';
import type { Database } from '../../db/client.ts';
import { requestNamesCustomer } from '../../db/customer-requests.ts';
import { hasTrigram, nameAndEmail } from '../../db/customer-search.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  customers,
  documents,
  mailDeliveries,
  requestSigners,
  signingRequestDocuments,
  signingRequests,
} from '../../db/schema.ts';
import {
  afterCursor,
  type Cursor,
  cursorTime,
  isoTime,
  isoTimeOrNull,
  likePattern,
  type PageRequest,
} from '../../lib/http/list-page.ts';
import type { ActedBy, Trail } from '../signing-history/index.ts';
import { recordEvent } from '../signing-history/index.ts';
import { insertSigners, type SignerValues, signersOfRequest } from './request-signers.repo.ts';

export type SnapshotValues = Omit<typeof signingRequestDocuments.$inferInsert, 'requestId'>;

// The documents of each request, aggregated in the same query (no query per row).
const documentsOfRequest = sql<SigningRequestDocument[]>`coalesce((
  select json_agg(json_build_object('id', srd.document_id, 'title', srd.title,
                                    'documentType', srd.document_type, 'pageCount', srd.page_count,
                                    'sealedSha256', srd.sealed_sha256)
                  order by srd.position)
  from ${signingRequestDocuments} srd where srd.request_id = ${signingRequests.id}), '[]'::json)`;

// The latest invitation or reminder e-mail: the dealer sees at once when one has not gone out.
const latestDelivery = sql<SigningRequestSummary['delivery']>`(
  select json_build_object('status', md.status, 'attempts', md.attempts, 'lastError', md.last_error)
  from ${mailDeliveries} md
  where md.signing_request_id = ${signingRequests.id} and md.template in ('signing_request', 'reminder')
  order by md.created_at desc limit 1)`;

// The documents' ids in the order they are signed (the spec's `documentIds`).
const documentIdsOfRequest = sql<string[]>`coalesce((
  select json_agg(srd.document_id order by srd.position)
  from ${signingRequestDocuments} srd where srd.request_id = ${signingRequests.id}), '[]'::json)`;

// Each field as the API answers it (times as ISO text, the customer as an object): no reshaping in JS.
const summaryFields = {
  id: signingRequests.id,
  status: signingRequests.status,
  notes: signingRequests.notes,
  sentAt: isoTimeOrNull(signingRequests.sentAt),
  completedAt: isoTimeOrNull(signingRequests.completedAt),
  createdAt: isoTime(signingRequests.createdAt),
  expiresAt: isoTimeOrNull(signingRequests.expiresAt),
  customerId: signingRequests.customerId,
  customer: sql<
    SigningRequestSummary['customer']
  >`json_build_object('name', ${customers.name}, 'email', ${customers.email})`,
  documentIds: documentIdsOfRequest,
  delivery: latestDelivery,
  documents: documentsOfRequest,
  // Null for a one-customer request: toSummary leaves both out, so its answer is exactly as before.
  signers: signersOfRequest,
  order: signingRequests.signingOrder,
};

// The first page without a search, what the tab and the overview ask for: prepared once per database.
// Planning this query (three subqueries a row) costs PostgreSQL several times what running it does.
const firstPage = preparedPerDatabase((db) =>
  db
    .select({ ...summaryFields, cursorAt: cursorTime(signingRequests.createdAt) })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(eq(signingRequests.dealerId, sql.placeholder('dealerId')))
    .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
    .limit(sql.placeholder('limit'))
    .prepare('signing_requests_first_page'),
);

/**
 * The page of the dealer's requests a search finds (`limit` ids, newest first, after the cursor; every match
 * when `limit` is null): by its customer's or a joint hirer's name or e-mail, or by a document's title as it
 * was sent. Each way starts from the dealer's own customers (their trigram index) or documents, and carries
 * each match's `created_at` out with it, so the page is chosen among the matches before any row is built:
 * reading every match again by its key (395 for "smith" among 10,000 requests) was most of the search's
 * time. The titles are read as each document's distinct sent titles, one index probe each (`titles`), and
 * only those are matched, not the title of every copy sent.
 */
const pageOfRequestsFound = (
  dealerId: SQLWrapper | string,
  pattern: SQLWrapper | string,
  limit: SQLWrapper | number | null,
  after: Cursor | null,
) => {
  const srd = signingRequestDocuments;
  return sql`with recursive titles(document_id, title) as (
      select d.id, (select min(s.title) from ${srd} s where s.document_id = d.id)
        from ${documents} d where d.dealer_id = ${dealerId}
      union all
      select t.document_id,
             (select min(s.title) from ${srd} s where s.document_id = t.document_id and s.title > t.title)
        from titles t where t.title is not null),
    customers_found as (select c.id from ${customers} c
      where c.dealer_id = ${dealerId} and ${nameAndEmail(sql`c.name`, sql`c.email`)} ilike ${pattern}),
    found(id, created_at) as (
      select r.id, r.created_at from ${signingRequests} r
        where r.dealer_id = ${dealerId} and r.customer_id in (select id from customers_found)
      union
      select r.id, r.created_at from ${requestSigners} rs join ${signingRequests} r on r.id = rs.request_id
        where r.dealer_id = ${dealerId} and rs.customer_id in (select id from customers_found)
      union
      select r.id, r.created_at from titles t
        join ${srd} s on s.document_id = t.document_id and s.title = t.title
        join ${signingRequests} r on r.id = s.request_id
        where t.title ilike ${pattern} and r.dealer_id = ${dealerId})
    select f.id from found f
      ${after ? sql`where (f.created_at, f.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      ${limit === null ? sql`` : sql`order by f.created_at desc, f.id desc limit ${limit}`}`;
};

// A search's first page, the one the search box asks for as the dealer types: prepared once per database.
const searchFirstPage = preparedPerDatabase((db) =>
  db
    .select({ ...summaryFields, cursorAt: cursorTime(signingRequests.createdAt) })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(
      and(
        eq(signingRequests.dealerId, sql.placeholder('dealerId')),
        sql`${signingRequests.id} in (${pageOfRequestsFound(
          sql.placeholder('dealerId'),
          sql.placeholder('pattern'),
          sql.placeholder('limit'),
          null,
        )})`,
      ),
    )
    .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
    .limit(sql.placeholder('limit'))
    .prepare('signing_requests_search'),
);

/**
 * One page of the dealer's requests (and one row more, to know whether there is another), newest first,
 * each with its customer and documents, in one query; `q` searches the customer's name and e-mail and
 * the documents' titles; `customerId` keeps one customer's requests, `siteId` one site's.
 */
export function listSigningRequests(
  db: Database,
  dealerId: string,
  page: PageRequest,
  customerId: string | null = null,
  siteId: string | null = null,
) {
  const pattern = page.q ? likePattern(page.q) : null;
  if (!page.after && !customerId && !siteId) {
    if (!pattern) return firstPage(db).execute({ dealerId, limit: page.limit + 1 });
    // A search with no trigram is planned afresh: a generic plan could read the whole trigram index.
    if (hasTrigram(page.q!)) return searchFirstPage(db).execute({ dealerId, pattern, limit: page.limit + 1 });
  }
  return db
    .select({ ...summaryFields, cursorAt: cursorTime(signingRequests.createdAt) })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(
      and(
        eq(signingRequests.dealerId, dealerId),
        customerId ? requestNamesCustomer(customerId) : undefined,
        siteId ? eq(signingRequests.siteId, siteId) : undefined,
        afterCursor(signingRequests.createdAt, signingRequests.id, page.after),
        // Narrowed further by customer or site, the page is chosen from all the matches, not the newest.
        pattern
          ? sql`${signingRequests.id} in (${pageOfRequestsFound(dealerId, pattern, customerId || siteId ? null : page.limit + 1, page.after)})`
          : undefined,
      ),
    )
    .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
    .limit(page.limit + 1);
}

export async function findSigningRequest(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select(summaryFields)
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(and(eq(signingRequests.dealerId, dealerId), eq(signingRequests.id, id)));
  return row;
}

/** The request, its frozen documents and its first event, all or nothing. */
export async function insertSigningRequest(
  db: Database,
  values: {
    dealerId: string;
    customerId: string;
    notes: string | null;
    tokenHash: string;
    tokenSealed: string;
    expiresAt: Date;
    signingOrder?: 'parallel' | 'sequential';
    siteId: string | null;
  },
  documents: SnapshotValues[],
  trail: Trail,
  actedBy: ActedBy,
  signers: SignerValues[] = [],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(signingRequests)
      .values({ ...values, status: 'sent', sentAt: new Date() })
      .returning({ id: signingRequests.id });
    const requestId = request!.id;
    await tx.insert(signingRequestDocuments).values(documents.map((d) => ({ ...d, requestId })));
    await insertSigners(tx, requestId, signers);
    await recordEvent(tx, { type: 'created', requestId, ...trail, detail: actedBy });
    return requestId;
  });
}

/** One frozen document of one of the dealer's requests. */
export async function findRequestDocument(
  db: Database,
  dealerId: string,
  requestId: string,
  documentId: string,
) {
  const [row] = await db
    .select({ document: signingRequestDocuments, status: signingRequests.status })
    .from(signingRequestDocuments)
    .innerJoin(signingRequests, eq(signingRequests.id, signingRequestDocuments.requestId))
    .where(
      and(
        eq(signingRequests.dealerId, dealerId),
        eq(signingRequestDocuments.requestId, requestId),
        eq(signingRequestDocuments.documentId, documentId),
      ),
    );
  return row;
}

/** Cancels a request that is still open; answers what the status was. */
export async function cancelSigningRequest(db: Database, dealerId: string, id: string, actedBy: ActedBy) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: signingRequests.status })
      .from(signingRequests)
      .where(and(eq(signingRequests.dealerId, dealerId), eq(signingRequests.id, id)))
      .for('update');
    if (!row) return null;
    if (row.status === 'sent' || row.status === 'in_progress') {
      await tx
        .update(signingRequests)
        .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(signingRequests.id, id));
      await recordEvent(tx, { type: 'cancelled', requestId: id, detail: actedBy });
    }
    return row.status;
  });
}

/** What sharing a request's link needs: its state, sealed token and the customer's phone (for WhatsApp). */
export async function findLinkOfRequest(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select({
      status: signingRequests.status,
      tokenSealed: signingRequests.tokenSealed,
      expiresAt: signingRequests.expiresAt,
      phone: customers.phone,
    })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(and(eq(signingRequests.dealerId, dealerId), eq(signingRequests.id, id)));
  return row;
}

/**
 * Deletes these requests; their documents, signers, signatures, events and deliveries go by cascade. Only for
 * retention, inside its own transaction, once it has locked the rows and found each one free to go.
 */
export async function deleteSigningRequests(tx: Pick<Database, 'delete'>, requestIds: string[]) {
  if (requestIds.length === 0) return;
  await tx.delete(signingRequests).where(inArray(signingRequests.id, requestIds));
}
