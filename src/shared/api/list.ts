// The query every paged list takes (customers, documents, signing requests): the answer is the spec's array,
// a page at a time; the next page's address comes in the `Link: <…>; rel="next"` header.
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 100;
/**
 * The signing requests' page when none is asked for: each carries its customer, documents, latest e-mail and
 * signers (about 750 bytes), so a hundred made a 75 KB answer whose making and compressing, not its query,
 * was most of a busy dealer's wait. The tab loads the next page as the dealer scrolls, as before.
 */
export const REQUESTS_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
