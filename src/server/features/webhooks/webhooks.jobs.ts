// The webhook jobs: `webhook.deliver` posts one delivery (its queue and payload are in lib/job-queue.ts), and the
// dispatcher that queues the deliveries other features' transactions wrote (the outbox): at once when their
// commit is heard (NOTIFY dealer_data '<dealer>:webhooks', on every instance), and every minute
// (`webhook.reconcile`) for any a stopped process left behind; that job also deletes deliveries over 30 days old.
import type { AppDeps } from '../../app-deps.ts';
import { inBackground } from '../../lib/background.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { JobFailure } from '../../lib/observability.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { postWebhook, SIGNATURE_HEADER, signatureHeader } from './webhook-post.ts';
import * as repo from './webhooks.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log'>;

export const webhookSecretBox = (appSecret: string) => createSecretBox(appSecret, 'webhook-secret');

/**
 * Private and local addresses are refused unless the operator allows them (WEBHOOK_ALLOW_PRIVATE_HOSTS: a test
 * system whose receiver is on this machine or its own network); NODE_ENV plays no part.
 */
export const allowsPrivateEndpoints = (config: AppDeps['config']) => config.webhookAllowPrivateHosts;

/** Queues a job per delivery (its id is the job's key, so a live job keeps a second one out) and wakes a worker. */
export async function queueDeliveryJobs(ctx: Pick<Ctx, 'jobs'>, deliveryIds: string[]) {
  for (const deliveryId of deliveryIds)
    await ctx.jobs.send('webhook.deliver', { deliveryId }, { singletonKey: deliveryId });
  if (deliveryIds.length > 0) ctx.jobs.wake('webhook.deliver');
}

/** One attempt: sign, post, record; throws (quietly) on a failure that will be retried. */
export async function attemptDelivery(ctx: Ctx, deliveryId: string, job: JobContext) {
  const delivery = await repo.loadForAttempt(ctx.db, deliveryId);
  // Deleted with its endpoint, or already settled (a job run twice): nothing to do.
  if (delivery?.status !== 'pending') return;
  if (!delivery.enabled) return repo.giveUp(ctx.db, deliveryId, 'The endpoint is turned off');
  const body = JSON.stringify(delivery.payload);
  const secret = webhookSecretBox(ctx.config.appSecret).open(delivery.secretSealed);
  const outcome = await postWebhook(
    delivery.url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'Docs2Sign-Webhooks/1',
      [SIGNATURE_HEADER]: signatureHeader(secret, body),
      'Docs2Sign-Event': delivery.eventType,
      'Docs2Sign-Delivery': deliveryId,
    },
    { allowPrivate: allowsPrivateEndpoints(ctx.config) },
  );
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const last = job.retryCount >= job.retryLimit;
  const error = ok || outcome.error ? outcome.error : `The endpoint answered ${outcome.statusCode}`;
  await repo.recordAttempt(
    ctx.db,
    deliveryId,
    { ...outcome, error },
    ok ? 'delivered' : last ? 'failed' : 'pending',
  );
  // The endpoint is the dealer's: its failure is in their delivery log, not a System Error of ours.
  if (!ok)
    throw new JobFailure(error ?? 'webhook delivery failed', { dealerId: delivery.dealerId, quiet: true });
}

/** How long the delivery log is kept: a body names the customer, so it is not kept for ever. */
const KEEP_LOG_DAYS = 30;

/** Queues the deliveries committed but not yet queued; with `stale`, also those whose job may be lost. */
export async function dispatchDeliveries(ctx: Ctx, options: { stale?: boolean } = {}) {
  for (;;) {
    const claimed = await repo.claimUnqueued(ctx.db);
    await queueDeliveryJobs(ctx, claimed);
    if (claimed.length < 100) break;
  }
  if (!options.stale) return;
  await repo.deleteOldDeliveries(ctx.db, new Date(Date.now() - KEEP_LOG_DAYS * 86_400_000));
  await queueDeliveryJobs(ctx, await repo.listStalePending(ctx.db, new Date(Date.now() - 120_000)));
}

export async function registerWebhookWorkers(deps: AppDeps) {
  // The payload is checked against the queue's schema (lib/job-queue.ts) before it gets here.
  await deps.jobs.work('webhook.deliver', ({ deliveryId }, job) => attemptDelivery(deps, deliveryId, job));
  await deps.jobs.work('webhook.reconcile', () => dispatchDeliveries(deps, { stale: true }));
  // One dispatch at a time in this process; a change heard meanwhile runs one more after it.
  let running: Promise<void> | null = null;
  let again = false;
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = inBackground('webhook dispatch', () => dispatchDeliveries(deps))
      .catch((error) =>
        deps.log.warn({ err: error }, 'webhook dispatch failed; the minute reconcile retries'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const stopWatching = deps.freshness.watch({
    changed: (change) => {
      if (change.kind === 'webhooks' || change.kind === '*') kick();
    },
    // After a gap in the notifications, look for what was committed meanwhile.
    listening: kick,
  });
  kick();
  return async () => {
    stopWatching();
    await running;
  };
}
