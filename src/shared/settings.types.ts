import { z } from 'zod';
import { SEND_CHANNELS } from './signing-request.types.ts';
import { smtpSettingsAnswerSchema } from './smtp.schema.ts';

/** GET /api/dealer/settings (spec A §3): branding, contact details and business e-mail (no password). */
export const dealerSettingsSchema = smtpSettingsAnswerSchema.extend({
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
  /** The ways a new request's link is preselected to go ('sms' only counts where the server can text). */
  defaultChannels: z.array(z.enum(SEND_CHANNELS)),
});
export type DealerSettings = z.infer<typeof dealerSettingsSchema>;
