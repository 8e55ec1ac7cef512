import { createHash, randomBytes } from 'node:crypto';
import { ukMobile, whatsappDigits } from '../../../shared/customers/uk-mobile.ts';
import { actedByOf, type CurrentUser, personIdOf } from '../../../shared/dealer/auth.schema.ts';
import type { SignerSlot } from '../../../shared/documents/signers.ts';
import type {
  LinkShareVia,
  MailDelivery,
  SendChannel,
  SigningEvent,
  SigningLink,
  SigningRequestInput,
  SigningRequestSummary,
} from '../../../shared/documents/signing-request.types.ts';
import { languageFor } from '../../../shared/i18n/languages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type PageRequest, takePage } from '../../lib/http/list-page.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import { getCustomer } from '../customers/index.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { getDocumentsForSigning } from '../documents/index.ts';
import {
  type DeliveryCtx,
  dealerBrand,
  listRequestDeliveries,
  scheduleReminder,
  sendCustomerMail,
  signingRequest,
} from '../email/index.ts';
import { queuePageImages } from '../page-images/index.ts';
import { assertCanSendDocuments } from '../plans/index.ts';
import { describeEvent, listEvents, recordEvent } from '../signing-history/index.ts';
import {
  assertCanText,
  customerMobile,
  listRequestTexts,
  nameForText,
  queueText,
  requireSms,
  signingText,
} from '../sms/index.ts';
import { siteBrand, siteForNewRecord } from '../team/index.ts';
import { refuseCustomerMismatch } from './customer-mismatch.ts';
import { refuseUnplacedSignatures } from './signature-places.ts';
import { signerName } from './signer-links.service.ts';
import {
  checkMobiles,
  hasSeveralSigners,
  listSigners,
  planSigners,
  refuseSignersWithoutPlaces,
  sendSignerLink,
} from './signers.service.ts';
import * as repo from './signing-requests.repo.ts';

type Ctx = DeliveryCtx;
type Client = { ip: string; userAgent: string | undefined };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a request for the dealer's own customer and documents (404 for anyone else's), freezes what is
 * to be signed, and sends the customer their link by e-mail, text message or both. Nothing here waits on a
 * mail server or the text provider: both are queued and tried at once by the workers, and the outcome shows
 * in Details. A text to a number that cannot take one is refused before anything is created.
 */
export async function createSigningRequest(
  ctx: Ctx,
  dealer: CurrentUser,
  input: SigningRequestInput,
  client: Client,
): Promise<
  SigningRequestSummary & { mailStatus: 'queued' | null; channels: SendChannel[]; textTo: string | null }
> {
  const { db, config, storage } = ctx;
  const channels = input.channels;
  if (channels.includes('sms')) requireSms(config);
  const customer = await getCustomer(db, dealer.id, input.customerId).catch(() => {
    throw notFound('Customer not found');
  });
  const mobile = channels.includes('sms') ? customerMobile(customer.phone) : null;
  const documents = await getDocumentsForSigning({ db, storage }, dealer.id, [...new Set(input.documentIds)]);
  refuseUnplacedSignatures(documents, { oneCustomer: !hasSeveralSigners(input) });
  await assertCanSendDocuments(db, dealer.id, documents.length);
  if (input.mismatchConfirmed !== true) {
    await refuseCustomerMismatch(
      db,
      dealer.id,
      customer,
      documents.map((d) => d.id),
    );
  }

  const profile = await loadDealerProfile(db, dealer.id);
  // Several signers: each their own link; the first customer's is also the request's (Details, reminders).
  const planned = hasSeveralSigners(input) ? await planSigners(db, dealer, input, config.appSecret) : [];
  checkMobiles(planned, channels);
  refuseSignersWithoutPlaces(
    planned.length > 0 ? documents : [],
    planned.map((p) => p.values.slot as SignerSlot),
  );
  const order = input.order ?? 'parallel';
  const sendNow = order === 'sequential' ? planned.slice(0, 1) : planned;
  const lead = planned.find((p) => p.values.slot === 'customer');
  // Every text now queued counts against the hourly ceiling and the plan (429 or 402 before anything is made).
  const texts = planned.length > 0 ? sendNow.filter((p) => p.values.role !== 'dealer').length : 1;
  if (channels.includes('sms')) await assertCanText(db, dealer.id, texts);

  const token = lead?.token ?? randomBytes(32).toString('base64url');
  const siteId = await siteForNewRecord(db, dealer);
  const expiresAt = new Date(Date.now() + config.signingLinkDays * 86_400_000);
  const requestId = await repo.insertSigningRequest(
    db,
    {
      dealerId: dealer.id,
      customerId: customer.id,
      notes: input.notes,
      tokenHash: hashToken(token),
      tokenSealed: lead?.values.tokenSealed ?? linkTokenBox(config.appSecret).seal(token),
      expiresAt,
      signingOrder: order,
      siteId,
    },
    snapshotsOf(documents),
    { ipAddress: client.ip, userAgent: client.userAgent ?? null },
    actedByOf(dealer, dealershipNameOf(profile)),
    planned.map((p) => ({
      ...p.values,
      tokenHash: hashToken(p.token),
      sentAt: sendNow.includes(p) ? new Date() : null,
    })),
  );

  // The pages are drawn as images now, so they are ready by the time the customer opens the e-mail. Never
  // a reason to fail the request: opening the link queues them again if this did not.
  await queuePageImages(
    ctx,
    documents.map((d) => ({ pdfKey: d.pdfKey, sha256: d.pdfSha256 })),
  ).catch((error: unknown) => ctx.log.warn({ err: error, requestId }, 'page images not queued'));

  if (planned.length > 0) {
    const link = {
      requestId,
      dealerId: dealer.id,
      expiresAt,
      notes: input.notes,
      subject: input.subject,
      documentTitles: documents.map((d) => d.title),
    };
    for (const p of sendNow)
      await sendSignerLink(ctx, link, {
        ...p.values,
        ...p.person,
        channels: p.values.channels ?? [],
        tokenSealed: p.values.tokenSealed ?? null,
      });
    await scheduleReminder(ctx, requestId, channels);
    return {
      ...(await getSigningRequest(db, dealer.id, requestId)),
      mailStatus: channels.includes('email') ? 'queued' : null,
      channels,
      textTo: mobile,
    };
  }

  await sendCustomerLink(ctx, {
    profile,
    customer,
    requestId,
    token,
    expiresAt,
    documentTitles: documents.map((d) => d.title),
    notes: input.notes,
    subject: input.subject,
    channels,
    mobile,
    siteId,
  });
  return {
    ...(await getSigningRequest(db, dealer.id, requestId)),
    mailStatus: channels.includes('email') ? 'queued' : null,
    channels,
    textTo: mobile,
  };
}

/** What a document as a request freezes it: its PDF, hash, title and places to sign. */
export const snapshotsOf = (documents: Awaited<ReturnType<typeof getDocumentsForSigning>>) =>
  documents.map((d, position) => ({
    documentId: d.id,
    position,
    title: d.title,
    documentType: d.documentType,
    pdfKey: d.pdfKey,
    sha256: d.pdfSha256,
    pageCount: d.pageCount,
    signatureFields: d.signatureFields,
  }));

/**
 * A one-customer request's link on its way, once the request is committed: the e-mail and the text queued
 * (the workers try them at once) and the reminder scheduled. Send and bulk send both end here.
 */
export async function sendCustomerLink(
  ctx: Ctx,
  parts: {
    profile: Awaited<ReturnType<typeof loadDealerProfile>>;
    /** `language`: the customer's own (null: the dealership's). */
    customer: { name: string; email: string; language?: string | null };
    requestId: string;
    token: string;
    expiresAt: Date;
    documentTitles: string[];
    notes: string | null;
    subject?: string | null;
    channels: SendChannel[];
    mobile: string | null;
    /** The request's site: its own logo and colours, where it has them, brand the invitation. */
    siteId: string | null;
  },
) {
  const { profile, customer, requestId, channels } = parts;
  const brand = await siteBrand(ctx.db, profile, parts.siteId, dealerBrand(ctx, profile), ctx.config.appUrl);
  const link = `${ctx.config.appUrl}/sign/${parts.token}`;
  const language = languageFor(customer.language, profile.settings?.language);
  if (channels.includes('email')) {
    const template = signingRequest({
      brand,
      language,
      customerName: customer.name,
      documentTitles: parts.documentTitles,
      link,
      expiresAt: parts.expiresAt,
      notes: parts.notes,
      subject: parts.subject,
    });
    await sendCustomerMail(ctx, profile, template, { to: customer.email, requestId });
  }
  if (parts.mobile) {
    const body = signingText({
      dealershipName: brand.dealershipName,
      link,
      kind: 'signing_request',
      expiresAt: parts.expiresAt,
      language,
    });
    await queueText(ctx, {
      dealerId: profile.dealerId,
      requestId,
      kind: 'signing_request',
      to: parts.mobile,
      body,
    });
  }
  await scheduleReminder(ctx, requestId, channels);
}

/** GET /api/signing-requests: a page of the list (see lib/http/list-page.ts), rows as the repo shaped them. */
export async function listSigningRequests(
  db: Database,
  dealerId: string,
  page: PageRequest,
  customerId: string | null = null,
  siteId: string | null = null,
) {
  return takePage(await repo.listSigningRequests(db, dealerId, page, customerId, siteId), page, toSummary);
}

export async function getSigningRequest(db: Database, dealerId: string, id: string) {
  const row = await repo.findSigningRequest(db, dealerId, id);
  if (!row) throw notFound('Signing request not found');
  return toSummary(row);
}

export async function cancelSigningRequest(db: Database, dealer: CurrentUser, id: string) {
  const dealerId = dealer.id;
  const profile = await loadDealerProfile(db, dealerId);
  const previous = await repo.cancelSigningRequest(
    db,
    dealerId,
    id,
    actedByOf(dealer, dealershipNameOf(profile)),
  );
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

/** The request's e-mails and texts with every attempt: the dealer sees a delivery that failed, and why. */
export async function listDeliveries(db: Database, dealerId: string, id: string): Promise<MailDelivery[]> {
  await getSigningRequest(db, dealerId, id);
  const mails = (await listRequestDeliveries({ db }, id)).map((d) => ({
    id: d.id,
    channel: 'email' as const,
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
  const texts = (await listRequestTexts(db, id)).map((t) => ({
    id: t.id,
    channel: 'sms' as const,
    template: t.kind,
    recipient: t.recipient,
    subject: '',
    status: t.status,
    attempts: t.attempts,
    lastError: t.lastError,
    createdAt: t.createdAt.toISOString(),
    sentAt: t.sentAt?.toISOString() ?? null,
    log: t.log.map((a) => ({
      attempt: a.attempt,
      ok: a.ok,
      transport: 'sms',
      error: a.error,
      at: a.createdAt.toISOString(),
    })),
  }));
  return [...mails, ...texts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The customer's link for Copy link, the QR code and WhatsApp in Details. The token is kept sealed (never in
 * clear) precisely so that the same link can be given again; only while the customer can still sign.
 */
export async function getSigningLink(ctx: Pick<AppDeps, 'db' | 'config'>, dealerId: string, id: string) {
  const found = await repo.findLinkOfRequest(ctx.db, dealerId, id);
  if (!found) throw notFound('Signing request not found');
  const open = (found.status === 'sent' || found.status === 'in_progress') && found.tokenSealed;
  if (!open || (found.expiresAt && found.expiresAt.getTime() <= Date.now())) {
    throw new AppError(409, 'This request can no longer be signed, so its link cannot be shared.', {
      code: 'LINK_CLOSED',
    });
  }
  const link = `${ctx.config.appUrl}/sign/${linkTokenBox(ctx.config.appSecret).open(found.tokenSealed!)}`;
  const check = ukMobile(found.phone ?? '');
  const mobile = check.ok ? check.e164 : null;
  const { dealershipName } = dealerBrand(ctx, await loadDealerProfile(ctx.db, dealerId));
  const text = `Your documents from ${nameForText(dealershipName)} are ready to sign: ${link}`;
  return {
    link,
    expiresAt: found.expiresAt?.toISOString() ?? null,
    mobile,
    whatsappUrl: mobile ? `https://wa.me/${whatsappDigits(mobile)}?text=${encodeURIComponent(text)}` : null,
  } satisfies SigningLink;
}

/** Copy link, QR or WhatsApp used in Details: the trail says how the link was handed over, and by whom. */
export async function recordLinkShared(
  db: Database,
  dealer: CurrentUser,
  id: string,
  { via, signerId }: { via: LinkShareVia; signerId?: string | undefined },
) {
  await getSigningRequest(db, dealer.id, id);
  const name = [dealer.firstName, dealer.lastName].filter(Boolean).join(' ').trim();
  // One signer's own link of several: the trail says whose.
  const whose = signerId ? { for: await signerName({ db }, id, signerId) } : {};
  await recordEvent(db, {
    requestId: id,
    type: 'link_shared',
    detail: { via, by: name || dealer.email, ...whose },
  });
  return { recorded: true };
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

// The repo's row is already the answer (PostgreSQL shaped it); a one-customer request answers without
// `signers` and `order`, exactly as it did before requests could have several signers.
function toSummary<R extends Awaited<ReturnType<typeof repo.findSigningRequest>> & {}>(
  row: R,
): Omit<R, 'signers' | 'order'> & SigningRequestSummary {
  const { signers, order, ...rest } = row;
  return signers ? { ...rest, signers, order } : rest;
}

/**
 * The dealer's own link to countersign a request: it opens the same signing page as the customers',
 * with the dealer's places only. Only while it is their turn and they have not signed.
 */
export async function getCountersignLink(
  ctx: Pick<AppDeps, 'db' | 'config'>,
  dealer: CurrentUser,
  id: string,
) {
  const request = await getSigningRequest(ctx.db, dealer.id, id);
  const mine = (await listSigners(ctx.db, id)).find(
    (s) => s.signer.role === 'dealer' && s.signer.memberId === personIdOf(dealer),
  );
  if (!mine?.signer.tokenSealed) throw notFound('You are not a signer of this request');
  if (mine.signer.finishedAt) {
    throw new AppError(409, 'You have countersigned this request already.', { code: 'ALREADY_SIGNED' });
  }
  if (request.status !== 'sent' && request.status !== 'in_progress') {
    throw new AppError(409, 'This request can no longer be signed.', { code: 'LINK_CLOSED' });
  }
  if (!mine.signer.sentAt) {
    throw new AppError(
      409,
      'It is not your turn to countersign yet: the signers before you have not finished.',
      {
        code: 'NOT_YOUR_TURN',
      },
    );
  }
  return {
    link: `${ctx.config.appUrl}/sign/${linkTokenBox(ctx.config.appSecret).open(mine.signer.tokenSealed)}`,
  };
}
