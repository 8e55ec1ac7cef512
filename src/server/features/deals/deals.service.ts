// A deal: one sale as one pack. The dealer drafts it (customers, vehicle, part-exchange, finance, documents
// by step), then sends it: each step goes out as one signing request, so each is sealed by the usual path the
// moment it completes, and the customer's link to a later step refuses to sign until the earlier is signed.

import {
  DEAL_STEPS,
  type DealDetail,
  type DealInput,
  type DealStep,
  type DealSummary,
  STEP_NAMES,
} from '../../../shared/api/deals.ts';
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import { noPlaceMessage } from '../../../shared/documents/signature-places.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type PageRequest, takePage } from '../../lib/http/list-page.ts';
import { getCustomer } from '../customers/index.ts';
import { getDocument, getDocumentsForSigning } from '../documents/index.ts';
import { cancelSigningRequest, createSigningRequest } from '../signing-requests/index.ts';
import * as repo from './deals.repo.ts';

export type Ctx = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'storage' | 'jobs' | 'log'>;
type Client = { ip: string; userAgent: string | undefined };

const DEAL_NOT_FOUND = 'Deal not found';
const toPence = (pounds: number | null | undefined) =>
  pounds === undefined ? undefined : pounds === null ? null : Math.round(pounds * 100);
const toPounds = (pence: number | null) => (pence === null ? null : pence / 100);
const iso = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

function statusText(row: repo.SummaryRow): string {
  if (row.status === 'drafted') return 'Drafted';
  if (row.status === 'cancelled') return 'Cancelled';
  if (row.status === 'completed') return 'Completed';
  if (row.stepsSigned > 0) return `${row.stepsSigned} of ${row.stepCount} steps signed`;
  return row.status === 'in_progress' ? 'Opened' : 'Sent';
}

export function toSummary(row: repo.SummaryRow): DealSummary {
  const d = row.deal;
  return {
    id: d.id,
    reference: d.reference,
    registration: d.registration,
    vin: d.vin,
    price: toPounds(d.pricePence),
    status: row.status,
    statusText: statusText(row),
    stepsSigned: row.stepsSigned,
    stepCount: row.stepCount,
    customerNames: row.customerNames,
    createdAt: iso(d.createdAt)!,
    sentAt: iso(d.sentAt),
    completedAt: iso(row.completedAt),
  };
}

export async function listDeals(db: Database, dealerId: string, page: PageRequest) {
  return takePage(await repo.listDeals(db, dealerId, page), page, toSummary);
}

/** The deal row of the dealer's own deal; another dealer's id answers 404. */
export async function findOwnDeal(db: Database, dealerId: string, id: string) {
  const row = await repo.findDeal(db, dealerId, id);
  if (!row) throw notFound(DEAL_NOT_FOUND);
  return row;
}

export async function getDeal(db: Database, dealerId: string, id: string): Promise<DealDetail> {
  const row = await findOwnDeal(db, dealerId, id);
  const [people, docs, lender] = await Promise.all([
    repo.listDealCustomers(db, id),
    repo.listDealDocuments(db, id),
    repo.findLenderName(db, dealerId, row.deal.lenderId),
  ]);
  const d = row.deal;
  const px = d.partExchange;
  const steps = DEAL_STEPS.flatMap((step) => {
    const first = docs.find((x) => x.step === step);
    if (!first) return [];
    return [
      {
        step,
        requestId: first.requestId,
        status: first.requestStatus ?? (d.state === 'cancelled' ? 'cancelled' : 'drafted'),
        completedAt: iso(first.completedAt),
        sealedAt: iso(first.sealedAt),
      },
    ];
  });
  return {
    ...toSummary(row),
    partExchange: px
      ? {
          registration: px.registration,
          description: px.description,
          allowance: toPounds(px.allowancePence),
          settlement: toPounds(px.settlementPence),
        }
      : null,
    customers: people.map((p) => ({ customerId: p.customerId, name: p.name, email: p.email, role: p.role })),
    lenderId: d.lenderId,
    lenderName: lender?.name ?? null,
    commission: toPounds(d.commissionPence),
    amountOfCredit: toPounds(d.amountOfCreditPence),
    totalChargeForCredit: toPounds(d.totalChargeForCreditPence),
    documents: docs.map((x) => ({
      documentId: x.documentId,
      title: x.title,
      step: x.step as DealStep,
      generatedDisclosure: x.generatedDisclosure,
      requestId: x.requestId,
      requestStatus: x.requestStatus,
      completedAt: iso(x.completedAt),
      sealedAt: iso(x.sealedAt),
    })),
    steps,
  };
}

/** The deal's columns from what the dealer entered (absent fields stay as they are). */
function valuesOf(input: DealInput) {
  const px = input.partExchange;
  return {
    reference: input.reference,
    registration: input.registration === undefined ? undefined : (input.registration?.toUpperCase() ?? null),
    vin: input.vin === undefined ? undefined : (input.vin?.toUpperCase() ?? null),
    pricePence: toPence(input.price),
    partExchange:
      px === undefined
        ? undefined
        : px === null
          ? null
          : {
              registration: px.registration?.toUpperCase() ?? null,
              description: px.description ?? null,
              allowancePence: toPence(px.allowance) ?? null,
              settlementPence: toPence(px.settlement) ?? null,
            },
    lenderId: input.lenderId,
    commissionPence: toPence(input.commission),
    amountOfCreditPence: toPence(input.amountOfCredit),
    totalChargeForCreditPence: toPence(input.totalChargeForCredit),
  };
}

/** Every named customer and lender is the dealer's own (404 otherwise), checked before anything is written. */
async function checkOwnership(db: Database, dealerId: string, input: DealInput) {
  for (const c of input.customers ?? [])
    await getCustomer(db, dealerId, c.customerId).catch(() => {
      throw notFound('Customer not found');
    });
  if (input.lenderId && !(await repo.findLenderName(db, dealerId, input.lenderId)))
    throw notFound('Lender not found');
  const buyers = (input.customers ?? []).filter((c) => c.role === 'buyer');
  if (input.customers && input.customers.length > 0 && buyers.length === 0)
    throw new AppError(400, 'A deal needs at least one buyer', { code: 'NO_BUYER' });
  if ((input.customers ?? []).filter((c) => c.role === 'guarantor').length > 1)
    throw new AppError(400, 'A deal has one guarantor at most', { code: 'TWO_GUARANTORS' });
}

/** Buyers first (the first leads), then the guarantor. */
const ordered = (list: DealInput['customers'] = []) => [
  ...list.filter((c) => c.role === 'buyer'),
  ...list.filter((c) => c.role === 'guarantor'),
];

export async function createDeal(db: Database, dealerId: string, input: DealInput) {
  await checkOwnership(db, dealerId, input);
  const id = await repo.insertDeal(db, { dealerId, ...valuesOf(input) });
  if (input.customers) await repo.replaceCustomers(db, id, ordered(input.customers));
  return getDeal(db, dealerId, id);
}

function refuseUnlessDrafted(row: repo.SummaryRow) {
  if (row.deal.state === 'drafted') return;
  throw new AppError(
    409,
    row.deal.state === 'cancelled'
      ? 'This deal has been cancelled.'
      : 'This deal has been sent: its documents and figures can no longer change.',
    { code: 'NOT_DRAFTED' },
  );
}

export async function updateDeal(db: Database, dealerId: string, id: string, input: DealInput) {
  refuseUnlessDrafted(await findOwnDeal(db, dealerId, id));
  await checkOwnership(db, dealerId, input);
  await repo.updateDeal(db, dealerId, id, valuesOf(input));
  if (input.customers) await repo.replaceCustomers(db, id, ordered(input.customers));
  return getDeal(db, dealerId, id);
}

export async function setDocuments(
  db: Database,
  dealerId: string,
  id: string,
  list: { documentId: string; step: DealStep }[],
  generated: Set<string> = new Set(),
) {
  refuseUnlessDrafted(await findOwnDeal(db, dealerId, id));
  for (const d of list)
    await getDocument(db, dealerId, d.documentId).catch(() => {
      throw notFound('Document not found');
    });
  await repo.replaceDocuments(
    db,
    id,
    list.map((d) => ({ ...d, generatedDisclosure: generated.has(d.documentId) })),
  );
  return getDeal(db, dealerId, id);
}

/**
 * Sends each step as one signing request to the deal's customers (a guarantor and joint buyers as several
 * signers), the steps' order written in each invitation. A later step's link opens at once but refuses to
 * sign until the earlier step is signed. A second send answers 409.
 */
export async function sendDeal(
  ctx: Ctx,
  dealer: CurrentUser,
  id: string,
  channels: ('email' | 'sms')[],
  client: Client,
) {
  const { db } = ctx;
  const row = await findOwnDeal(db, dealer.id, id);
  refuseUnlessDrafted(row);
  const [people, docs] = await Promise.all([repo.listDealCustomers(db, id), repo.listDealDocuments(db, id)]);
  const lead = people.find((p) => p.role === 'buyer');
  if (!lead) throw new AppError(400, 'Add the buyer before sending the deal', { code: 'NO_BUYER' });
  const steps = DEAL_STEPS.filter((s) => docs.some((d) => d.step === s));
  if (steps.length === 0)
    throw new AppError(400, 'Add the deal’s documents before sending it', { code: 'NO_DOCUMENTS' });
  if (row.deal.lenderId && !docs.some((d) => d.step === 'disclosure'))
    throw new AppError(400, 'A financed deal needs its commission disclosure: write it or mark your own', {
      code: 'NO_DISCLOSURE',
    });
  // Every step's documents can be signed before the first step goes out: a customer is never invited to a
  // step that is withdrawn a moment later because a later one could not go.
  const sendable = await getDocumentsForSigning(ctx, dealer.id, [...new Set(docs.map((d) => d.documentId))]);
  for (const d of sendable) {
    const message = noPlaceMessage(d);
    if (message) throw new AppError(409, message, { code: 'NO_SIGNATURE_PLACE' });
  }
  if (!(await repo.markSent(db, dealer.id, id)))
    throw new AppError(409, 'This deal has already been sent.', { code: 'NOT_DRAFTED' });
  const signers =
    people.length > 1
      ? people.map((p, i) => ({
          role: p.role === 'guarantor' ? ('guarantor' as const) : ('customer' as const),
          customerId: p.customerId,
          position: i,
        }))
      : undefined;
  try {
    for (const [index, step] of steps.entries()) {
      const created = await createSigningRequest(
        ctx,
        dealer,
        {
          customerId: lead.customerId,
          documentIds: docs.filter((d) => d.step === step).map((d) => d.documentId),
          notes: stepNote(index, steps.length, step),
          subject: null,
          mismatchConfirmed: true,
          channels,
          ...(signers && { signers: signers.map(({ position: _p, ...s }) => s), order: 'parallel' as const }),
        },
        client,
      );
      await repo.linkStepRequest(db, id, step, created.id);
    }
  } catch (error) {
    // Nothing half-sent stays: the steps that went out are cancelled and the deal is drafted again.
    await undoSend(ctx, dealer, id).catch((e: unknown) => ctx.log.error({ err: e, dealId: id }, 'undo send'));
    throw error;
  }
  return getDeal(db, dealer.id, id);
}

const stepNote = (index: number, count: number, step: DealStep) =>
  count === 1
    ? null
    : `Step ${index + 1} of ${count}: the ${STEP_NAMES[step]}.${index > 0 ? ` It opens once you have signed the ${STEP_NAMES[DEAL_STEPS[DEAL_STEPS.indexOf(step) - 1]!]}.` : ''}`;

async function undoSend(ctx: Ctx, dealer: CurrentUser, id: string) {
  for (const d of await repo.listDealDocuments(ctx.db, id))
    if (d.requestId) await cancelSigningRequest(ctx.db, dealer, d.requestId).catch(() => undefined);
  await repo.updateDeal(ctx.db, dealer.id, id, { state: 'drafted', sentAt: null });
  const unlinked = await repo.listDealDocuments(ctx.db, id);
  await repo.replaceDocuments(
    ctx.db,
    id,
    unlinked.map((d) => ({
      documentId: d.documentId,
      step: d.step as DealStep,
      generatedDisclosure: d.generatedDisclosure,
    })),
  );
}

/** Cancels the deal and its open steps; a signed step stays signed (and kept). */
export async function cancelDeal(db: Database, dealer: CurrentUser, id: string) {
  const row = await findOwnDeal(db, dealer.id, id);
  if (row.deal.state === 'cancelled') return getDeal(db, dealer.id, id);
  if (row.status === 'completed')
    throw new AppError(409, 'Every step of this deal is signed: it can no longer be cancelled.', {
      code: 'COMPLETED',
    });
  const requestIds = new Set(
    (await repo.listDealDocuments(db, id)).flatMap((d) => (d.requestId ? [d.requestId] : [])),
  );
  for (const requestId of requestIds)
    await cancelSigningRequest(db, dealer, requestId).catch((error: unknown) => {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    });
  await repo.updateDeal(db, dealer.id, id, { state: 'cancelled', cancelledAt: new Date() });
  return getDeal(db, dealer.id, id);
}
