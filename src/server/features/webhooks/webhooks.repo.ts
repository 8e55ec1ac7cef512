// The one writer of webhook_endpoints, webhook_deliveries and webhook_delivery_attempts (SQL only here, in
// webhook-attempts.repo.ts for the delivery's attempts and schedule, and in webhook-outbox.ts, whose insert
// runs inside other features' transactions).
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/dealer/webhooks.schema.ts';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema.ts';
import type { DueDelivery } from './webhook-attempts.repo.ts';

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
