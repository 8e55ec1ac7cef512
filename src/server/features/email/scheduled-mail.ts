// Mail sent later, from the job queue: the welcome series for a new dealer (day 0 at once, days 3 and 7
// scheduled) and a reminder to a customer who has not finished signing. A scheduled job re-reads the
// state when it runs, so a reminder never reaches a customer who has signed since.

import type { SendChannel } from '../../../shared/documents/signing-request.types.ts';
import { languageFor } from '../../../shared/i18n/languages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { JobPayload } from '../../lib/jobs/job-queue.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import { findDealerProfile } from '../dealer-profile/index.ts';
import { customerMobile, queueText, signingText, smsConfigured, textAllowed } from '../sms/index.ts';
import { dealerBrand, sendCustomerMail } from './customer-mail.ts';
import { type DeliveryCtx, deliverMail } from './mail-delivery.service.ts';
import { findDealer, findOpenRequest, hasSigners, listWaitingSigners } from './scheduled-mail.repo.ts';
import { reminder, renderMail, type WelcomeDay, welcome } from './templates/index.ts';

const DAY_SECONDS = 86_400;
const WELCOME_DAYS: WelcomeDay[] = [0, 3, 7];

/** Day 0 now; days 3 and 7 from the queue. */
export async function startWelcomeSeries(ctx: DeliveryCtx, dealerId: string) {
  await sendWelcome(ctx, dealerId, 0);
  for (const day of WELCOME_DAYS.filter((d) => d > 0)) {
    await ctx.jobs.send(
      'mail.scheduled',
      { kind: 'welcome', dealerId, day },
      { startAfter: day * DAY_SECONDS },
    );
  }
}

export async function sendWelcome(
  ctx: DeliveryCtx,
  dealerId: string,
  day: WelcomeDay,
  to?: { email: string; name: string },
) {
  const dealer = await findDealer(ctx.db, dealerId);
  if (!dealer || (!to && dealer.status === 'suspended')) return;
  const mail = await renderMail(
    welcome({
      name: to?.name ?? dealer.firstName ?? dealer.name,
      dealershipName: dealer.dealershipName ?? 'your dealership',
      day,
      dashboardLink: `${ctx.config.appUrl}/dashboard`,
    }),
  );
  await deliverMail(ctx, {
    template: mail.name,
    to: to?.email ?? dealer.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dealerId,
    platformOnly: true,
  });
}

/**
 * A reminder after `REMINDER_DAYS` the same way(s) the link went, unless the customer has signed (or the
 * link has closed) by then.
 */
export async function scheduleReminder(
  ctx: Pick<AppDeps, 'jobs' | 'config'>,
  requestId: string,
  channels: SendChannel[] = ['email'],
  signerId?: string,
) {
  if (ctx.config.reminderDays <= 0) return;
  await ctx.jobs.send(
    'mail.scheduled',
    { kind: 'reminder', requestId, channels, ...(signerId && { signerId }) },
    { startAfter: ctx.config.reminderDays * DAY_SECONDS },
  );
}

export async function sendReminder(
  ctx: DeliveryCtx,
  requestId: string,
  channels: SendChannel[] = ['email'],
  signerId?: string,
) {
  const found = await findOpenRequest(ctx.db, requestId);
  const sealedToken = found?.request.tokenSealed;
  if (!found || !sealedToken) return;
  if (await hasSigners(ctx.db, requestId)) {
    // Several signers: each one who has their link and has not signed, by their own link and channels.
    for (const signer of await listWaitingSigners(ctx.db, requestId, signerId)) {
      if (!signer.tokenSealed) continue;
      const reminded = { ...found, customer: { ...found.customer, ...signer } };
      await remind(ctx, reminded, signer.tokenSealed, signer.channels);
    }
    return;
  }
  await remind(ctx, found, sealedToken, channels);
}

async function remind(
  ctx: DeliveryCtx,
  found: NonNullable<Awaited<ReturnType<typeof findOpenRequest>>>,
  sealedToken: string,
  channels: SendChannel[],
) {
  const { request, customer, documentTitles } = found;
  const requestId = request.id;
  const token = linkTokenBox(ctx.config.appSecret).open(sealedToken);
  const profile = await findDealerProfile(ctx.db, request.dealerId);
  if (!profile) return;
  const brand = dealerBrand(ctx, profile);
  const link = `${ctx.config.appUrl}/sign/${token}`;
  const expiresAt = request.expiresAt ?? new Date();
  const language = languageFor(customer.language, profile.settings?.language);
  if (channels.includes('email')) {
    const template = reminder({
      brand,
      customerName: customer.name,
      documentTitles,
      link,
      expiresAt,
      language,
    });
    await sendCustomerMail(ctx, profile, template, { to: customer.email, requestId: request.id });
  }
  // The number is read again: the dealer may have corrected it since; one that cannot take a text is skipped.
  if (channels.includes('sms') && smsConfigured(ctx.config)) {
    // A reminder is a nicety: past the dealership's texts for the hour or the month, it goes by e-mail alone.
    if (!(await textAllowed(ctx.db, request.dealerId))) {
      ctx.log.warn({ requestId }, 'reminder not texted: the dealership is at its text limit');
      return;
    }
    let to: string;
    try {
      to = customerMobile(customer.phone);
    } catch (error) {
      ctx.log.warn({ requestId, reason: (error as Error).message }, 'reminder not texted');
      return;
    }
    const body = signingText({
      dealershipName: brand.dealershipName,
      link,
      kind: 'reminder',
      expiresAt,
      language,
    });
    await queueText(ctx, { dealerId: request.dealerId, requestId: request.id, kind: 'reminder', to, body });
  }
}

export async function runScheduledMail(ctx: DeliveryCtx, job: JobPayload<'mail.scheduled'>) {
  if (job.kind === 'welcome') return sendWelcome(ctx, job.dealerId, job.day);
  if (job.kind === 'reminder') return sendReminder(ctx, job.requestId, job.channels, job.signerId);
}
