import {
  MAIL_TEMPLATE_LIST,
  MAIL_TEMPLATE_NAMES,
  type MailTemplateName,
} from '../../../../shared/dealer/email.schema.ts';
import type { MailBrand } from './brand.ts';
import { withRecipe } from './builders.ts';
import type { MailTemplate } from './render.ts';

export { MAIL_TEMPLATE_NAMES, type MailTemplateName } from '../../../../shared/dealer/email.schema.ts';
export { type MailBrand, platformBrand } from './brand.ts';
export type { DealerNotificationKind } from './dealer-notification.ts';
export type { DemoRequestProps } from './demo-request.ts';
export type { MailTemplate, RenderedMail } from './render.ts';
export { renderMail } from './render-thread.ts';
export type { WelcomeDay } from './welcome.ts';

// The builders the app calls: each mail carries its recipe, so it is rendered off the event loop.
export const dealerNotification = withRecipe('dealerNotification');
export const dealerNudge = withRecipe('dealerNudge');
export const demoRequest = withRecipe('demoRequest');
export const passwordReset = withRecipe('passwordReset');
export const reminder = withRecipe('reminder');
export const setPassword = withRecipe('setPassword');
export const signedCopy = withRecipe('signedCopy');
export const signingRequest = withRecipe('signingRequest');
export const textVersion = withRecipe('textVersion');
export const welcome = withRecipe('welcome');

/** Which mails carry the dealer's brand, from the one list of templates. */
export const CUSTOMER_FACING_TEMPLATES: ReadonlySet<MailTemplateName> = new Set(
  MAIL_TEMPLATE_NAMES.filter((name) => MAIL_TEMPLATE_LIST[name].customerFacing),
);

// Sample data for previews: realistic enough that a dealer judges the layout with real-length content. The
// .invalid domain (RFC 2606) can never resolve, so a preview's link cannot reach a real request.
const customerName = 'Aisha Rahman';
const documentTitles = ['Hire-Purchase Agreement', 'Vehicle Sales Invoice', 'Part-Exchange Declaration'];
const signLink = 'https://example.invalid/sign/sample';
const dashboardLink = 'https://example.invalid/dealer-dashboard';
const dealerName = 'Sam Hart';
// A fixed date keeps previews (and their tests) stable; 22 December 2026 at noon in London.
const expiresAt = new Date('2026-12-22T12:00:00Z');

const sampleText = `HIRE-PURCHASE AGREEMENT regulated by the Consumer Credit Act 1974

Vehicle:        Ford Focus 1.0 EcoBoost Titanium
Registration:   AB12 CDE
Cash price:     £14,995.00
Deposit:        £2,000.00

1. You may end this agreement by giving notice in writing.
2. The vehicle remains our property until all payments have been made.`;

/** Every template with sample content, branded with `brand` where the real mail would be. */
export const MAIL_TEMPLATES: Record<MailTemplateName, (brand: MailBrand) => MailTemplate> = {
  signing_request: (brand) =>
    signingRequest({
      brand,
      customerName,
      documentTitles,
      link: signLink,
      expiresAt,
      notes: 'Please check the delivery date on the invoice.\nCall me if anything is unclear.',
    }),
  reminder: (brand) => reminder({ brand, customerName, documentTitles, link: signLink, expiresAt }),
  signed_copy: (brand) => signedCopy({ brand, customerName, documentTitles }),
  text_version: (brand) =>
    textVersion({
      brand,
      customerName,
      documentTitle: 'Hire-Purchase Agreement',
      message: `Hello ${customerName},\n\nHere is the text of your agreement to read before you sign.`,
      text: sampleText,
    }),
  dealer_notification: () =>
    dealerNotification({ kind: 'customer_completed', customerName, documentTitles, link: dashboardLink }),
  dealer_nudge: () =>
    dealerNudge({
      name: dealerName,
      overdueCount: 12,
      customers: [`${customerName} (9 days)`, 'Tom Okafor (6 days)', 'Lena Novak (4 days)'],
      overdueDays: 3,
      link: dashboardLink,
    }),
  password_reset: () =>
    passwordReset({ name: dealerName, link: 'https://example.invalid/reset-password?token=sample' }),
  set_password: (brand) =>
    setPassword({
      name: dealerName,
      dealershipName: brand.dealershipName,
      link: 'https://example.invalid/reset-password?token=sample',
    }),
  welcome_day_0: (brand) =>
    welcome({ name: dealerName, dealershipName: brand.dealershipName, day: 0, dashboardLink }),
  welcome_day_3: (brand) =>
    welcome({ name: dealerName, dealershipName: brand.dealershipName, day: 3, dashboardLink }),
  welcome_day_7: (brand) =>
    welcome({ name: dealerName, dealershipName: brand.dealershipName, day: 7, dashboardLink }),
  demo_request: () =>
    demoRequest({
      contactName: 'Priya Shah',
      phoneNumber: '01632 960 456',
      email: 'priya@example.invalid',
      websiteDomain: 'shah-motors.example.invalid',
      preferredDay: 'Thursday 26 November 2026',
      preferredCallTime: '10:00-11:00',
      notes: 'We have two sites and would like both managers on the call.',
      link: 'https://example.invalid/admin-smtp',
    }),
};
