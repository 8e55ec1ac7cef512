import { z } from 'zod';

/** The templates a dealer can preview at /email-test, with the names the screen shows. */
export const MAIL_TEMPLATE_LABELS = {
  signing_request: 'Signing request',
  reminder: 'Reminder',
  signed_copy: 'Signed copy',
  text_version: 'Text version of a document',
  dealer_notification: 'Dealer notification',
  password_reset: 'Password reset',
  set_password: 'Set your password',
  welcome_day_0: 'Welcome (day 0)',
  welcome_day_3: 'Welcome (day 3)',
  welcome_day_7: 'Welcome (day 7)',
} as const;
export type PreviewTemplateName = keyof typeof MAIL_TEMPLATE_LABELS;
const templateNames = Object.keys(MAIL_TEMPLATE_LABELS) as [PreviewTemplateName, ...PreviewTemplateName[]];

/** POST /api/preview-email: renders a template with sample data and the dealer's branding, sends nothing. */
export const previewEmailSchema = z.object({
  testMode: z.literal(true, { error: 'Previews are rendered in test mode only' }),
  template: z.enum(templateNames, { error: 'Unknown template' }).default('signing_request'),
});
export type PreviewEmailInput = z.input<typeof previewEmailSchema>;
export type EmailPreview = { template: PreviewTemplateName; subject: string; html: string; text: string };

/** POST /api/test-email (spec A §5 messages): a sample signing e-mail to an address of the dealer's choice. */
export const emailTestSchema = z.object({
  customerEmail: z.email('Valid email is required'),
  customerName: z.string().trim().min(1, 'Customer name is required').max(200),
  documentTitle: z.string().trim().min(1, 'Document title is required').max(200),
});
export type EmailTestInput = z.infer<typeof emailTestSchema>;

/** POST /api/admin/test-welcome-email (spec B §7). */
export const welcomeTestSchema = z.object({
  email: z.email('Valid email is required'),
  name: z.string().trim().min(1, 'Name is required').max(200),
  dayNumber: z.coerce.number().refine((d) => d === 0 || d === 3 || d === 7, 'Day must be 0, 3 or 7'),
});
export type WelcomeTestInput = z.infer<typeof welcomeTestSchema>;
