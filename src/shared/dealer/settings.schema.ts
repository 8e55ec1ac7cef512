import { z } from 'zod';
import { SIGNING_CODE_MODES } from '../documents/signing-code.ts';
import { sendChannelsSchema } from '../documents/signing-request.types.ts';
import { customerLanguageSchema } from '../i18n/language.schema.ts';
import { isOneLine, safeText, stripBidiControls } from '../text-safety.ts';

/** A #rrggbb colour, as the brand colour pickers give it. */
export const colour = safeText(z.string())
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Invalid color format');
/** Optional free text of at most `max` characters; empty is null. */
export const optionalText = (max: number) =>
  safeText(z.string())
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** PUT /api/dealer/settings: the General Settings form. */
export const generalSettingsSchema = z.object({
  dealershipName: safeText(z.string())
    .trim()
    .min(1, 'Dealership name is required')
    .max(200, 'At most 200 characters')
    .refine(isOneLine, 'The dealership name must be on one line')
    .transform(stripBidiControls),
  dealershipAddress: optionalText(500),
  dealershipPhone: optionalText(40),
  dealershipWhatsapp: optionalText(40),
  dealershipWebsite: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Invalid website URL' })])
    .nullish()
    .transform((v) => v || null),
  primaryColor: colour,
  secondaryColor: colour,
  // Goes into the From header of the dealer's mail.
  emailFromName: safeText(z.string())
    .trim()
    .max(100, 'At most 100 characters')
    .refine(isOneLine, 'The sender name must be on one line')
    .nullish()
    .transform((v) => (v ? stripBidiControls(v) : null)),
  emailSignature: optionalText(1000),
  /** The language of the dealership's customers who have none of their own; absent → unchanged. */
  language: customerLanguageSchema.optional(),
  /** How Create Request, Resend and the send page preselect the link's way; absent → unchanged. */
  defaultChannels: sendChannelsSchema.optional(),
  /** When a signer enters a one-time code before their first signature; absent → unchanged. */
  signingCode: z.enum(SIGNING_CODE_MODES).optional(),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsSchema>;
export type GeneralSettingsForm = z.input<typeof generalSettingsSchema>;
