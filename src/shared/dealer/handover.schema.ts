// "Sign in person": whether the dealer's session is handed over to a customer, and the unlock form.
import { z } from 'zod';

export const handoverUnlockSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
});

/**
 * Starting one: on a request with several signers, `signer` is the request_signers id of the one
 * who signs on the device (as `?signer=` names them for a signer's own link); a one-customer request has none.
 */
export const handoverStartQuerySchema = z.object({
  signer: z.uuid('signer is a signer of this request').optional(),
});

/**
 * Whether this session's dealer app is locked for a customer signing on the device. With several signers,
 * `customerName` and `signUrl` are the chosen signer's own, and `signerId` says which signer they are.
 */
export const handoverStateSchema = z.discriminatedUnion('active', [
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    requestId: z.string(),
    customerName: z.string(),
    signUrl: z.string(),
    signerId: z.string().optional(),
  }),
]);
export type HandoverState = z.infer<typeof handoverStateSchema>;
