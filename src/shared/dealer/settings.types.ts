import { z } from 'zod';
import { SIGNING_CODE_MODES } from '../documents/signing-code.ts';
import { SEND_CHANNELS } from '../documents/signing-request.types.ts';
import { CUSTOMER_LANGUAGES } from '../i18n/languages.ts';
import { type SmtpSettings, smtpSettingsAnswerSchema } from './smtp.schema.ts';

/**
 * GET /api/dealer/settings: branding, contact details and business e-mail (no password). The
 * business mail server (host, port, TLS, user, whether a password is kept) is for owners and managers, who
 * alone change it: a sales member's answer leaves those fields out.
 */
export const dealerSettingsSchema = smtpSettingsAnswerSchema
  .partial({ smtpHost: true, smtpPort: true, smtpSecure: true, smtpUser: true, smtpPasswordSet: true })
  .extend({
    dealershipName: z.string(),
    dealershipAddress: z.string().nullable(),
    dealershipPhone: z.string().nullable(),
    dealershipWhatsapp: z.string().nullable(),
    dealershipWebsite: z.string().nullable(),
    /** Path of the dealer's logo (a PNG made from what they uploaded), or null. */
    dealershipLogo: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    emailFromName: z.string().nullable(),
    emailSignature: z.string().nullable(),
    /** The language the dealership's customers read unless they have their own (English when never set). */
    language: z.enum(CUSTOMER_LANGUAGES),
    /** The ways a new request's link is preselected to go ('sms' only counts where the server can text). */
    defaultChannels: z.array(z.enum(SEND_CHANNELS)),
    /** When a signer enters a one-time code (by text, else e-mail) before their first signature. */
    signingCode: z.enum(SIGNING_CODE_MODES),
  });
export type DealerSettings = z.infer<typeof dealerSettingsSchema>;

/** The mail server's fields a sales member's settings answer leaves out. */
export const MAIL_SERVER_FIELDS = [
  'smtpHost',
  'smtpPort',
  'smtpSecure',
  'smtpUser',
  'smtpPasswordSet',
] as const;

/** The settings with the mail server's details, as an owner or a manager reads them; null without them. */
export const withMailServer = (s: DealerSettings): (DealerSettings & SmtpSettings) | null =>
  s.smtpHost !== undefined &&
  s.smtpPort !== undefined &&
  s.smtpSecure !== undefined &&
  s.smtpUser !== undefined &&
  s.smtpPasswordSet !== undefined
    ? {
        ...s,
        smtpHost: s.smtpHost,
        smtpPort: s.smtpPort,
        smtpSecure: s.smtpSecure,
        smtpUser: s.smtpUser,
        smtpPasswordSet: s.smtpPasswordSet,
      }
    : null;
