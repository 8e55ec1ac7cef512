import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  requestSigners,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../db/schema.ts';

export async function findDealer(db: Database, dealerId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      dealershipName: users.dealershipName,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, dealerId));
  return row;
}

/** A request the customer can still sign (sent or in progress, link not expired), with what a reminder needs. */
export async function findOpenRequest(db: Database, requestId: string) {
  const [row] = await db
    .select({ request: signingRequests, customer: customers, dealerEmail: users.email })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .innerJoin(users, eq(users.id, signingRequests.dealerId))
    .where(
      and(
        eq(signingRequests.id, requestId),
        inArray(signingRequests.status, ['sent', 'in_progress']),
        gt(signingRequests.expiresAt, new Date()),
      ),
    );
  if (!row) return undefined;
  const documents = await db
    .select({ title: signingRequestDocuments.title })
    .from(signingRequestDocuments)
    .where(eq(signingRequestDocuments.requestId, requestId))
    .orderBy(asc(signingRequestDocuments.position));
  return { ...row, documentTitles: documents.map((d) => d.title) };
}

/**
 * The signers of a request with several who have been sent their link and have not signed (nor declined):
 * the ones a reminder goes to. Empty for a one-customer request (it has no signer rows).
 */
export function listWaitingSigners(db: Database, requestId: string, signerId?: string) {
  return db
    .select({
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      language: customers.language,
      tokenSealed: requestSigners.tokenSealed,
      channels: requestSigners.channels,
    })
    .from(requestSigners)
    .innerJoin(customers, eq(customers.id, requestSigners.customerId))
    .where(
      and(
        eq(requestSigners.requestId, requestId),
        signerId ? eq(requestSigners.id, signerId) : undefined,
        isNotNull(requestSigners.sentAt),
        isNull(requestSigners.finishedAt),
        isNull(requestSigners.declinedAt),
      ),
    )
    .orderBy(asc(requestSigners.position));
}

export async function hasSigners(db: Database, requestId: string) {
  const [row] = await db
    .select({ id: requestSigners.id })
    .from(requestSigners)
    .where(eq(requestSigners.requestId, requestId))
    .limit(1);
  return Boolean(row);
}
