// Retention of signed sets (the spec's claim: documents and signatures kept 7 years). A completed set and its
// history may not be deleted for 7 years from completion, nor while the operator holds it (a dispute, a
// regulator's inquiry), even after the 7 years. Everything else a dealer may delete. The dealer is told the
// date in plain words; the operator places and releases holds, each in the admin audit log.
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './retention.repo.ts';

export const RETENTION_YEARS = 7;

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export type SetRetention = {
  requestId: string;
  /** Completed sets: the first day it may be deleted. */
  keepUntil: Date | null;
  heldFor: string | null;
  kept: boolean;
};

export function keepUntil(completedAt: Date) {
  const until = new Date(completedAt);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
}

export function retentionOf(row: repo.SetRetentionRow, now = new Date()): SetRetention {
  const completed = row.status === 'completed';
  // A completed set without a completion time is kept: nothing proves its period is over.
  const until = completed ? (row.completedAt ? keepUntil(row.completedAt) : null) : null;
  const inPeriod = completed && (until === null || until > now);
  return {
    requestId: row.requestId,
    keepUntil: until,
    heldFor: row.holdReason,
    kept: inPeriod || row.holdReason !== null,
  };
}

export const formatLongDate = (date: Date) => longDate.format(date);

/** The plain sentence a dealer sees when a set stops a deletion. */
export function keptMessage(sets: SetRetention[], subject: string): string {
  if (sets.some((s) => s.heldFor !== null)) {
    return `${subject} cannot be deleted: a signed set is under a legal hold placed by the platform operator.`;
  }
  const latest = sets
    .map((s) => s.keepUntil)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (!latest) return `${subject} cannot be deleted yet: a signed set has not finished sealing.`;
  return `${subject} cannot be deleted until ${formatLongDate(latest)}: signed documents and their history are kept for ${RETENTION_YEARS} years from completion.`;
}

export const retentionConflict = (message: string) => new AppError(409, message, { code: 'RETENTION' });

/** The customer's sets that must be kept, with their dates (empty when the customer may go). */
export async function customerSetsKept(db: AppDeps['db'], dealerId: string, customerId: string) {
  const rows = await repo.requestsRetention(db, dealerId, { customerId });
  return rows.map((row) => retentionOf(row)).filter((s) => s.kept);
}

/** Throws the 409 when any of the customer's sets must be kept. */
export async function assertCustomerDeletable(db: AppDeps['db'], dealerId: string, customerId: string) {
  const kept = await customerSetsKept(db, dealerId, customerId);
  if (kept.length > 0) throw retentionConflict(keptMessage(kept, 'This customer'));
}

/**
 * Deletes the dealer's requests that no retention duty holds, with their sealed files; answers the ids
 * deleted. Completed sets in their period and held sets are left alone (the caller says so).
 */
export async function deleteUnretainedRequests(
  ctx: Pick<AppDeps, 'db' | 'storage'>,
  dealerId: string,
  requestIds: string[],
) {
  const keys = await repo.sealedKeysOf(ctx.db, requestIds);
  const cutoff = new Date();
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  const deleted = await repo.deleteRequests(ctx.db, dealerId, requestIds, cutoff);
  const gone = new Set(deleted);
  const deletedKeys = keys.filter((key) => [...gone].some((id) => key.includes(`/${id}/`)));
  // The rows went first: a file left by a failure here is named by no row. The maintenance sweep never looks
  // at sealed copies, so it stays until an operator removes it; a missing file would be worse.
  await Promise.all(deletedKeys.map((key) => ctx.storage.delete(key)));
  return { deleted, files: deletedKeys.length };
}

/** DELETE /api/signing-requests/{id}: open requests are cancelled first; kept sets answer 409 with the date. */
export async function deleteSigningRequest(
  ctx: Pick<AppDeps, 'db' | 'storage'>,
  dealerId: string,
  requestId: string,
) {
  const [row] = await repo.requestsRetention(ctx.db, dealerId, { requestId });
  if (!row) throw notFound('Signing request not found');
  if (row.status === 'sent' || row.status === 'in_progress') {
    throw new AppError(409, 'This signing request is still open: cancel it before deleting it.', {
      code: 'OPEN',
    });
  }
  const retention = retentionOf(row);
  if (retention.kept) throw retentionConflict(keptMessage([retention], 'This signed set'));
  const { deleted } = await deleteUnretainedRequests(ctx, dealerId, [requestId]);
  if (deleted.length === 0) throw retentionConflict(keptMessage([retention], 'This signed set'));
  return { message: 'Signing request and its history deleted' };
}

/** POST /api/admin/legal-hold: the operator holds a set (or releases it), recorded in the audit log. */
export async function setLegalHold(
  ctx: Pick<AppDeps, 'db' | 'recordAdminAction'>,
  input: { requestId: string; hold: boolean; reason: string },
  actor: { adminId: string; ip: string },
) {
  const row = await repo.findRequest(ctx.db, input.requestId);
  if (!row) throw notFound('Signing request not found');
  if (input.hold) await repo.placeHold(ctx.db, input.requestId, input.reason, actor.adminId);
  else await repo.releaseHold(ctx.db, input.requestId);
  await ctx.recordAdminAction({
    adminId: actor.adminId,
    ip: actor.ip,
    action: input.hold ? 'signing_request.legal_hold' : 'signing_request.legal_hold_release',
    targetType: 'signing_request',
    targetId: input.requestId,
    reason: input.reason,
    details: { dealerId: row.dealerId, previousHold: row.holdReason },
  });
  const retention = retentionOf({ ...row, holdReason: input.hold ? input.reason : null });
  return {
    requestId: input.requestId,
    held: input.hold,
    keepUntil: retention.keepUntil?.toISOString() ?? null,
    message: input.hold
      ? 'Legal hold placed: this set cannot be deleted until the hold is released.'
      : retention.kept
        ? `Legal hold released: the set is still kept until ${formatLongDate(retention.keepUntil ?? new Date())}.`
        : 'Legal hold released: the dealer may now delete this set.',
  };
}
