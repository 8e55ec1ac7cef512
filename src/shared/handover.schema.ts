// "Sign in person": whether the dealer's session is handed over to a customer, and the unlock form.
import { z } from 'zod';

export const handoverUnlockSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
});
export type HandoverUnlockInput = z.infer<typeof handoverUnlockSchema>;

/** Whether this session's dealer app is locked for a customer signing on the device. */
export const handoverStateSchema = z.discriminatedUnion('active', [
  z.object({ active: z.literal(false) }),
  z.object({ active: z.literal(true), requestId: z.string(), customerName: z.string(), signUrl: z.string() }),
]);
export type HandoverState = z.infer<typeof handoverStateSchema>;
