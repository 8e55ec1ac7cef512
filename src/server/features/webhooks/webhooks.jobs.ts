// The webhook jobs: `webhook.deliver` posts one delivery once (its queue and payload are in lib/jobs/job-queue.ts),
// and the dispatcher that queues the deliveries other features' transactions wrote (the outbox): at once when
// their commit is heard (NOTIFY dealer_data '<dealer>:webhooks', on every instance), and every minute
// (`webhook.reconcile`) for any a stopped process left behind; that job also deletes deliveries over 30 days old.
// Fair across dealerships (docs/decisions/0008-webhook-fairness.md): a dealership's jobs share at most
// `perGroup` of the workers, an attempt lasts at most 5 s, a failed one is queued again for later (no worker
// waits out a backoff), and an endpoint that keeps timing out rests, its deliveries queued for the rest's end.
import { WEBHOOK_TEST_EVENT } from '../../../shared/dealer/webhooks.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inBackground } from '../../lib/jobs/background.ts';
import { type JobPayload, QUEUES } from '../../lib/jobs/job-queue.ts';
import { createSecretBox } from '../../lib/security/secret-box.ts';
import * as attempts from './webhook-attempts.repo.ts';
import { postWebhook, SIGNATURE_HEADER, signatureHeader } from './webhook-post.ts';
import * as repo from './webhooks.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log'>;

export const webhookSecretBox = (appSecret: string) => createSecretBox(appSecret, 'webhook-secret');

/**
 * Private and local addresses are refused unless the operator allows them (WEBHOOK_ALLOW_PRIVATE_HOSTS: a test
 * system whose receiver is on this machine or its own network); NODE_ENV plays no part.
 */
export const allowsPrivateEndpoints = (config: AppDeps['config']) => config.webhookAllowPrivateHosts;

/** Attempts of one dealership that run at once, across instances and in each: the rest of the workers are others'. */
export const WEBHOOK_SLOTS_PER_DEALER = QUEUES['webhook.deliver'].perGroup;

/**
 * This process's attempts in flight, by dealership. The queue's own count is in the database and two
 * fetches at the same moment can each see a dealership short of its share; this one is exact here.
 */
export type DealerSlots = Map<string, number>;

/** How long a delivery over its dealership's share waits before it is fetched again (no attempt counted). */
const OVER_SHARE_WAIT_MS = 1000;

/** Tries of one delivery in all: the first and ten retries (about four hours at the 30 s default delay). */
export const WEBHOOK_MAX_ATTEMPTS = 11;
/** The longest wait between two tries of a delivery, and the longest rest of an endpoint. */
const MAX_WAIT_SECONDS = 3600;
/** Timeouts in a row after which an endpoint rests: one may be a blip, two mean it is slow. */
export const TIMEOUTS_BEFORE_REST = 2;

/** The wait after a delivery's n-th failed try: the retry delay (MAIL_RETRY_SECONDS) doubling, at most an hour. */
export const retryWaitMs = (delaySeconds: number, failedTries: number) =>
  Math.min(delaySeconds * 2 ** Math.max(0, failedTries - 1), MAX_WAIT_SECONDS) * 1000;

/**
 * An endpoint's rest after n timeouts in a row: none before TIMEOUTS_BEFORE_REST, then twice the retry delay,
 * doubling with each further timeout, at most an hour. Each try after a rest that times out again lengthens it.
 */
export const restMs = (delaySeconds: number, timeoutsInRow: number) =>
  timeoutsInRow < TIMEOUTS_BEFORE_REST
    ? 0
    : Math.min(delaySeconds * 2 ** (timeoutsInRow - TIMEOUTS_BEFORE_REST + 1), MAX_WAIT_SECONDS) * 1000;

/**
 * A job's key: the delivery and the time its attempt is due, so a delivery's next attempt can be queued while
 * the job of this one still runs, and a second copy of the same attempt (the reconcile's) is kept out.
 * Deliveries from before the due time existed keep their old key, the bare id.
 */
const jobKey = (delivery: attempts.DueDelivery) =>
  delivery.nextAttemptAt ? `${delivery.id}@${delivery.nextAttemptAt.getTime()}` : delivery.id;

/** Queues a job per delivery, due when its attempt is, in its dealership's group; wakes a worker for those due now. */
export async function queueDeliveryJobs(ctx: Pick<Ctx, 'jobs'>, deliveries: attempts.DueDelivery[]) {
  const now = Date.now();
  let dueNow = false;
  for (const delivery of deliveries) {
    const at = delivery.nextAttemptAt;
    const later = at !== null && at.getTime() > now;
    dueNow ||= !later;
    await ctx.jobs.send(
      'webhook.deliver',
      { deliveryId: delivery.id, ...(at && { at: at.getTime() }) },
      { singletonKey: jobKey(delivery), group: delivery.dealerId, ...(later && { startAfter: at }) },
    );
  }
  if (dueNow) ctx.jobs.wake('webhook.deliver');
}

/**
 * One attempt: sign, post, record; a failure that will be retried is queued again for its due time, and
 * this job ends (no worker waits out a backoff). Never throws for the endpoint's sake: its failures are in the
 * dealer's delivery log, not System Errors of ours; a throw here is ours (the database), retried by the queue.
 */
export async function attemptDelivery(
  ctx: Ctx,
  { deliveryId, at }: JobPayload<'webhook.deliver'>,
  slots: DealerSlots = new Map(),
) {
  const delivery = await attempts.loadForAttempt(ctx.db, deliveryId);
  // Deleted with its endpoint, or already settled (a job run twice): nothing to do.
  if (delivery?.status !== 'pending') return;
  // A job for a time this delivery is no longer due at (a copy the reconcile queued, or one from before its
  // endpoint's rest): the job of its current time is queued.
  if (at !== undefined && delivery.nextAttemptAt?.getTime() !== at) return;
  if (!delivery.enabled) return attempts.giveUp(ctx.db, deliveryId, 'The endpoint is turned off');
  const due = { id: deliveryId, dealerId: delivery.dealerId };
  // The endpoint rests after timing out: wait for the rest's end, without an attempt. "Send test" is tried
  // at once all the same: it is how a dealer checks that a fixed endpoint is back (an answer ends the rest).
  const resting = delivery.resumeAt && delivery.resumeAt.getTime() > Date.now();
  const dueAtRestEnd =
    delivery.resumeAt && delivery.nextAttemptAt && delivery.nextAttemptAt >= delivery.resumeAt;
  const postponeTo = async (until: Date) => {
    await attempts.postpone(ctx.db, deliveryId, until);
    await queueDeliveryJobs(ctx, [{ ...due, nextAttemptAt: until }]);
  };
  if (resting && !dueAtRestEnd && delivery.eventType !== WEBHOOK_TEST_EVENT)
    return postponeTo(delivery.resumeAt!);
  // Over the dealership's share here (fetched at the same moment as its others): back to the queue, which
  // skips the dealership while its share is busy, so the worker goes to another dealership's delivery.
  const held = slots.get(delivery.dealerId) ?? 0;
  if (held >= WEBHOOK_SLOTS_PER_DEALER) return postponeTo(new Date(Date.now() + OVER_SHARE_WAIT_MS));
  slots.set(delivery.dealerId, held + 1);
  try {
    await attemptNow(ctx, delivery);
  } finally {
    const left = (slots.get(delivery.dealerId) ?? 1) - 1;
    if (left > 0) slots.set(delivery.dealerId, left);
    else slots.delete(delivery.dealerId);
  }
}

type Loaded = NonNullable<Awaited<ReturnType<typeof attempts.loadForAttempt>>>;

/** The POST and its record; a failure to be retried is queued again for its due time. */
async function attemptNow(ctx: Ctx, delivery: Loaded) {
  const deliveryId = delivery.id;
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
  const tries = delivery.attempts + 1;
  const error = ok || outcome.error ? outcome.error : `The endpoint answered ${outcome.statusCode}`;
  const delaySeconds = ctx.config.mailRetryDelaySeconds;
  const { timedOut, ...attempt } = outcome;
  const { nextAttemptAt } = await attempts.recordAttempt(
    ctx.db,
    deliveryId,
    { ...attempt, error },
    ok ? 'delivered' : tries >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending',
    {
      endpointId: delivery.endpointId,
      timedOut,
      retryAt: new Date(Date.now() + retryWaitMs(delaySeconds, tries)),
      restMs: (timeoutsInRow) => restMs(delaySeconds, timeoutsInRow),
    },
  );
  if (nextAttemptAt)
    await queueDeliveryJobs(ctx, [{ id: deliveryId, dealerId: delivery.dealerId, nextAttemptAt }]);
}

/** How long the delivery log is kept: a body names the customer, so it is not kept for ever. */
const KEEP_LOG_DAYS = 30;

/** Queues the deliveries committed but not yet queued; with `stale`, also those whose job may be lost. */
export async function dispatchDeliveries(ctx: Ctx, options: { stale?: boolean } = {}) {
  for (;;) {
    const claimed = await attempts.claimUnqueued(ctx.db);
    await queueDeliveryJobs(ctx, claimed);
    if (claimed.length < 100) break;
  }
  if (!options.stale) return;
  await repo.deleteOldDeliveries(ctx.db, new Date(Date.now() - KEEP_LOG_DAYS * 86_400_000));
  await queueDeliveryJobs(ctx, await attempts.listStalePending(ctx.db, new Date(Date.now() - 120_000)));
}

export async function registerWebhookWorkers(deps: AppDeps) {
  // The payload is checked against the queue's schema (lib/jobs/job-queue.ts) before it gets here.
  const slots: DealerSlots = new Map();
  await deps.jobs.work('webhook.deliver', (payload) => attemptDelivery(deps, payload, slots));
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
