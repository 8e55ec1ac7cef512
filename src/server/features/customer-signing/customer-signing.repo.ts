import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  signatures,
  signingEvents,
  signingRequestDocuments,
  signingRequests,
} from '../../db/schema.ts';

export type EventValues = typeof signingEvents.$inferInsert;

export async function findRequestByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ request: signingRequests, customer: customers })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .where(eq(signingRequests.tokenHash, tokenHash));
  return row;
}

export function listRequestDocuments(db: Database, requestId: string) {
  return db
    .select()
    .from(signingRequestDocuments)
    .where(eq(signingRequestDocuments.requestId, requestId))
    .orderBy(asc(signingRequestDocuments.position));
}

export function listSignatures(db: Database, requestId: string) {
  return db
    .select({ documentId: signatures.documentId, signedAt: signatures.signedAt })
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
}

/** Moves a sent request to in progress; true only for the call that did it (so the dealer is told once). */
export async function markOpened(
  db: Database,
  requestId: string,
  event: Omit<EventValues, 'requestId' | 'type'>,
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(signingRequests)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(and(eq(signingRequests.id, requestId), eq(signingRequests.status, 'sent')))
      .returning({ id: signingRequests.id });
    if (updated.length === 0) return false;
    await tx.insert(signingEvents).values({ ...event, requestId, type: 'opened' });
    return true;
  });
}

export async function markExpired(db: Database, requestId: string) {
  await db
    .update(signingRequests)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(signingRequests.id, requestId), sql`${signingRequests.status} in ('sent', 'in_progress')`));
}

export async function insertEvent(db: Database, event: EventValues) {
  await db.insert(signingEvents).values(event);
}

/** Records the first view of a document only: later progress reports add nothing to the trail. */
export async function recordFirstView(db: Database, event: EventValues & { documentId: string }) {
  const [seen] = await db
    .select({ id: signingEvents.id })
    .from(signingEvents)
    .where(
      and(
        eq(signingEvents.requestId, event.requestId),
        eq(signingEvents.documentId, event.documentId),
        eq(signingEvents.type, 'viewed'),
      ),
    )
    .limit(1);
  if (!seen) await db.insert(signingEvents).values({ ...event, type: 'viewed' });
}

/** Stores a signature and its event; false when the document already has one. */
export async function insertSignature(
  db: Database,
  values: typeof signatures.$inferInsert,
  event: Omit<EventValues, 'requestId' | 'type' | 'documentId'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signatures)
      .values(values)
      .onConflictDoNothing()
      .returning({ documentId: signatures.documentId });
    if (inserted.length === 0) return false;
    await tx
      .insert(signingEvents)
      .values({ ...event, requestId: values.requestId, documentId: values.documentId, type: 'signed' });
    return true;
  });
}

/**
 * Completes a request once every document is signed. The row lock makes concurrent submits queue:
 * the first completes it, the others find it completed and change nothing.
 */
export async function completeRequest(
  db: Database,
  requestId: string,
  event: Omit<EventValues, 'requestId' | 'type'>,
): Promise<'completed' | 'already_completed' | 'incomplete' | 'closed'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: signingRequests.status })
      .from(signingRequests)
      .where(eq(signingRequests.id, requestId))
      .for('update');
    if (!row || row.status === 'cancelled' || row.status === 'expired') return 'closed';
    if (row.status === 'completed') return 'already_completed';
    const [docs] = await tx
      .select({ n: count() })
      .from(signingRequestDocuments)
      .where(eq(signingRequestDocuments.requestId, requestId));
    const [signed] = await tx
      .select({ n: count() })
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    if ((signed?.n ?? 0) < (docs?.n ?? 0)) return 'incomplete';
    await tx
      .update(signingRequests)
      .set({ status: 'completed', completedAt: new Date(), updatedAt: new Date() })
      .where(eq(signingRequests.id, requestId));
    await tx.insert(signingEvents).values({ ...event, requestId, type: 'submitted' });
    return 'completed';
  });
}
