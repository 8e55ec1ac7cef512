// Webhook events are written where the step they report is written: one `webhook_deliveries` row per
// enabled endpoint that chose the event, inside the caller's transaction, so a step and its deliveries
// stand or fall together (the rows are the outbox). They are queued as jobs once committed (dispatch.ts):
// pg-boss on PGlite shares the one connection, so its insert cannot join a Drizzle transaction.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/dealer/webhooks.schema.ts';
import type { Database } from '../../db/client.ts';
import { queueDealEvents } from './deal-events.ts';

/** The database or a transaction of it. */
export type OutboxExecutor = Pick<Database, 'execute'>;

export type RequestEvent = {
  requestId: string;
  type: WebhookEventType;
  documentId?: string;
  /** Who took the step, on a request with several signers ("Ben Okafor", "Customer 2"). */
  signer?: { name: string; role: string };
};

/** The step of a request's trail (signing_events' type) that each webhook event reports. */
export const WEBHOOK_EVENT_OF_STEP: Partial<Record<string, WebhookEventType>> = {
  created: 'request.sent',
  opened: 'request.opened',
  signed: 'document.signed',
  // Completed once the sealed copies exist, so an integration told of it can download them at once (the
  // customer's submit comes seconds before, while the seal job runs).
  sealed: 'request.completed',
  declined: 'request.declined',
  cancelled: 'request.cancelled',
};

/** A time as ISO 8601 in UTC ("2026-11-27T10:15:00.000Z"), whatever the session's time zone; null stays null. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A body's `data`, read from the request `r` (and its customer `c`) as the transaction sees it. */
const requestData = sql`jsonb_build_object(
        'requestId', r.id,
        'status', r.status,
        'customer', jsonb_build_object('id', c.id, 'name', c.name, 'email', c.email),
        'sentAt', ${isoTime(sql`r.sent_at`)},
        'completedAt', ${isoTime(sql`r.completed_at`)}
      )`;

/**
 * Writes the event's deliveries for the request's dealership: one statement, nothing written when no
 * endpoint wants it. The body is fixed now (a redelivery posts the same), read from the request as the
 * transaction sees it: `data.status` is the status the step left.
 */
export async function queueWebhookEvent(db: OutboxExecutor, event: RequestEvent) {
  const eventId = randomUUID();
  const createdAt = new Date().toISOString();
  const documentId = event.documentId ?? null;
  const signer = event.signer ? JSON.stringify(event.signer) : null;
  await db.execute(sql`
    insert into webhook_deliveries (dealer_id, endpoint_id, event_id, event_type, payload)
    select e.dealer_id, e.id, ${eventId}::uuid, ${event.type}, jsonb_build_object(
      'id', ${eventId}::text,
      'type', ${event.type}::text,
      'createdAt', ${createdAt}::text,
      'data', ${requestData} || case when ${documentId}::uuid is null then '{}'::jsonb else jsonb_build_object(
        'documentId', ${documentId}::uuid,
        'documentTitle', (select d.title from signing_request_documents d
          where d.request_id = r.id and d.document_id = ${documentId}::uuid)
      ) end
        || case when ${signer}::jsonb is null then '{}'::jsonb
           else jsonb_build_object('signer', ${signer}::jsonb) end
    )
    from signing_requests r
    join webhook_endpoints e on e.dealer_id = r.dealer_id and e.enabled and ${event.type} = any(e.events)
    left join customers c on c.id = r.customer_id
    where r.id = ${event.requestId}`);
  // A request that is a deal's step: its seal is also the step's, and perhaps the deal's, completion.
  if (event.type === 'request.completed') await queueDealEvents(db, event.requestId);
}

/**
 * The same step of many requests at once (the expiry sweep's batch): one statement, each request its own
 * event id, shared by its endpoints (materialized, so the id is drawn once per request, not per endpoint).
 */
export async function queueWebhookEventOfMany(
  db: OutboxExecutor,
  type: WebhookEventType,
  requestIds: string[],
) {
  if (requestIds.length === 0) return;
  const createdAt = new Date().toISOString();
  const ids = sql.join(
    requestIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    with events as materialized (
      select r.id as request_id, gen_random_uuid() as event_id from signing_requests r where r.id in (${ids})
    )
    insert into webhook_deliveries (dealer_id, endpoint_id, event_id, event_type, payload)
    select e.dealer_id, e.id, v.event_id, ${type}, jsonb_build_object(
      'id', v.event_id::text,
      'type', ${type}::text,
      'createdAt', ${createdAt}::text,
      'data', ${requestData}
    )
    from events v
    join signing_requests r on r.id = v.request_id
    join webhook_endpoints e on e.dealer_id = r.dealer_id and e.enabled and ${type} = any(e.events)
    left join customers c on c.id = r.customer_id`);
}
