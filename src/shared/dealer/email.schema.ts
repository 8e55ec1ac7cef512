import { z } from 'zod';
import { safeText } from '../text-safety.ts';

/**
 * Every mail the platform sends, in one list: the name each delivery is logged under, the name /email-test
 * shows, and whether it wears the dealer's brand (the rest are ours and ignore the brand a preview passes).
 */
export const MAIL_TEMPLATE_LIST = {
  signing_request: { label: 'Signing request', customerFacing: true },
  reminder: { label: 'Reminder', customerFacing: true },
  signed_copy: { label: 'Signed copy', customerFacing: true },
  text_version: { label: 'Text version of a document', customerFacing: true },
  dealer_notification: { label: 'Dealer notification', customerFacing: false },
  dealer_nudge: { label: 'Nudge from the platform (overdue customers)', customerFacing: false },
  password_reset: { label: 'Password reset', customerFacing: false },
  set_password: { label: 'Set your password', customerFacing: false },
  welcome_day_0: { label: 'Welcome (day 0)', customerFacing: false },
  welcome_day_3: { label: 'Welcome (day 3)', customerFacing: false },
  welcome_day_7: { label: 'Welcome (day 7)', customerFacing: false },
  demo_request: { label: 'Demo request (to administrators)', customerFacing: false },
} as const;
export type MailTemplateName = keyof typeof MAIL_TEMPLATE_LIST;
/** Kept for the screens: a template's name as /email-test shows it. */
export const MAIL_TEMPLATE_LABELS = Object.fromEntries(
  Object.entries(MAIL_TEMPLATE_LIST).map(([name, t]) => [name, t.label]),
) as Record<MailTemplateName, string>;
export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATE_LIST) as MailTemplateName[];
export type PreviewTemplateName = MailTemplateName;
const templateNames = MAIL_TEMPLATE_NAMES as [MailTemplateName, ...MailTemplateName[]];

/** POST /api/preview-email: renders a template with sample data and the dealer's branding, sends nothing. */
export const previewEmailSchema = z.object({
  testMode: z.literal(true, { error: 'Previews are rendered in test mode only' }),
  template: z.enum(templateNames, { error: 'Unknown template' }).default('signing_request'),
});
export const emailPreviewSchema = z.object({
  template: z.enum(templateNames),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** POST /api/test-email: a sample signing e-mail to an address of the dealer's choice. */
export const emailTestSchema = z.object({
  customerEmail: z.email('Valid email is required'),
  customerName: safeText(z.string()).trim().min(1, 'Customer name is required').max(200),
  documentTitle: safeText(z.string()).trim().min(1, 'Document title is required').max(200),
});
export type EmailTestInput = z.infer<typeof emailTestSchema>;

/** POST /api/admin/test-welcome-email. */
export const welcomeTestSchema = z.object({
  email: z.email('Valid email is required'),
  name: safeText(z.string()).trim().min(1, 'Name is required').max(200),
  dayNumber: z.coerce.number().refine((d) => d === 0 || d === 3 || d === 7, 'Day must be 0, 3 or 7'),
});
export type WelcomeTestInput = z.infer<typeof welcomeTestSchema>;
