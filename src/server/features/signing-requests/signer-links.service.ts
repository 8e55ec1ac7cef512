// Each signer's own link from the dealer's side: Details' Copy link, QR and WhatsApp for one signer,
// and Resend, which sends the link again to every signer whose turn it is and who has not signed. A
// one-customer request keeps its own link and never comes here.
import type { ResentTo } from '../../../shared/api/signing-requests.ts';
import { ukMobile, whatsappDigits } from '../../../shared/customers/uk-mobile.ts';
import type { SigningLink } from '../../../shared/documents/signing-request.types.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import { loadDealerProfile } from '../dealer-profile/index.ts';
import { type DeliveryCtx, dealerBrand } from '../email/index.ts';
import { assertCanText, countResend, nameForText } from '../sms/index.ts';
import { hasTurn } from './request-signers.repo.ts';
import { listSigners, sendLinkOfSigner } from './signers.service.ts';
import * as repo from './signing-requests.repo.ts';

const closed = (message: string) => new AppError(409, message, { code: 'LINK_CLOSED' });

/** The request, the dealer's own (404 otherwise), while its signers can still sign (409 otherwise). */
async function openRequestOf(ctx: Pick<AppDeps, 'db'>, dealerId: string, id: string) {
  const request = await repo.findSigningRequest(ctx.db, dealerId, id);
  if (!request) throw notFound('Signing request not found');
  const open = request.status === 'sent' || request.status === 'in_progress';
  if (!open || (request.expiresAt && new Date(request.expiresAt).getTime() <= Date.now())) {
    throw closed('This request can no longer be signed, so its links cannot be shared.');
  }
  return request;
}

/** One signer's link for Copy link, QR and WhatsApp: a customer or guarantor whose turn it is. */
export async function getSignerLink(
  ctx: Pick<AppDeps, 'db' | 'config'>,
  dealerId: string,
  id: string,
  signerId: string,
): Promise<SigningLink> {
  const request = await openRequestOf(ctx, dealerId, id);
  const signer = (await listSigners(ctx.db, id)).find((s) => s.signer.id === signerId);
  if (!signer || signer.signer.role === 'dealer' || !signer.signer.tokenSealed) {
    throw notFound('That signer was not found on this request');
  }
  if (signer.signer.finishedAt) throw closed(`${signer.name} has signed already.`);
  if (!hasTurn(signer)) {
    throw closed(
      `It is not ${signer.name}’s turn yet: their link goes out when the signers before them finish.`,
    );
  }
  const link = `${ctx.config.appUrl}/sign/${linkTokenBox(ctx.config.appSecret).open(signer.signer.tokenSealed)}`;
  const check = ukMobile(signer.phone ?? '');
  const mobile = check.ok ? check.e164 : null;
  const { dealershipName } = dealerBrand(ctx, await loadDealerProfile(ctx.db, dealerId));
  const text = `Your documents from ${nameForText(dealershipName)} are ready to sign: ${link}`;
  return {
    link,
    expiresAt: request.expiresAt ?? null,
    mobile,
    whatsappUrl: mobile ? `https://wa.me/${whatsappDigits(mobile)}?text=${encodeURIComponent(text)}` : null,
  };
}

/** The name of a signer of the dealer's request (the trail of a shared link says whose it was). */
export async function signerName(ctx: Pick<AppDeps, 'db'>, requestId: string, signerId: string) {
  const signer = (await listSigners(ctx.db, requestId)).find((s) => s.signer.id === signerId);
  if (!signer) throw notFound('That signer was not found on this request');
  return signer.name;
}

/**
 * Resend for a request with several signers: the link again to each signer whose turn it is and who has not
 * signed (every one of them at once, or the current one of a sequence), by their own channels; the dealer's
 * own member is told in the app. 409 when nobody is waiting (the others have all signed).
 */
export async function resendSignerLinks(
  ctx: DeliveryCtx,
  dealerId: string,
  id: string,
): Promise<{ sentTo: ResentTo[] }> {
  const request = await openRequestOf(ctx, dealerId, id);
  if (!request.signers) {
    throw new AppError(409, 'This request has one customer: use Resend on the customer to send it again.', {
      code: 'ONE_CUSTOMER',
    });
  }
  const waiting = (await listSigners(ctx.db, id)).filter(hasTurn);
  if (waiting.length === 0) {
    throw new AppError(409, 'Nobody is waiting for a link: every signer whose turn it is has signed.', {
      code: 'NOBODY_WAITING',
    });
  }
  // Limits before anything goes: the dealership's texts (hour and plan), then this request's resends in the hour.
  const texts = waiting.filter((s) => s.signer.role !== 'dealer' && s.signer.channels.includes('sms'));
  await assertCanText(ctx.db, dealerId, texts.length);
  await countResend(ctx.db, id);
  const link = {
    requestId: id,
    dealerId,
    expiresAt: new Date(request.expiresAt ?? Date.now()),
    notes: request.notes,
    documentTitles: request.documents.map((d) => d.title),
  };
  for (const signer of waiting) await sendLinkOfSigner(ctx, link, signer);
  return {
    sentTo: waiting.map((s) => ({
      name: s.name,
      role: s.signer.slot,
      channels: s.signer.role === 'dealer' ? [] : s.signer.channels,
    })),
  };
}
