import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, signingRequestDocuments, signingRequests, users } from '../../db/schema.ts';

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
