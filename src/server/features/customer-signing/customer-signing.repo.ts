// All SQL of a customer's visit by link: the request behind a token (with its dealer's profile, read once),
// its frozen documents and signatures, and the race-safe steps that move it on.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  dealerSettings,
  signatures,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../db/schema.ts';
import { profileColumns } from '../dealer-profile/dealer-profile.repo.ts';
import type { Trail } from '../signing-history/signing-events.ts';
import { recordEvent, recordFirstView } from '../signing-history/signing-history.repo.ts';

/** A request with its customer and its dealer's profile, in one statement: by link or by id. */
export async function findRequestHead(db: Database, by: { tokenHash: string } | { id: string }) {
  const [row] = await db
    .select({ request: signingRequests, customer: customers, ...profileColumns })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .innerJoin(users, eq(users.id, signingRequests.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, signingRequests.dealerId))
    .where('id' in by ? eq(signingRequests.id, by.id) : eq(signingRequests.tokenHash, by.tokenHash));
  if (!row) return undefined;
  const { request, customer, ...profile } = row;
  return { request, customer, profile };
}

/** The request behind a link. */
export const findRequestByTokenHash = (db: Database, tokenHash: string) => findRequestHead(db, { tokenHash });

/** The frozen documents in order, each with when it was signed (null until it is). */
export function listDocumentsWithSignatures(db: Database, requestId: string) {
  return db
    .select({ document: signingRequestDocuments, signedAt: signatures.signedAt })
    .from(signingRequestDocuments)
    .leftJoin(
      signatures,
      and(
        eq(signatures.requestId, signingRequestDocuments.requestId),
        eq(signatures.documentId, signingRequestDocuments.documentId),
      ),
    )
    .where(eq(signingRequestDocuments.requestId, requestId))
    .orderBy(asc(signingRequestDocuments.position));
}

/** Moves a sent request to in progress; true only for the call that did it (so the dealer is told once). */
export async function markOpened(db: Database, requestId: string, trail: Trail) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(signingRequests)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(and(eq(signingRequests.id, requestId), eq(signingRequests.status, 'sent')))
      .returning({ id: signingRequests.id });
    if (updated.length === 0) return false;
    await recordEvent(tx, { type: 'opened', requestId, ...trail });
    return true;
  });
}

export async function markExpired(db: Database, requestId: string) {
  await db
    .update(signingRequests)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(signingRequests.id, requestId), sql`${signingRequests.status} in ('sent', 'in_progress')`));
}

export async function recordView(
  db: Database,
  view: { requestId: string; documentId: string; pagesRead: number; timeSpent: number } & Trail,
) {
  const { pagesRead, timeSpent, ...rest } = view;
  await recordFirstView(db, { type: 'viewed', ...rest, detail: { pagesRead, timeSpent } });
}

/** Stores a signature and its event; false when the document already has one. */
export async function insertSignature(
  db: Database,
  values: typeof signatures.$inferInsert,
  trail: Trail,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signatures)
      .values(values)
      .onConflictDoNothing()
      .returning({ documentId: signatures.documentId });
    if (inserted.length === 0) return false;
    await recordEvent(tx, {
      type: 'signed',
      requestId: values.requestId,
      documentId: values.documentId,
      ...trail,
    });
    return true;
  });
}

export type CompleteOutcome =
  | { outcome: 'completed'; completedAt: Date }
  | { outcome: 'already_completed' | 'incomplete' | 'closed' };

/**
 * Completes a request once every document is signed, and claims its seal for this caller: one conditional
 * update, so of concurrent submits exactly one completes it and the others change nothing. The completed,
 * unsealed row is itself the durable record that a seal is owed (the reconcile job finds any left over).
 */
export async function completeRequest(
  db: Database,
  requestId: string,
  trail: Trail,
): Promise<CompleteOutcome> {
  const done = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(signingRequests)
      .set({ status: 'completed', completedAt: now, updatedAt: now, sealingClaimedAt: now })
      .where(
        and(
          eq(signingRequests.id, requestId),
          inArray(signingRequests.status, ['sent', 'in_progress']),
          sql`(select count(*) from ${signatures} where ${signatures.requestId} = ${requestId})
            >= (select count(*) from ${signingRequestDocuments} where ${signingRequestDocuments.requestId} = ${requestId})`,
        ),
      )
      .returning({ completedAt: signingRequests.completedAt });
    if (!row) return null;
    await recordEvent(tx, { type: 'submitted', requestId, ...trail });
    return row.completedAt ?? now;
  });
  if (done) return { outcome: 'completed', completedAt: done };
  // Why not: only on this rarer path does it cost a statement to tell.
  const [row] = await db
    .select({ status: signingRequests.status })
    .from(signingRequests)
    .where(eq(signingRequests.id, requestId));
  if (!row || row.status === 'cancelled' || row.status === 'expired') return { outcome: 'closed' };
  if (row.status === 'completed') return { outcome: 'already_completed' };
  return { outcome: 'incomplete' };
}
