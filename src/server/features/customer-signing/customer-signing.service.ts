import type {
  ProgressInput,
  SignatureInput,
  SigningSession,
} from '../../../shared/customer-signing.schema.ts';
import type { SignatureField } from '../../../shared/document-types.ts';
import type { AppDeps } from '../../app.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { notifyDealer } from '../notifications/notifications.service.ts';
import { getDealerSettings } from '../settings/settings.service.ts';
import { hashToken } from '../signing-requests/signing-requests.service.ts';
import * as repo from './customer-signing.repo.ts';
import { type SealingCtx, sealRequest } from './sealing.service.ts';
import { decodeSignatureImage } from './signature-image.ts';

type Ctx = SealingCtx & Pick<AppDeps, 'log'>;
export type Client = { ip: string; userAgent: string | undefined };
type Found = NonNullable<Awaited<ReturnType<typeof repo.findRequestByTokenHash>>>;

const INVALID_LINK =
  'This signing link is not valid. Please check the link in your e-mail, or ask the dealer to send a new one.';
const trail = (client: Client) => ({ ipAddress: client.ip, userAgent: client.userAgent ?? null });

/**
 * The request behind a link. Unknown links answer 404; cancelled and expired ones 410. A completed request
 * stays readable until the link expires, so the customer can download what they signed.
 */
async function resolveLink({ db }: Ctx, token: string): Promise<Found> {
  if (!/^[\w-]{20,100}$/.test(token)) throw notFound(INVALID_LINK);
  const found = await repo.findRequestByTokenHash(db, hashToken(token));
  if (!found) throw notFound(INVALID_LINK);
  const { request } = found;
  if (request.status === 'cancelled') {
    throw new AppError(
      410,
      'This signing request has been cancelled. Please contact the dealer if you still need to sign.',
      {
        code: 'CANCELLED',
      },
    );
  }
  const expired =
    request.status === 'expired' || (request.expiresAt !== null && request.expiresAt.getTime() < Date.now());
  if (expired) {
    if (request.status !== 'expired' && request.status !== 'completed')
      await repo.markExpired(db, request.id);
    throw new AppError(410, 'This signing link has expired. Please ask the dealer to send you a new one.', {
      code: 'EXPIRED',
    });
  }
  return found;
}

function openRequest(found: Found) {
  if (found.request.status === 'completed') {
    throw new AppError(409, 'These documents have already been signed and submitted.', { code: 'COMPLETED' });
  }
}

async function requestDocument(ctx: Ctx, found: Found, documentId: string) {
  const documents = await repo.listRequestDocuments(ctx.db, found.request.id);
  const document = documents.find((d) => d.documentId === documentId);
  if (!document) throw notFound('That document is not part of this signing request.');
  return { document, documents };
}

/** The customer opens their link: the first open moves the request on and tells the dealer, once. */
export async function openSession(ctx: Ctx, token: string, client: Client): Promise<SigningSession> {
  const found = await resolveLink(ctx, token);
  if (found.request.status === 'sent' && (await repo.markOpened(ctx.db, found.request.id, trail(client)))) {
    await notifyDealer(ctx.db, {
      dealerId: found.request.dealerId,
      type: 'customer_started',
      message: `${found.customer.name} opened their documents`,
      signingRequestId: found.request.id,
    });
  }
  return sessionView(ctx, found);
}

async function sessionView(ctx: Ctx, found: Found): Promise<SigningSession> {
  const { request, customer } = found;
  const [documents, signed, settings] = await Promise.all([
    repo.listRequestDocuments(ctx.db, request.id),
    repo.listSignatures(ctx.db, request.id),
    getDealerSettings(ctx.db, request.dealerId),
  ]);
  return {
    id: request.id,
    status: request.status === 'completed' ? 'completed' : 'in_progress',
    notes: request.notes,
    expiresAt: (request.expiresAt ?? new Date()).toISOString(),
    customer: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      vehicleRegistration: customer.vehicleRegistration,
      vehicleData: customer.vehicleData
        ? { make: customer.vehicleData.make ?? null, model: customer.vehicleData.model ?? null }
        : null,
    },
    documents: documents.map((d) => ({
      id: d.documentId,
      title: d.title,
      documentType: d.documentType,
      pageCount: d.pageCount,
      signatureFields: d.signatureFields as SignatureField[],
    })),
    signatures: signed.map((s) => ({ documentId: s.documentId, signedAt: s.signedAt.toISOString() })),
    dealer: {
      name: settings.dealershipName,
      logoUrl: settings.dealershipLogo,
      primaryColor: settings.primaryColor,
      secondaryColor: settings.secondaryColor,
    },
  };
}

/**
 * The PDF being signed, as it was frozen when the request was sent; once the set is submitted, the sealed
 * copy with the signatures and the certificate of completion.
 */
export async function documentPdf(ctx: Ctx, token: string, documentId: string) {
  const found = await resolveLink(ctx, token);
  let { document } = await requestDocument(ctx, found, documentId);
  if (found.request.status !== 'completed') {
    return { bytes: await ctx.storage.get(document.pdfKey), title: document.title };
  }
  if (!document.sealedKey) {
    await sealQuietly(ctx, found.request.id);
    ({ document } = await requestDocument(ctx, found, documentId));
  }
  if (!document.sealedKey) {
    throw new AppError(409, 'Your signed copy is being prepared. Please try again in a minute.', {
      code: 'SEALING',
    });
  }
  return { bytes: await ctx.storage.get(document.sealedKey), title: `${document.title} (signed)` };
}

/** Sealing errors must not turn a completed submit into a failure: the copy is sealed on a later try. */
async function sealQuietly(ctx: Ctx, requestId: string) {
  try {
    await sealRequest(ctx, requestId);
  } catch (error) {
    ctx.log.error({ err: error, requestId }, 'sealing failed; it will be retried');
  }
}

export async function recordProgress(ctx: Ctx, token: string, input: ProgressInput, client: Client) {
  const found = await resolveLink(ctx, token);
  await requestDocument(ctx, found, input.documentId);
  await repo.recordFirstView(ctx.db, {
    requestId: found.request.id,
    documentId: input.documentId,
    type: 'viewed',
    ...trail(client),
    detail: { pagesRead: input.pagesRead, timeSpent: input.timeSpent },
  });
}

export async function saveSignature(ctx: Ctx, token: string, input: SignatureInput, client: Client) {
  const found = await resolveLink(ctx, token);
  openRequest(found);
  const { document } = await requestDocument(ctx, found, input.documentId);
  if (input.pageNumber > document.pageCount) {
    throw new AppError(400, `This document has ${document.pageCount} pages.`, { code: 'INVALID_PAGE' });
  }
  const image = decodeSignatureImage(input.signatureData);
  const stored = await repo.insertSignature(
    ctx.db,
    {
      requestId: found.request.id,
      documentId: input.documentId,
      image,
      pageNumber: input.pageNumber,
      ...trail(client),
    },
    trail(client),
  );
  if (!stored) throw new AppError(409, 'This document has already been signed.', { code: 'ALREADY_SIGNED' });
  return sessionView(ctx, found);
}

/** Submits the whole set: only when every document is signed; a second submit changes nothing. */
export async function submit(ctx: Ctx, token: string, client: Client): Promise<SigningSession> {
  const found = await resolveLink(ctx, token);
  const outcome = await repo.completeRequest(ctx.db, found.request.id, trail(client));
  if (outcome === 'incomplete') {
    throw new AppError(400, 'Please sign every document before submitting.', { code: 'NOT_ALL_SIGNED' });
  }
  if (outcome === 'closed')
    throw new AppError(410, 'This signing request is no longer open.', { code: 'CLOSED' });
  if (outcome === 'completed') {
    await notifyDealer(ctx.db, {
      dealerId: found.request.dealerId,
      type: 'customer_completed',
      message: `${found.customer.name} signed and submitted their documents`,
      signingRequestId: found.request.id,
    });
  }
  // Sealing takes a fraction of a second, so the customer's "Submitted" already has their copy behind it.
  await sealQuietly(ctx, found.request.id);
  return sessionView(ctx, await resolveLink(ctx, token));
}
