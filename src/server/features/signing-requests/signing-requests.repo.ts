import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, signingRequests } from '../../db/schema.ts';

/** The dealer's requests, newest first, each with its customer's name and e-mail (one query). */
export function listSigningRequests(db: Database, dealerId: string, limit: number) {
  return db
    .select({
      id: signingRequests.id,
      status: signingRequests.status,
      notes: signingRequests.notes,
      sentAt: signingRequests.sentAt,
      completedAt: signingRequests.completedAt,
      createdAt: signingRequests.createdAt,
      customerId: signingRequests.customerId,
      customerName: customers.name,
      customerEmail: customers.email,
    })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(eq(signingRequests.dealerId, dealerId))
    .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
    .limit(limit);
}
