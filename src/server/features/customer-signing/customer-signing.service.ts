// A customer's visit by link, with no login: open the set, read it, sign each document, submit. The link's
// request, customer and dealer profile are read once per call and passed along.
import type {
  ProgressInput,
  SignatureInput,
  SigningSession,
} from '../../../shared/documents/customer-signing.schema.ts';
import { type CustomerLanguage, languageFor } from '../../../shared/i18n/languages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { setCustomerLanguage } from '../customers/index.ts';
import { dealerSettingsOf } from '../dealer-profile/index.ts';
import { dealStepOfRequest, refuseOutOfOrderStep } from '../deals/index.ts';
import { recordInPersonSubmit } from '../handover/index.ts';
import { notifyDealer } from '../notifications/index.ts';
import { pageImage, pageImagesOf } from '../page-images/index.ts';
import { listEvents } from '../signing-history/index.ts';
import { completeRequest, hashToken, markExpired, markOpened } from '../signing-requests/index.ts';
import * as repo from './customer-signing.repo.ts';
import { queueSeal, startSealing } from './sealing.jobs.ts';
import type { SealingCtx } from './sealing.service.ts';
import { decodeSignatureImage } from './signature-image.ts';
import {
  declineAsSigner,
  documentsOf,
  ownDocuments,
  ownPlaces,
  refuseClosedSigner,
  refuseOthersPlace,
  signerDetail,
  signerOfSession,
  signerOpened,
  signerPerson,
  submitAsSigner,
} from './signer-steps.ts';
import { codeRuleOf, codeStepOf, refuseUnverified } from './signing-code.ts';

export type Ctx = SealingCtx & Pick<AppDeps, 'log'>;
/** What a link may show as page images: each document's PDF hash, until when. */
type LinkFiles = { expiresAt: number | null; sha256: Map<string, string> };
export type Client = { ip: string; userAgent: string | undefined; cookie?: string };
type SignerRow = repo.SignerRow;
type Head = NonNullable<Awaited<ReturnType<typeof repo.findRequestByTokenHash>>>;
/** The link's request; on a request with several signers, the link's own signer and every signer. */
export type Found = Head & { signer: SignerRow | null; signers: SignerRow[] };
export type DocumentRow = {
  document: Awaited<ReturnType<typeof repo.listDocumentsWithSignatures>>[number]['document'];
  signedAt: Date | null;
};

const INVALID_LINK =
  'This signing link is not valid. Please check the link in your e-mail, or ask the dealer to send a new one.';
const trail = (client: Client) => ({ ipAddress: client.ip, userAgent: client.userAgent ?? null });

/** The language the link's page speaks: its signer's own (their customer record's), else the dealership's. */
export function pageLanguage(found: Found): CustomerLanguage {
  const own = found.signer ? found.signer.language : found.customer.language;
  return languageFor(own, found.profile.settings?.language);
}

/**
 * The request behind a link. Unknown links answer 404; cancelled and expired ones 410. A completed request
 * stays readable until the link expires, so the customer can download what they signed.
 */
export async function resolveLink({ db }: Ctx, token: string): Promise<Found> {
  if (!/^[\w-]{20,100}$/.test(token)) throw notFound(INVALID_LINK);
  const tokenHash = hashToken(token);
  const head = await findHead(db, tokenHash);
  if (!head) throw notFound(INVALID_LINK);
  const signers = head.hasSigners ? await repo.listSigners(db, head.request.id) : [];
  const found: Found = {
    ...head,
    signers,
    signer: signers.find((s) => s.signer.tokenHash === tokenHash) ?? null,
  };
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
    if (request.status !== 'expired' && request.status !== 'completed') await markExpired(db, request.id);
    throw new AppError(410, 'This signing link has expired. Please ask the dealer to send you a new one.', {
      code: 'EXPIRED',
    });
  }
  refuseClosedSigner(found);
  return found;
}

/** The request of a link: the (first) customer's, else another signer's own. */
async function findHead(db: Ctx['db'], tokenHash: string): Promise<Head | undefined> {
  const head = await repo.findRequestByTokenHash(db, tokenHash);
  if (head) return head;
  const requestId = await repo.findRequestIdBySignerToken(db, tokenHash);
  return requestId ? repo.findRequestHead(db, { id: requestId }) : undefined;
}

function openRequest(found: Found) {
  if (found.request.status === 'completed') {
    throw new AppError(409, 'These documents have already been signed and submitted.', { code: 'COMPLETED' });
  }
}

async function requestDocument(ctx: Ctx, found: Found, documentId: string) {
  const documents = await repo.listDocumentsWithSignatures(ctx.db, found.request.id);
  const row = documents.find((d) => d.document.documentId === documentId);
  if (!row) throw notFound('That document is not part of this signing request.');
  return { document: row.document, documents };
}

/** The customer opens their link: the first open moves the request on and tells the dealer, once. */
export async function openSession(ctx: Ctx, token: string, client: Client): Promise<SigningSession> {
  const found = await resolveLink(ctx, token);
  if (found.signer) {
    await signerOpened(ctx, found, trail(client));
  } else if (found.request.status === 'sent' && (await markOpened(ctx.db, found.request.id, trail(client)))) {
    await notifyDealer(ctx.db, {
      dealerId: found.request.dealerId,
      type: 'customer_started',
      message: `${found.customer.name} opened their documents`,
      signingRequestId: found.request.id,
    });
  }
  return sessionView(ctx, found, await documentsOf(ctx, found), { queueMissing: true });
}

/**
 * The customer's view of their set, from what the call has loaded already, with each document's page
 * images (read from storage, not the database). Opening the link queues any PDF never drawn yet.
 */
export async function sessionView(
  ctx: Ctx,
  found: Found,
  all: DocumentRow[],
  options: { queueMissing?: boolean } = {},
): Promise<SigningSession> {
  const documents = found.signer ? ownDocuments(found, all) : all;
  // Whether the link is a step of a deal and needs a code, asked while storage answers for the images.
  const [images, dealStep, codeRule] = await Promise.all([
    pageImagesOf(
      ctx,
      documents.map(({ document: d }) => ({ pdfKey: d.pdfKey, sha256: d.sha256 })),
      options,
    ),
    dealStepOfRequest(ctx.db, found.request.id),
    codeRuleOf(ctx, found, documents),
  ]);
  const { request } = found;
  const customer = { ...found.customer, ...signerPerson(found) };
  const settings = dealerSettingsOf(found.profile);
  const signer = signerOfSession(found);
  const codeStep = codeStepOf(ctx.config, found, codeRule, customer);
  return {
    id: request.id,
    status: request.status === 'completed' || signer?.finished ? 'completed' : 'in_progress',
    sealed: request.sealedAt !== null,
    notes: request.notes,
    expiresAt: (request.expiresAt ?? new Date()).toISOString(),
    language: pageLanguage(found),
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
    documents: documents.map(({ document: d }, i) => ({
      id: d.documentId,
      title: d.title,
      documentType: d.documentType,
      pageCount: d.pageCount,
      signatureFields: ownPlaces(found, d.signatureFields),
      pageImages: images[i]!,
    })),
    signatures: documents.flatMap(({ document: d, signedAt }) =>
      signedAt ? [{ documentId: d.documentId, signedAt: signedAt.toISOString() }] : [],
    ),
    dealer: {
      name: settings.dealershipName,
      logoUrl: settings.dealershipLogo,
      primaryColor: settings.primaryColor,
      secondaryColor: settings.secondaryColor,
    },
    ...(signer ? { signer } : {}),
    ...(codeStep ? { codeStep } : {}),
    ...(dealStep ? { dealStep } : {}),
  };
}

/**
 * The PDF being signed, as it was frozen when the request was sent; once the set is submitted, the sealed
 * copy with the signatures and the certificate of completion.
 */
export async function documentPdf(ctx: Ctx, token: string, documentId: string) {
  const found = await resolveLink(ctx, token);
  const { document } = await requestDocument(ctx, found, documentId);
  if (found.request.status !== 'completed') {
    return { bytes: await ctx.storage.get(document.pdfKey), title: document.title };
  }
  if (document.sealedKey) {
    return { bytes: await ctx.storage.get(document.sealedKey), title: `${document.title} (signed)` };
  }
  const events = await listEvents(ctx.db, found.request.id);
  if (events.some((e) => e.type === 'seal_failed' && (e.detail as { final?: boolean } | null)?.final)) {
    throw new AppError(
      409,
      'We could not prepare your signed copy. Your signatures are safely recorded and the dealer has been told: they will send your copy to you.',
      { code: 'SEAL_FAILED' },
    );
  }
  await queueSeal(ctx, found.request.id);
  throw new AppError(409, 'Your signed copy is being prepared. Please try again in a minute.', {
    code: 'SEALING',
  });
}

export async function recordProgress(ctx: Ctx, token: string, input: ProgressInput, client: Client) {
  const found = await resolveLink(ctx, token);
  await requestDocument(ctx, found, input.documentId);
  await repo.recordView(ctx.db, {
    requestId: found.request.id,
    documentId: input.documentId,
    pagesRead: input.pagesRead,
    timeSpent: input.timeSpent,
    ...trail(client),
  });
}

export async function saveSignature(ctx: Ctx, token: string, input: SignatureInput, client: Client) {
  const found = await resolveLink(ctx, token);
  openRequest(found);
  // A deal's later step stays shut until the earlier one is signed (409 naming it).
  await refuseOutOfOrderStep(ctx.db, found.request.id, found.signer?.signer.slot);
  const { document, documents } = await requestDocument(ctx, found, input.documentId);
  // One-customer sets: every document is the customer's; several signers: only those with their places.
  const own = found.signer ? ownDocuments(found, documents) : documents;
  await refuseUnverified(ctx, found, own, input.codeKey, client);
  if (input.pageNumber > document.pageCount) {
    throw new AppError(400, `This document has ${document.pageCount} pages.`, { code: 'INVALID_PAGE' });
  }
  refuseOthersPlace(found, document, input.signer);
  const image = await decodeSignatureImage(input.signatureData);
  const stored = await repo.insertSignature(
    ctx.db,
    {
      requestId: found.request.id,
      documentId: input.documentId,
      image,
      pageNumber: input.pageNumber,
      // The certificate names the language the page spoke when they signed.
      language: pageLanguage(found),
      ...trail(client),
      ...(found.signer ? { signerSlot: found.signer.signer.slot } : {}),
    },
    trail(client),
    found.signer ? signerDetail(found.signer) : undefined,
  );
  if (!stored) throw new AppError(409, 'This document has already been signed.', { code: 'ALREADY_SIGNED' });
  return sessionView(ctx, found, await documentsOf(ctx, found));
}

/** The customer picks the page's language: kept on their customer record, so their mail speaks it too. */
export async function chooseLanguage(ctx: Ctx, token: string, language: CustomerLanguage) {
  const found = await resolveLink(ctx, token);
  const customerId = found.signer ? found.signer.signer.customerId : found.request.customerId;
  if (!customerId) {
    throw new AppError(409, 'The dealership countersigns in English.', { code: 'NO_LANGUAGE' });
  }
  await setCustomerLanguage(ctx.db, found.request.dealerId, customerId, language);
  return { language };
}

/** One page of a document of the link's set as an image: another link's or an unknown document is 404. */
export async function documentPageImage(
  ctx: Ctx & Pick<AppDeps, 'freshness'>,
  token: string,
  documentId: string,
  page: number,
  width: number,
  accept?: string,
) {
  // A page opens with its five or so images asked at once: they share one look-up of the link and its
  // documents (two queries), kept until any data changes or for 10 s, and never past the link's expiry.
  const kept = ctx.freshness.cache<LinkFiles>('sign-page-image-files', { maxEntries: 500, maxAgeMs: 10_000 });
  const tokenHash = /^[\w-]{20,100}$/.test(token) ? hashToken(token) : '';
  let files = kept.peek(tokenHash)?.value;
  if (!files || (files.expiresAt !== null && files.expiresAt < Date.now())) {
    files = await kept.read(tokenHash, async () => {
      const found = await resolveLink(ctx, token);
      const documents = await repo.listDocumentsWithSignatures(ctx.db, found.request.id);
      return {
        expiresAt: found.request.expiresAt?.getTime() ?? null,
        sha256: new Map(documents.map(({ document: d }) => [d.documentId, d.sha256])),
      };
    });
  }
  const sha256 = files.sha256.get(documentId);
  if (!sha256) throw notFound('That document is not part of this signing request.');
  return pageImage(ctx.storage, sha256, page, width, accept);
}

/**
 * Submits the whole set: only when every document is signed; a second submit changes nothing. It answers
 * as soon as the completion is recorded: the seal job seals the set in a worker thread (usually within a
 * second), and the customer's page shows "being sealed" until the copies are there.
 */
export async function submit(ctx: Ctx, token: string, client: Client): Promise<SigningSession> {
  const found = await resolveLink(ctx, token);
  if (found.request.status !== 'completed')
    await refuseOutOfOrderStep(ctx.db, found.request.id, found.signer?.signer.slot);
  if (found.signer) return submitAsSigner(ctx, found, client);
  const requestId = found.request.id;
  const result = await completeRequest(ctx.db, requestId, trail(client));
  if (result.outcome === 'incomplete') {
    throw new AppError(400, 'Please sign every document before submitting.', { code: 'NOT_ALL_SIGNED' });
  }
  if (result.outcome === 'closed') {
    throw new AppError(410, 'This signing request is no longer open.', { code: 'CLOSED' });
  }
  const completed: Found = {
    ...found,
    request: {
      ...found.request,
      status: 'completed',
      completedAt: result.outcome === 'completed' ? result.completedAt : found.request.completedAt,
    },
  };
  if (result.outcome === 'already_completed') {
    return sessionView(ctx, completed, await repo.listDocumentsWithSignatures(ctx.db, requestId));
  }
  return sealAfterCompletion(
    ctx,
    completed,
    client,
    `${found.customer.name} signed and submitted their documents`,
  );
}

/**
 * The set is complete (this caller completed it, and the completion holds its seal back until the trail is
 * whole): tell the dealer, then let the seal job seal it in a worker thread. The answer does not wait for
 * the seal: the customer's page says the copies are being sealed until they are there.
 */
export async function sealAfterCompletion(
  ctx: Ctx,
  completed: Found,
  client: Client,
  message: string,
): Promise<SigningSession> {
  const requestId = completed.request.id;
  // Before the seal reads the trail: the certificate then says the set was signed in person.
  await recordInPersonSubmit(ctx.db, requestId, client.cookie).catch((error: unknown) =>
    ctx.log.warn({ err: error, requestId }, 'in-person signing not recorded'),
  );
  await notifyDealer(ctx.db, {
    dealerId: completed.request.dealerId,
    type: 'customer_completed',
    message,
    signingRequestId: requestId,
  });
  // Should this fail, the completed, unsealed row is still there for the reconcile job.
  await startSealing(ctx, requestId).catch((error: unknown) =>
    ctx.log.error({ err: error, requestId }, 'seal not queued; the reconcile job will queue it'),
  );
  return sessionView(ctx, completed, await documentsOf(ctx, completed));
}

/** A customer or one signer of several declines to sign: the request stops and the dealer is told. */
export async function decline(ctx: Ctx, token: string, reason: string | null, client: Client) {
  const found = await resolveLink(ctx, token);
  openRequest(found);
  return declineAsSigner(ctx, found, reason, client);
}
