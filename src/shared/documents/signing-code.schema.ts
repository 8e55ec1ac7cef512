// The one-time code's calls as zod (the figures and words the signing page needs are in signing-code.ts).
import { z } from 'zod';
import { CODE_DIGITS } from './signing-code.ts';

/** POST /api/sign/{token}/code: a code is on its way. */
export const codeSentSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** The number or address, masked: "07•••••123". */
  sentTo: z.string(),
  /** When this code stops working (10 minutes on). */
  expiresAt: z.string(),
  /** How many more codes this signer may be sent in the hour that began with their first. */
  codesLeft: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /api/sign/{token}/code/verify. */
export const verifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), `Please enter the ${CODE_DIGITS} digits of the code`),
    ),
});

export const codeVerifiedSchema = z.object({
  verified: z.literal(true),
  /**
   * Send it as `codeKey` with each signature (POST …/signature) for the rest of this signing session
   * (12 hours): it shows the signature comes from the browser that entered the code.
   */
  codeKey: z.string(),
  sentTo: z.string(),
});
export type CodeVerified = z.infer<typeof codeVerifiedSchema>;
