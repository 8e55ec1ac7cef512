// What a signing link's step of a deal may do: whether an earlier step is still unsigned, and whether the
// customer ticked the commission disclosure. Read in one statement each, by the request the link opens.
import { and, eq, sql } from 'drizzle-orm';
import type { DealStep } from '../../../shared/api/deals.ts';
import { dealAcknowledgements, requestSigners, signingRequests } from '../../db/schema.ts';
import { type Executor, STEP_ORDER } from './deals.repo.ts';

export type StepOfRequest = {
  dealId: string;
  dealerId: string;
  step: DealStep;
  generatedDisclosure: boolean;
  /** The first earlier step not yet signed, if any. */
  waitingOn: DealStep | null;
  acknowledged: boolean;
};

/** The deal step a request is, with what it waits on; undefined for a request outside any live deal. */
export async function stepOfRequest(
  db: Executor,
  requestId: string,
  signerSlot: string,
): Promise<StepOfRequest | undefined> {
  const result = await db.execute(sql`
    select dd.deal_id as "dealId", d.dealer_id as "dealerId", dd.step, bool_or(dd.generated_disclosure) as "generatedDisclosure",
      (select e.step from deal_documents e left join signing_requests r on r.id = e.request_id
        where e.deal_id = dd.deal_id
          and array_position(${STEP_ORDER}, e.step) < array_position(${STEP_ORDER}, dd.step)
          and coalesce(r.status::text, '') <> 'completed'
        order by array_position(${STEP_ORDER}, e.step) limit 1) as "waitingOn",
      exists (select 1 from deal_acknowledgements a
        where a.request_id = ${requestId} and a.signer_slot = ${signerSlot}) as "acknowledged"
    from deal_documents dd join deals d on d.id = dd.deal_id
    where dd.request_id = ${requestId} and d.state <> 'cancelled'
    group by dd.deal_id, d.dealer_id, dd.step
    limit 1`);
  return (result as { rows: StepOfRequest[] }).rows[0];
}

/**
 * The step of a live deal a request is, or undefined outside any: the signing session says so, and the
 * page reads the deal's steps only when there is one. One probe of the request's index.
 */
export async function dealStepOfRequest(db: Executor, requestId: string): Promise<DealStep | undefined> {
  const result = await db.execute(sql`
    select dd.step from deal_documents dd join deals d on d.id = dd.deal_id
    where dd.request_id = ${requestId} and d.state <> 'cancelled'
    limit 1`);
  return (result as { rows: { step: DealStep }[] }).rows[0]?.step;
}

/** One step of a live deal, as the one-time code sees it: its request and whether it holds a credit agreement. */
export type DealCodeStep = { requestId: string; step: DealStep; finance: boolean };

/**
 * Every sent step of the live deal a request is a step of (itself included), or an empty list outside any:
 * the one-time code is asked once per deal, at its first step, when any step holds a credit agreement.
 */
export async function dealCodeSteps(db: Executor, requestId: string): Promise<DealCodeStep[]> {
  const result = await db.execute(sql`
    select o.request_id as "requestId", o.step,
      bool_or(doc.document_type = 'finance_agreement') as finance
    from deal_documents dd
    join deals d on d.id = dd.deal_id and d.state <> 'cancelled'
    join deal_documents o on o.deal_id = dd.deal_id and o.request_id is not null
    join documents doc on doc.id = o.document_id
    where dd.request_id = ${requestId}
    group by o.request_id, o.step`);
  return (result as { rows: DealCodeStep[] }).rows;
}

/** The request and signer slot a link's token opens (the first customer's link or one signer's own). */
export async function requestOfToken(db: Executor, tokenHash: string) {
  const [lead] = await db
    .select({ requestId: signingRequests.id, status: signingRequests.status })
    .from(signingRequests)
    .where(eq(signingRequests.tokenHash, tokenHash));
  if (lead) return { ...lead, slot: 'customer' };
  const [signer] = await db
    .select({
      requestId: requestSigners.requestId,
      slot: requestSigners.slot,
      status: signingRequests.status,
    })
    .from(requestSigners)
    .innerJoin(signingRequests, eq(signingRequests.id, requestSigners.requestId))
    .where(eq(requestSigners.tokenHash, tokenHash));
  return signer;
}

/** Each step of the deal with its documents' titles and whether its request is signed. */
export async function stepsOfDeal(db: Executor, dealId: string) {
  const result = await db.execute(sql`
    select dd.step, array_agg(doc.title order by dd.position) as titles,
      bool_and(coalesce(r.status::text, '') = 'completed') as signed
    from deal_documents dd
    join documents doc on doc.id = dd.document_id
    left join signing_requests r on r.id = dd.request_id
    where dd.deal_id = ${dealId}
    group by dd.step
    order by array_position(${STEP_ORDER}, dd.step)`);
  return (result as { rows: { step: DealStep; titles: string[]; signed: boolean }[] }).rows;
}

/** Records the tick once per signer of the request; a second tick keeps the first. */
export async function insertAcknowledgement(
  db: Executor,
  values: typeof dealAcknowledgements.$inferInsert,
): Promise<void> {
  await db.insert(dealAcknowledgements).values(values).onConflictDoNothing();
}

export function listAcknowledgements(db: Executor, dealId: string) {
  return db
    .select()
    .from(dealAcknowledgements)
    .where(and(eq(dealAcknowledgements.dealId, dealId)))
    .orderBy(dealAcknowledgements.acknowledgedAt);
}
