import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '../../../shared/auth.schema.ts';
import type {
  SigningEvent,
  SigningRequestInput,
  SigningRequestSummary,
} from '../../../shared/signing-request.types.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type PageRequest, takePage } from '../../lib/list-page.ts';
import { linkTokenBox } from '../../lib/secret-box.ts';
import { getCustomer } from '../customers/customers.service.ts';
import { loadDealerProfile } from '../dealer-profile/dealer-profile.service.ts';
import { getDocumentsForSigning } from '../documents/documents.service.ts';
import { dealerBrand, sendCustomerMail } from '../email/customer-mail.ts';
import { type DeliveryCtx, listRequestDeliveries } from '../email/mail-delivery.service.ts';
import { scheduleReminder } from '../email/scheduled-mail.ts';
import { signingRequest } from '../email/templates/index.ts';
import { queuePageImages } from '../page-images/page-images.service.ts';
import { describeEvent } from '../signing-history/signing-events.ts';
import { listEvents } from '../signing-history/signing-history.repo.ts';
import { refuseCustomerMismatch } from './customer-mismatch.ts';
import * as repo from './signing-requests.repo.ts';

type Ctx = DeliveryCtx;
type Client = { ip: string; userAgent: string | undefined };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a request for the dealer's own customer and documents (404 for anyone else's), freezes what is
 * to be signed, and e-mails the customer their link. The request is kept even when the mail fails.
 */
export async function createSigningRequest(
  ctx: Ctx,
  dealer: CurrentUser,
  input: SigningRequestInput,
  client: Client,
): Promise<SigningRequestSummary & { mailStatus: 'sent' | 'retrying' }> {
  const { db, config, storage } = ctx;
  const customer = await getCustomer(db, dealer.id, input.customerId).catch(() => {
    throw notFound('Customer not found');
  });
  const documents = await getDocumentsForSigning({ db, storage }, dealer.id, [...new Set(input.documentIds)]);
  if (input.mismatchConfirmed !== true) {
    await refuseCustomerMismatch(
      db,
      dealer.id,
      customer,
      documents.map((d) => d.id),
    );
  }

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.signingLinkDays * 86_400_000);
  const requestId = await repo.insertSigningRequest(
    db,
    {
      dealerId: dealer.id,
      customerId: customer.id,
      notes: input.notes,
      tokenHash: hashToken(token),
      tokenSealed: linkTokenBox(config.appSecret).seal(token),
      expiresAt,
    },
    documents.map((d, position) => ({
      documentId: d.id,
      position,
      title: d.title,
      documentType: d.documentType,
      pdfKey: d.pdfKey,
      sha256: d.pdfSha256,
      pageCount: d.pageCount,
      signatureFields: d.signatureFields,
    })),
    { ipAddress: client.ip, userAgent: client.userAgent ?? null },
  );

  // The pages are drawn as images now, so they are ready by the time the customer opens the e-mail. Never
  // a reason to fail the request: opening the link queues them again if this did not.
  await queuePageImages(
    ctx,
    documents.map((d) => ({ pdfKey: d.pdfKey, sha256: d.pdfSha256 })),
  ).catch((error: unknown) => ctx.log.warn({ err: error, requestId }, 'page images not queued'));

  const profile = await loadDealerProfile(db, dealer.id);
  const template = signingRequest({
    brand: dealerBrand(ctx, profile),
    customerName: customer.name,
    documentTitles: documents.map((d) => d.title),
    link: `${config.appUrl}/sign/${token}`,
    expiresAt,
    notes: input.notes,
    subject: input.subject,
  });
  const delivery = await sendCustomerMail(ctx, profile, template, { to: customer.email, requestId });
  // Only a test mail is tried once; this one is retried from the queue until it goes.
  const mailStatus = delivery.status === 'sent' ? 'sent' : 'retrying';
  await scheduleReminder(ctx, requestId);
  return { ...(await getSigningRequest(db, dealer.id, requestId)), mailStatus };
}

/** GET /api/signing-requests: a page of the list (see lib/list-page.ts), rows as the repo shaped them. */
export async function listSigningRequests(
  db: Database,
  dealerId: string,
  page: PageRequest,
  customerId: string | null = null,
) {
  return takePage(await repo.listSigningRequests(db, dealerId, page, customerId), page, (row) => row);
}

export async function getSigningRequest(db: Database, dealerId: string, id: string) {
  const row = await repo.findSigningRequest(db, dealerId, id);
  if (!row) throw notFound('Signing request not found');
  return toSummary(row);
}

export async function cancelSigningRequest(db: Database, dealerId: string, id: string) {
  const previous = await repo.cancelSigningRequest(db, dealerId, id);
  if (!previous) throw notFound('Signing request not found');
  if (previous === 'completed') {
    throw new AppError(409, 'This request has been signed and can no longer be cancelled.', {
      code: 'COMPLETED',
    });
  }
  return getSigningRequest(db, dealerId, id);
}

/** What the customer was asked to sign, or, once they have submitted, the sealed copy. */
export async function requestDocumentPdf(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  dealerId: string,
  requestId: string,
  documentId: string,
) {
  const row = await repo.findRequestDocument(db, dealerId, requestId, documentId);
  if (!row) throw notFound('Document not found');
  const { document } = row;
  if (document.sealedKey) {
    return { bytes: await storage.get(document.sealedKey), filename: `${document.title} (signed).pdf` };
  }
  return { bytes: await storage.get(document.pdfKey), filename: `${document.title}.pdf` };
}

/** The request's e-mails with every attempt: the dealer sees a delivery that failed, and why. */
export async function listDeliveries(db: Database, dealerId: string, id: string) {
  await getSigningRequest(db, dealerId, id);
  return (await listRequestDeliveries({ db }, id)).map((d) => ({
    id: d.id,
    template: d.template,
    recipient: d.recipient,
    subject: d.subject,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    sentAt: d.sentAt?.toISOString() ?? null,
    log: d.log.map((a) => ({
      attempt: a.attempt,
      ok: a.ok,
      transport: a.transport,
      error: a.error,
      at: a.createdAt.toISOString(),
    })),
  }));
}

export async function listSigningEvents(db: Database, dealerId: string, id: string): Promise<SigningEvent[]> {
  const request = await getSigningRequest(db, dealerId, id);
  const titles = new Map(request.documents.map((d) => [d.id, d.title]));
  return (await listEvents(db, id)).map((e) => ({
    id: e.id,
    type: e.type,
    documentId: e.documentId,
    ipAddress: e.ipAddress,
    userAgent: e.userAgent,
    detail: e.detail,
    description: describeEvent(e.type, e.documentId ? titles.get(e.documentId) : undefined, e.detail),
    createdAt: e.createdAt.toISOString(),
  }));
}

// The repo's row is already the answer (PostgreSQL shaped it); this names the type.
function toSummary(row: Awaited<ReturnType<typeof repo.findSigningRequest>> & {}): SigningRequestSummary {
  return row;
}
