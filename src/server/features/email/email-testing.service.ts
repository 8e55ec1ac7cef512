import type {
  EmailPreview,
  EmailTestInput,
  PreviewTemplateName,
  WelcomeTestInput,
} from '../../../shared/dealer/email.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadDealerProfile } from '../dealer-profile/index.ts';
import { customerMail, dealerBrand } from './customer-mail.ts';
import { type DeliveryCtx, deliverMail } from './mail-delivery.service.ts';
import { sendWelcome } from './scheduled-mail.ts';
import { MAIL_TEMPLATES, renderMail, signingRequest, type WelcomeDay } from './templates/index.ts';

/** A template with sample content in the dealer's branding, as their customers would receive it. */
export async function previewEmail(
  ctx: Pick<AppDeps, 'db' | 'config'>,
  dealerId: string,
  template: PreviewTemplateName,
): Promise<EmailPreview> {
  const brand = dealerBrand(ctx, await loadDealerProfile(ctx.db, dealerId));
  const { subject, html, text } = await renderMail(MAIL_TEMPLATES[template](brand));
  return { template, subject, html, text };
}

/**
 * A sample signing e-mail to the address the dealer names, through the transport their customers' mail
 * uses (their business SMTP when enabled): one attempt, and the server's answer if it fails.
 */
export async function sendTestEmail(ctx: DeliveryCtx, dealer: { id: string }, input: EmailTestInput) {
  const profile = await loadDealerProfile(ctx.db, dealer.id);
  const template = signingRequest({
    brand: dealerBrand(ctx, profile),
    customerName: input.customerName,
    documentTitles: [input.documentTitle],
    link: `${ctx.config.appUrl}/email-test`,
    expiresAt: new Date(Date.now() + ctx.config.signingLinkDays * 86_400_000),
    notes: 'This is a test e-mail from your Docs2Sign e-mail testing page: the button opens that page.',
  });
  const mail = await customerMail(ctx, profile, template, { to: input.customerEmail });
  const delivery = await deliverMail(
    ctx,
    { ...mail, template: 'test', subject: `[Test] ${mail.subject}` },
    'once',
  );
  if (delivery.status !== 'sent') {
    throw new AppError(502, `The test e-mail could not be sent: ${delivery.error}`, {
      code: 'TEST_EMAIL_FAILED',
    });
  }
  return { success: true, message: `Test e-mail sent to ${input.customerEmail}.` };
}

/** An administrator's test of the welcome series: day 0, 3 or 7, to any address. */
export async function sendWelcomeTest(ctx: DeliveryCtx, adminId: string, input: WelcomeTestInput) {
  await sendWelcome(ctx, adminId, input.dayNumber as WelcomeDay, { email: input.email, name: input.name });
  return { message: `Welcome e-mail for day ${input.dayNumber} sent to ${input.email}.` };
}
