// A request's steps as its signers take them: opened, expired, completed, one signer of several finished or
// declined. Each is one race-safe transaction that moves the request's status and writes its event (and the
// webhook delivery that reports it) together; customer-signing calls them, this feature owns the row.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signatures, signingRequestDocuments, signingRequests } from '../../db/schema.ts';
import type { SignerDetail, Trail } from '../signing-history/index.ts';
import { recordEvent } from '../signing-history/index.ts';
import { queueWebhookEvent, queueWebhookEventOfMany } from '../webhooks/index.ts';
import {
  type Executor,
  listSigners,
  markSignerDeclined,
  markSignerFinished,
  markSignerOpened,
  markSignerSent,
  type SignerRow,
} from './request-signers.repo.ts';

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

/** Marks a request past its expiry as expired; its webhook endpoints hear of it in the same transaction. */
export async function markExpired(db: Database, requestId: string) {
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(signingRequests)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        and(eq(signingRequests.id, requestId), sql`${signingRequests.status} in ('sent', 'in_progress')`),
      )
      .returning({ id: signingRequests.id });
    if (expired.length > 0) await queueWebhookEvent(tx, { requestId, type: 'request.expired' });
  });
}

/**
 * The open requests whose link ran out before anyone opened it again become expired, up to `limit` at a time,
 * each with its webhook event in the same transaction (rows another transaction holds are left for the next
 * run). Answers the ids expired.
 */
export async function expireOverdueRequests(db: Database, limit = 500): Promise<string[]> {
  return db.transaction(async (tx) => {
    const overdue = tx
      .select({ id: signingRequests.id })
      .from(signingRequests)
      .where(
        and(
          inArray(signingRequests.status, ['sent', 'in_progress']),
          lt(signingRequests.expiresAt, sql`now()`),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(signingRequests)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        and(inArray(signingRequests.id, overdue), inArray(signingRequests.status, ['sent', 'in_progress'])),
      )
      .returning({ id: signingRequests.id });
    await queueWebhookEventOfMany(
      tx,
      'request.expired',
      expired.map((r) => r.id),
    );
    return expired.map((r) => r.id);
  });
}

export type CompleteOutcome =
  | { outcome: 'completed'; completedAt: Date }
  | { outcome: 'already_completed' | 'incomplete' | 'closed' };

/**
 * Completes a request once every document is signed: one conditional update, so of concurrent submits
 * exactly one completes it and the others change nothing. It also claims the seal, holding the seal job off
 * until the submit has recorded the rest of the trail (startSealing lets go). The completed, unsealed row
 * is itself the durable record that a seal is owed (the reconcile job finds any left over).
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

export type FinishOutcome =
  | CompleteOutcome
  | { outcome: 'already_finished' }
  | { outcome: 'signer_finished'; next: SignerRow | null };

/**
 * One signer of a request with several submits. The request's row is locked first, so submits of one set
 * take turns: whoever finishes last sees every other signer finished and completes the set (and claims its
 * seal) exactly once, even when two submit at the same instant. In a sequence, the next signer is marked
 * sent in the same transaction, so their link goes out once.
 */
export async function finishSigner(
  db: Database,
  requestId: string,
  signer: { id: string; slot: string; detail: SignerDetail },
  documentIds: string[],
  trail: Trail,
): Promise<FinishOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: signingRequests.status, order: signingRequests.signingOrder })
      .from(signingRequests)
      .where(eq(signingRequests.id, requestId))
      .for('update');
    if (!request || !['sent', 'in_progress', 'completed'].includes(request.status))
      return { outcome: 'closed' };
    if (request.status === 'completed') return { outcome: 'already_completed' };
    const [signed] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(signatures)
      .where(
        and(
          eq(signatures.requestId, requestId),
          eq(signatures.signerSlot, signer.slot),
          documentIds.length > 0 ? inArray(signatures.documentId, documentIds) : sql`false`,
        ),
      );
    if ((signed?.n ?? 0) < documentIds.length) return { outcome: 'incomplete' };
    if (!(await markSignerFinished(tx, signer.id))) return { outcome: 'already_finished' };
    await recordEvent(tx, { type: 'signer_finished', requestId, ...trail, detail: signer.detail });
    const waiting = (await listSigners(tx, requestId)).filter((s) => !s.signer.finishedAt);
    if (waiting.length === 0) {
      const now = new Date();
      await tx
        .update(signingRequests)
        .set({ status: 'completed', completedAt: now, updatedAt: now, sealingClaimedAt: now })
        .where(eq(signingRequests.id, requestId));
      await recordEvent(tx, { type: 'submitted', requestId, ...trail, detail: signer.detail });
      return { outcome: 'completed', completedAt: now };
    }
    const next = request.order === 'sequential' ? waiting[0]! : null;
    if (next && !(await markSignerSent(tx, next.signer.id)))
      return { outcome: 'signer_finished', next: null };
    return { outcome: 'signer_finished', next };
  });
}

/**
 * A signer declines: the whole set stops ('declined'), with who and why on the trail. The one customer of a
 * request without signer rows declines the same way, with no signer row to mark (`id: null`).
 */
export async function declineSigner(
  db: Database,
  requestId: string,
  signer: { id: string | null; detail: SignerDetail },
  reason: string | null,
  trail: Trail,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: signingRequests.status })
      .from(signingRequests)
      .where(eq(signingRequests.id, requestId))
      .for('update');
    if (!request || !['sent', 'in_progress'].includes(request.status)) return false;
    if (signer.id !== null && !(await markSignerDeclined(tx, signer.id, reason))) return false;
    await tx
      .update(signingRequests)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(eq(signingRequests.id, requestId));
    await recordEvent(tx, {
      type: 'declined',
      requestId,
      ...trail,
      detail: { ...signer.detail, reason: reason ?? undefined },
    });
    return true;
  });
}

/** A signer's first open of their link: moves a sent request to in progress; true only for the first call. */
export async function markSignerOpenedOnce(
  db: Database,
  requestId: string,
  signer: { id: string; detail: SignerDetail },
  trail: Trail,
) {
  return db.transaction(async (tx: Executor & Pick<Database, 'update' | 'execute'>) => {
    if (!(await markSignerOpened(tx, signer.id))) return false;
    await tx
      .update(signingRequests)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(and(eq(signingRequests.id, requestId), eq(signingRequests.status, 'sent')));
    await recordEvent(tx, { type: 'opened', requestId, ...trail, detail: signer.detail });
    return true;
  });
}
