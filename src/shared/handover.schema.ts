// "Sign in person": whether the dealer's session is handed over to a customer, and the unlock form.
import { z } from 'zod';

export const handoverUnlockSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
});
export type HandoverUnlockInput = z.infer<typeof handoverUnlockSchema>;

export type HandoverState =
  | { active: false }
  | { active: true; requestId: string; customerName: string; signUrl: string };
