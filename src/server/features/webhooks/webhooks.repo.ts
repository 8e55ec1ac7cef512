// The one writer of webhook_endpoints, webhook_deliveries and webhook_delivery_attempts (SQL only here and
// in webhook-outbox.ts, whose insert runs inside other features' transactions).
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/webhooks.schema.ts';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema.ts';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  secretPrefix: webhookEndpoints.secretPrefix,
  createdAt: webhookEndpoints.createdAt,
};
export type EndpointRow = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  secretPrefix: string;
  createdAt: Date;
};

/** The dealership's endpoints, newest first, each with its newest delivery's outcome (one statement). */
export async function listEndpoints(db: Database, dealerId: string) {
  const rows = await db
    .select({
      ...endpointColumns,
      last: sql<{
        status: 'pending' | 'delivered' | 'failed';
        statusCode: number | null;
        at: string;
      } | null>`(
        select json_build_object('status', d.status, 'statusCode', d.last_status_code, 'at', d.created_at)
        from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id
        order by d.created_at desc limit 1)`,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.dealerId, dealerId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows;
}

/** How many endpoints the dealership has (on or off). */
export async function countEndpoints(db: Database, dealerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.dealerId, dealerId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: Database,
  values: {
    dealerId: string;
    url: string;
    description: string;
    events: WebhookEventType[];
    secretSealed: string;
    secretPrefix: string;
    createdBy: string;
  },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning(endpointColumns);
  return row!;
}

export async function updateEndpoint(
  db: Database,
  dealerId: string,
  id: string,
  changes: Partial<{ url: string; description: string; events: WebhookEventType[]; enabled: boolean }>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.dealerId, dealerId), eq(webhookEndpoints.id, id)))
    .returning(endpointColumns);
  return row ?? null;
}

export async function deleteEndpoint(db: Database, dealerId: string, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.dealerId, dealerId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function endpointExists(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.dealerId, dealerId), eq(webhookEndpoints.id, id)));
  return row !== undefined;
}

/** A delivery to queue: its job is keyed by its id and due time, and grouped by its dealership. */
export type DueDelivery = { id: string; dealerId: string; nextAttemptAt: Date | null };

/** A delivery made here rather than by a request's step: the test ping, a redelivery. */
export async function insertDelivery(
  db: Database,
  values: { dealerId: string; endpointId: string; eventId: string; eventType: string; payload: unknown },
) {
  const now = new Date();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ ...values, queuedAt: now, nextAttemptAt: now })
    .returning({ id: webhookDeliveries.id });
  return { id: row!.id, dealerId: values.dealerId, nextAttemptAt: now } satisfies DueDelivery;
}

/** One of the dealership's deliveries to one of its endpoints, for a redelivery. */
export async function findDelivery(db: Database, dealerId: string, endpointId: string, id: string) {
  const [row] = await db
    .select({
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      payload: webhookDeliveries.payload,
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.dealerId, dealerId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row ?? null;
}

/** The endpoint's newest deliveries and their attempts (two statements). */
export async function listDeliveries(db: Database, dealerId: string, endpointId: string, limit = 50) {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      createdAt: webhookDeliveries.createdAt,
      finishedAt: webhookDeliveries.finishedAt,
      payload: webhookDeliveries.payload,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.dealerId, dealerId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(desc(webhookDeliveryAttempts.attempt));
  return deliveries.map((d) => ({ ...d, attempts: attempts.filter((a) => a.deliveryId === d.id) }));
}

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

/** Deliveries (and their attempts) older than the cutoff: their bodies name the customer, so none is kept long. */
export async function deleteOldDeliveries(db: Database, before: Date) {
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, before));
}

/** A customer's erasure: the dealer's deliveries reporting these (deleted) requests, whose bodies name them. */
export async function deleteDeliveriesOfRequests(db: Database, dealerId: string, requestIds: string[]) {
  if (requestIds.length === 0) return 0;
  const gone = await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.dealerId, dealerId),
        inArray(sql`${webhookDeliveries.payload}->'data'->>'requestId'`, requestIds),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
