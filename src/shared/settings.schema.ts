import { z } from 'zod';

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Invalid color format');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** PUT /api/dealer/settings: the General Settings form (spec A §5 messages). */
export const generalSettingsSchema = z.object({
  dealershipName: z.string().trim().min(1, 'Dealership name is required').max(200, 'At most 200 characters'),
  dealershipAddress: optionalText(500),
  dealershipPhone: optionalText(40),
  dealershipWhatsapp: optionalText(40),
  dealershipWebsite: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Invalid website URL' })])
    .nullish()
    .transform((v) => v || null),
  primaryColor: colour,
  secondaryColor: colour,
  emailFromName: optionalText(100),
  emailSignature: optionalText(1000),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsSchema>;
export type GeneralSettingsForm = z.input<typeof generalSettingsSchema>;
