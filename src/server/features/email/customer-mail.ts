// The one recipe for mail in a dealer's name: the dealer's profile brands it, their from-name and address
// sign it, and their business SMTP (when enabled) carries it. Its twin addresses the dealer themselves.
import type { StoredMail } from '../../db/schema.ts';
import { brandOf, type DealerProfile, senderName } from '../dealer-profile/index.ts';
import {
  type DeliveryCtx,
  type DeliveryMode,
  deliverMail,
  type OutgoingMail,
} from './mail-delivery.service.ts';
import { type MailBrand, type MailTemplate, renderMail } from './templates/index.ts';

export type CustomerMailOptions = {
  to: string;
  requestId?: string | null;
  attachments?: StoredMail['attachments'];
  /** Background work's mail (a sealed set's): rendered off the event loop (templates/render-thread.ts). */
  offThread?: boolean;
};

/** The dealer's look for a template that wears it. */
export const dealerBrand = (ctx: Pick<DeliveryCtx, 'config'>, profile: DealerProfile): MailBrand =>
  brandOf(profile, ctx.config.appUrl);

/** A customer's mail, ready for the delivery log. */
export async function customerMail(
  ctx: Pick<DeliveryCtx, 'config'>,
  profile: DealerProfile,
  template: MailTemplate,
  options: CustomerMailOptions,
): Promise<OutgoingMail> {
  const mail = await renderMail(template, { offThread: options.offThread });
  return {
    template: mail.name,
    to: options.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: profile.email,
    fromName: senderName(dealerBrand(ctx, profile)),
    attachments: options.attachments,
    dealerId: profile.dealerId,
    signingRequestId: options.requestId ?? null,
  };
}

export async function sendCustomerMail(
  ctx: DeliveryCtx,
  profile: DealerProfile,
  template: MailTemplate,
  options: CustomerMailOptions & { mode?: DeliveryMode },
) {
  return deliverMail(ctx, await customerMail(ctx, profile, template, options), options.mode);
}

/** Mail to the dealer themselves: always through the platform (their own server may be what is broken). */
export async function dealerMail(
  profile: DealerProfile,
  template: MailTemplate,
  /** `requestId`: the request it reports, so its log goes with the request (its words name the customer). */
  options: { offThread?: boolean; requestId?: string } = {},
): Promise<OutgoingMail> {
  const mail = await renderMail(template, options);
  return {
    signingRequestId: options.requestId ?? null,
    template: mail.name,
    to: profile.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dealerId: profile.dealerId,
    platformOnly: true,
  };
}

export async function sendDealerMail(
  ctx: DeliveryCtx,
  profile: DealerProfile,
  template: MailTemplate,
  mode: DeliveryMode = 'now',
) {
  return deliverMail(ctx, await dealerMail(profile, template), mode);
}
