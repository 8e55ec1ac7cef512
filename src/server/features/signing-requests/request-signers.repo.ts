// All SQL of request_signers, the owner's (features/signing-requests). Customer signing moves a signer on
// (opened, finished, declined, sent the next) by calling these inside its own transactions, so each step and
// its record stand or fall together.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SignerSummary } from '../../../shared/documents/signers.ts';
import type { Database } from '../../db/client.ts';
import { customers, requestSigners, signingRequests, users } from '../../db/schema.ts';

/** The database or a transaction of it. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update'>;
export type SignerValues = Omit<typeof requestSigners.$inferInsert, 'requestId'>;

// A signer's state in one word, from their timestamps.
const statusOf = (r: string) => sql`case when ${sql.raw(r)}.declined_at is not null then 'declined'
  when ${sql.raw(r)}.finished_at is not null then 'signed' when ${sql.raw(r)}.opened_at is not null then 'opened'
  when ${sql.raw(r)}.sent_at is not null then 'sent' else 'waiting' end`;
const isoOrNull = (column: string) =>
  sql`to_char(${sql.raw(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each signer of the row's request as the API shows them, in order; null for a one-customer request. */
export const signersOfRequest = sql<SignerSummary[] | null>`(
  select json_agg(json_build_object('id', rs.id, 'position', rs.position, 'slot', rs.slot, 'role', rs.role,
    'name', coalesce(sc.name, su.name, 'The dealer'), 'email', coalesce(sc.email, su.email, ''),
    'customerId', rs.customer_id, 'status', ${statusOf('rs')}, 'sentAt', ${isoOrNull('rs.sent_at')},
    'finishedAt', ${isoOrNull('rs.finished_at')}, 'declineReason', rs.decline_reason,
    'channels', case when rs.role = 'dealer' then '[]'::jsonb else rs.channels end) order by rs.position)
  from ${requestSigners} rs
  left join ${customers} sc on sc.id = rs.customer_id
  left join ${users} su on su.id = rs.member_id
  where rs.request_id = ${signingRequests.id})`;

export async function insertSigners(tx: Executor, requestId: string, signers: SignerValues[]) {
  if (signers.length === 0) return;
  await tx.insert(requestSigners).values(signers.map((s) => ({ ...s, requestId })));
}

/** A request's signers in order, each with their name, e-mail and phone (the customer's, or the member's). */
export function listSigners(db: Pick<Database, 'select'>, requestId: string) {
  return db
    .select({
      signer: requestSigners,
      name: sql<string>`coalesce(${customers.name}, ${users.name}, 'The dealer')`,
      email: sql<string>`coalesce(${customers.email}, ${users.email}, '')`,
      phone: customers.phone,
      /** Their customer record's language (null: the dealership's; the dealer's member has none). */
      language: customers.language,
    })
    .from(requestSigners)
    .leftJoin(customers, eq(customers.id, requestSigners.customerId))
    .leftJoin(users, eq(users.id, requestSigners.memberId))
    .where(eq(requestSigners.requestId, requestId))
    .orderBy(asc(requestSigners.position));
}
export type SignerRow = Awaited<ReturnType<typeof listSigners>>[number];

/** A signer whose link is out and who has neither signed nor declined: their turn has come. */
export const hasTurn = (s: SignerRow) =>
  s.signer.sentAt !== null && !s.signer.finishedAt && !s.signer.declinedAt;

/** The request a signer's own link opens (a link that is not the request's customer's). */
export async function findRequestIdBySignerToken(db: Pick<Database, 'select'>, tokenHash: string) {
  const [row] = await db
    .select({ requestId: requestSigners.requestId })
    .from(requestSigners)
    .where(eq(requestSigners.tokenHash, tokenHash));
  return row?.requestId;
}

/** First open of a signer's link: true only for the call that recorded it. */
export async function markSignerOpened(tx: Executor, signerId: string) {
  const rows = await tx
    .update(requestSigners)
    .set({ openedAt: new Date() })
    .where(and(eq(requestSigners.id, signerId), isNull(requestSigners.openedAt)))
    .returning({ id: requestSigners.id });
  return rows.length === 1;
}

/** The signer has signed all their places and submitted: true only for the call that recorded it. */
export async function markSignerFinished(tx: Executor, signerId: string) {
  const rows = await tx
    .update(requestSigners)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(requestSigners.id, signerId),
        isNull(requestSigners.finishedAt),
        isNull(requestSigners.declinedAt),
      ),
    )
    .returning({ id: requestSigners.id });
  return rows.length === 1;
}

export async function markSignerDeclined(tx: Executor, signerId: string, reason: string | null) {
  const rows = await tx
    .update(requestSigners)
    .set({ declinedAt: new Date(), declineReason: reason })
    .where(
      and(
        eq(requestSigners.id, signerId),
        isNull(requestSigners.finishedAt),
        isNull(requestSigners.declinedAt),
      ),
    )
    .returning({ id: requestSigners.id });
  return rows.length === 1;
}

/** The next signer of a sequence is sent their link: true only for the call that did it. */
export async function markSignerSent(tx: Executor, signerId: string) {
  const rows = await tx
    .update(requestSigners)
    .set({ sentAt: new Date() })
    .where(and(eq(requestSigners.id, signerId), isNull(requestSigners.sentAt)))
    .returning({ id: requestSigners.id });
  return rows.length === 1;
}
