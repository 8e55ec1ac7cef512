import { z } from 'zod';

export const suspendDealerSchema = z.object({
  reason: z.string().trim().min(1, 'A reason for suspension is required').max(500),
});
export type SuspendDealerInput = z.infer<typeof suspendDealerSchema>;
