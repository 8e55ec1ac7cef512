// A customer's data for their rights of access and erasure, read: the customer row, their signing requests
// and documents (customers and retention make the changes), and the record of each erasure (ours).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { requestNamesCustomer } from '../../db/customer-requests.ts';
import { customerErasures, customers, signingRequestDocuments, signingRequests } from '../../db/schema.ts';

/** The dealer's customer, archived or not (a deleted customer's records may still be asked for). */
export async function findAnyCustomer(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.dealerId, dealerId), eq(customers.id, id)));
  return row;
}

export async function customerRequests(db: Database, dealerId: string, customerId: string) {
  const requests = await db
    .select({
      id: signingRequests.id,
      status: signingRequests.status,
      notes: signingRequests.notes,
      createdAt: signingRequests.createdAt,
      sentAt: signingRequests.sentAt,
      expiresAt: signingRequests.expiresAt,
      cancelledAt: signingRequests.cancelledAt,
      completedAt: signingRequests.completedAt,
      sealedAt: signingRequests.sealedAt,
    })
    .from(signingRequests)
    .where(and(eq(signingRequests.dealerId, dealerId), requestNamesCustomer(customerId)))
    .orderBy(asc(signingRequests.createdAt));
  const ids = requests.map((r) => r.id);
  const documents = ids.length
    ? await db
        .select({
          requestId: signingRequestDocuments.requestId,
          documentId: signingRequestDocuments.documentId,
          position: signingRequestDocuments.position,
          title: signingRequestDocuments.title,
          sha256: signingRequestDocuments.sha256,
          signedSha256: signingRequestDocuments.signedSha256,
          sealedSha256: signingRequestDocuments.sealedSha256,
          sealedKey: signingRequestDocuments.sealedKey,
          sealedWith: signingRequestDocuments.sealedWith,
        })
        .from(signingRequestDocuments)
        .where(inArray(signingRequestDocuments.requestId, ids))
        .orderBy(asc(signingRequestDocuments.position))
    : [];
  return requests.map((r) => ({ ...r, documents: documents.filter((d) => d.requestId === r.id) }));
}

export async function insertErasure(db: Database, row: typeof customerErasures.$inferInsert) {
  const [saved] = await db.insert(customerErasures).values(row).returning();
  return saved!;
}

export function listErasures(db: Database, dealerId: string, customerId: string) {
  return db
    .select()
    .from(customerErasures)
    .where(and(eq(customerErasures.dealerId, dealerId), eq(customerErasures.customerId, customerId)))
    .orderBy(asc(customerErasures.erasedAt));
}
