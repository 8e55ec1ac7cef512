// Sealing as durable work: the `seal` job seals one request (retried with backoff, one job per request at a
// time) and `seal.reconcile`, every minute and at start-up, queues a seal for every completed request that
// still lacks its copies: after a crash, a failed attempt or a lost job, nothing stays unsealed.
import type { AppDeps } from '../../app-deps.ts';
import type { JobContext, JobPayload } from '../../lib/jobs/job-queue.ts';
import { TimestampUnavailable } from '../../lib/sealing/timestamp-authority.ts';
import { isOutOfSpace } from '../../lib/storage/out-of-space.ts';
import { notifyDealer } from '../notifications/index.ts';
import { recordEvent } from '../signing-history/index.ts';
import { releaseAllSealingClaims, releaseSealingClaim } from '../signing-requests/index.ts';
import * as repo from './sealing.repo.ts';
import { type SealingCtx, SealingElsewhere, sealRequest, whoSigned } from './sealing.service.ts';

/**
 * Job attempts that wait for the timestamp server (TSA_URL) before sealing without one: with the default
 * 30 s first retry that is about three and a half minutes after the submit. A court prefers a
 * timestamped seal, but the customer's copy should not wait on someone else's server for hours; a seal made
 * without it says so in the trail ("timestamp_unavailable") and is PAdES B-B, like one made without TSA_URL.
 */
export const TIMESTAMP_ATTEMPTS = 4;

export function queueSeal(ctx: Pick<AppDeps, 'jobs'>, requestId: string) {
  return ctx.jobs.send('seal', { requestId }, { singletonKey: requestId });
}

/** After a submit: lets go of the completion's hold on the seal and has an idle seal worker start it now. */
export async function startSealing(ctx: Pick<AppDeps, 'db' | 'jobs'>, requestId: string) {
  await releaseSealingClaim(ctx.db, requestId);
  await queueSeal(ctx, requestId);
  ctx.jobs.wake('seal');
}

export async function runSealJob(ctx: SealingCtx, { requestId }: JobPayload<'seal'>, job: JobContext) {
  try {
    await sealFallingBack(ctx, requestId, job);
  } catch (error) {
    if (error instanceof SealingElsewhere) throw error;
    // A full disk is waited out, not a failed seal: no trail entry, no notice to the dealer. The job is
    // retried with its backoff, and seal.reconcile queues it again every minute once retries are spent.
    if (isOutOfSpace(error)) {
      ctx.log.warn({ err: error, requestId }, 'sealing waits: out of storage space');
      throw error;
    }
    const final = job.retryCount >= job.retryLimit;
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.error({ err: error, requestId, attempt: job.retryCount + 1, final }, 'sealing failed');
    // The trail says so on the first failure and when the retries are spent, not at every try between.
    if (job.retryCount === 0 || final) {
      await recordEvent(ctx.db, {
        type: 'seal_failed',
        requestId,
        detail: { error: reason.slice(0, 300), final },
      });
    }
    if (final) await tellDealer(ctx, requestId);
    throw error;
  }
}

async function sealFallingBack(ctx: SealingCtx, requestId: string, job: JobContext) {
  try {
    await sealRequest(ctx, requestId);
  } catch (error) {
    if (!(error instanceof TimestampUnavailable) || job.retryCount + 1 < TIMESTAMP_ATTEMPTS) throw error;
    ctx.log.warn({ err: error, requestId }, 'timestamp server unavailable; sealing without a timestamp');
    // Recorded first, so the certificate of completion lists it too.
    await recordEvent(ctx.db, {
      type: 'timestamp_unavailable',
      requestId,
      detail: { error: error.message.slice(0, 300), attempts: job.retryCount + 1 },
    });
    await sealRequest(ctx, requestId, { withoutTimestamp: true });
  }
}

async function tellDealer(ctx: SealingCtx, requestId: string) {
  const head = await repo.loadSealingHead(ctx.db, requestId);
  if (!head) return;
  const signers = head.hasSigners ? await repo.listSigners(ctx.db, requestId) : [];
  await notifyDealer(ctx.db, {
    dealerId: head.request.dealerId,
    type: 'other',
    message: `The signed copies for ${new Intl.ListFormat('en-GB').format(whoSigned(head.customer.name, signers))} could not be sealed. Our team has been alerted; please do not ask the customer to sign again.`,
    signingRequestId: requestId,
  });
}

export async function reconcileSealing(ctx: Pick<AppDeps, 'db' | 'jobs'>) {
  for (const requestId of await repo.listUnsealedRequests(ctx.db)) await queueSeal(ctx, requestId);
}

/**
 * At start-up: on the embedded database no other process can hold a claim or be running a seal job, so none
 * is waited for. A seal job the killed process was running would otherwise stay 'running' until it expires
 * and, one job per request, keep the new one out: the set would wait minutes for its copies.
 */
export async function recoverSealing(ctx: Pick<AppDeps, 'db' | 'jobs' | 'databaseKind'>) {
  if (ctx.databaseKind !== 'pglite') return reconcileSealing(ctx);
  await releaseAllSealingClaims(ctx.db);
  for (const requestId of await repo.listUnsealedRequests(ctx.db)) {
    await ctx.jobs.abandonRunning('seal', requestId);
    await queueSeal(ctx, requestId);
  }
}

export async function registerSealingWorkers(deps: AppDeps) {
  await deps.jobs.work('seal', (data, job) => runSealJob(deps, data, job));
  await deps.jobs.work('seal.reconcile', () => reconcileSealing(deps));
}
