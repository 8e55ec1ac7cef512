// A deal's events, written beside the request event that reports a step's seal: `deal.step_completed` when a
// step of a deal is sealed, and `deal.completed` when that was its last unsigned step. Written in the same
// transaction as the seal's event (the outbox rows), read from the deal as that transaction sees it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OutboxExecutor } from './webhook-outbox.ts';

const STEP_ORDER = sql`array['disclosure','agreement','delivery']`;

/** Queues the deal events of a request just sealed; nothing for a request outside a live deal. */
export async function queueDealEvents(db: OutboxExecutor, requestId: string) {
  for (const type of ['deal.step_completed', 'deal.completed'] as const) {
    const eventId = randomUUID();
    const createdAt = new Date().toISOString();
    await db.execute(sql`
      with step as (
        select distinct dd.deal_id, dd.step from deal_documents dd
        join deals d on d.id = dd.deal_id and d.state <> 'cancelled'
        where dd.request_id = ${requestId}
      ), progress as (
        select s.deal_id, s.step,
          (select count(distinct x.step)::int from deal_documents x where x.deal_id = s.deal_id) as step_count,
          (select count(distinct x.step)::int from deal_documents x
            left join signing_requests r on r.id = x.request_id
            where x.deal_id = s.deal_id and (r.status = 'completed' or x.request_id = ${requestId})) as steps_signed
        from step s
      )
      insert into webhook_deliveries (dealer_id, endpoint_id, event_id, event_type, payload)
      select e.dealer_id, e.id, ${eventId}::uuid, ${type}, jsonb_build_object(
        'id', ${eventId}::text,
        'type', ${type}::text,
        'createdAt', ${createdAt}::text,
        'data', jsonb_build_object(
          'dealId', d.id,
          'reference', d.reference,
          'registration', d.registration,
          'step', p.step,
          'stepNumber', array_position(${STEP_ORDER}, p.step),
          'requestId', ${requestId}::uuid,
          'stepsSigned', p.steps_signed,
          'stepCount', p.step_count
        )
      )
      from progress p
      join deals d on d.id = p.deal_id
      join webhook_endpoints e on e.dealer_id = d.dealer_id and e.enabled and ${type} = any(e.events)
      where ${type} = 'deal.step_completed' or p.steps_signed = p.step_count`);
  }
}
