import { z } from 'zod';

/** The JSON body of every error answer of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /**
   * The numbers the message names (tries left, minutes to wait), so a page that words the code in the
   * reader's own language can say them too.
   */
  values: z.record(z.string(), z.number()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
