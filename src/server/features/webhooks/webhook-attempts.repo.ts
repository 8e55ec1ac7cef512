// A webhook delivery's attempts and schedule: what an attempt needs, its record, when the next is due, and
// the claims of the dispatcher and the reconcile (part of the webhooks feature's one writer, with webhooks.repo.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema.ts';

/** A delivery to queue: its job is keyed by its id and due time, and grouped by its dealership. */
export type DueDelivery = { id: string; dealerId: string; nextAttemptAt: Date | null };

/** What one attempt needs: the delivery, its endpoint's address and sealed secret; null once deleted. */
export async function loadForAttempt(db: Database, deliveryId: string) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      dealerId: webhookDeliveries.dealerId,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      payload: webhookDeliveries.payload,
      eventType: webhookDeliveries.eventType,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      endpointId: webhookDeliveries.endpointId,
      url: webhookEndpoints.url,
      secretSealed: webhookEndpoints.secretSealed,
      enabled: webhookEndpoints.enabled,
      resumeAt: webhookEndpoints.resumeAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

export type AttemptRecord = {
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
  durationMs: number;
};

/** What a real attempt (not a give-up) tells of its endpoint, and when the delivery would be tried again. */
export type AttemptSchedule = {
  endpointId: string;
  timedOut: boolean;
  /** The delivery's own next try after this failure (its backoff). */
  retryAt: Date;
  /** How long the endpoint rests after this many timeouts in a row (0: it does not). */
  restMs: (timeoutsInRow: number) => number;
};

/**
 * Records one attempt and moves the delivery on in one transaction: delivered on a 2xx, failed when no
 * retry is left, else still pending with its next attempt's time. With a schedule, the endpoint's count of
 * timeouts in a row moves too (cleared by any answer) and, long enough, sets its rest, which no delivery of it
 * is tried before. Answers the attempt's number and the next attempt's time (null when none).
 */
export async function recordAttempt(
  db: Database,
  deliveryId: string,
  attempt: AttemptRecord,
  outcome: 'delivered' | 'failed' | 'pending',
  schedule?: AttemptSchedule,
) {
  return db.transaction(async (tx) => {
    let nextAttemptAt: Date | null = null;
    if (schedule) {
      const [endpoint] = await tx
        .update(webhookEndpoints)
        .set({ timeoutsInRow: schedule.timedOut ? sql`${webhookEndpoints.timeoutsInRow} + 1` : 0 })
        .where(eq(webhookEndpoints.id, schedule.endpointId))
        .returning({ timeoutsInRow: webhookEndpoints.timeoutsInRow });
      const rest = schedule.timedOut && endpoint ? schedule.restMs(endpoint.timeoutsInRow) : 0;
      const resumeAt = rest > 0 ? new Date(Date.now() + rest) : null;
      await tx.update(webhookEndpoints).set({ resumeAt }).where(eq(webhookEndpoints.id, schedule.endpointId));
      if (outcome === 'pending')
        nextAttemptAt = resumeAt && resumeAt > schedule.retryAt ? resumeAt : schedule.retryAt;
    }
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        status: outcome,
        lastStatusCode: attempt.statusCode,
        finishedAt: outcome === 'pending' ? null : new Date(),
        nextAttemptAt,
      })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning({ attempts: webhookDeliveries.attempts });
    if (!delivery) return { attempts: 0, nextAttemptAt: null };
    await tx.insert(webhookDeliveryAttempts).values({ deliveryId, attempt: delivery.attempts, ...attempt });
    return { attempts: delivery.attempts, nextAttemptAt };
  });
}

/** A delivery whose endpoint rests: its next attempt moves to the rest's end, no attempt counted. */
export async function postpone(db: Database, deliveryId: string, until: Date) {
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: until })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}

/** A delivery that will not be tried (its endpoint is off): failed, with the reason as its one attempt. */
export async function giveUp(db: Database, deliveryId: string, reason: string) {
  await recordAttempt(
    db,
    deliveryId,
    { statusCode: null, responseExcerpt: null, error: reason, durationMs: 0 },
    'failed',
  );
}

/** A raw statement's rows as due deliveries (both drivers answer { rows }; a time may come back as text). */
const dueRows = (result: unknown): DueDelivery[] =>
  (result as { rows: { id: string; dealer_id: string; next_attempt_at: Date | string | null }[] }).rows.map(
    (r) => ({
      id: r.id,
      dealerId: r.dealer_id,
      nextAttemptAt: r.next_attempt_at === null ? null : new Date(r.next_attempt_at),
    }),
  );

/**
 * Claims deliveries written but not yet queued (the outbox), marking them queued in the same statement: of
 * several instances hearing the same commit, each row is claimed by one. Each is due now, or when its
 * endpoint's rest ends (to the millisecond, as the job's key holds it).
 */
export async function claimUnqueued(db: Database, limit = 100) {
  const result = await db.execute(sql`
    update webhook_deliveries d set queued_at = now(),
      next_attempt_at = date_trunc('milliseconds', greatest(now(), e.resume_at))
    from webhook_endpoints e
    where e.id = d.endpoint_id and d.id in (select id from webhook_deliveries where queued_at is null
      order by created_at limit ${limit} for update skip locked)
    returning d.id, d.dealer_id, d.next_attempt_at`);
  return dueRows(result);
}

/**
 * Deliveries still pending two minutes after their attempt was due: their job may be gone with a process
 * stopped between recording and queuing, or have expired with it. Queuing them again is harmless, since a
 * live job of the same key (id and due time) keeps the new one out, and a job of an older due time does nothing.
 */
export async function listStalePending(db: Database, olderThan: Date, limit = 500) {
  const result = await db.execute(sql`
    select id, dealer_id, next_attempt_at from webhook_deliveries
    where status = 'pending'
      and (queued_at is null or coalesce(next_attempt_at, queued_at) < ${olderThan.toISOString()}::timestamptz)
    limit ${limit}`);
  return dueRows(result);
}
