import { z } from 'zod';
import { pageImagesSchema } from '../documents/customer-signing.schema.ts';
import { calls, memberReads } from './contract.ts';

// A malformed id answers 404 like an unknown one (the documents service checks it).
const params = z.object({ id: z.string().max(100) });

/** The dealer's own documents as page images (the field editor); the customer's are under /api/sign. */
export const pageImagesApi = calls('Page images', {
  manifest: {
    ...memberReads,
    method: 'GET',
    path: '/api/documents/:id/page-images',
    summary:
      "A document's pages: each one's size, text and whether its image is drawn (asking starts the drawing)",
    params,
    answer: pageImagesSchema,
  },
  image: {
    ...memberReads,
    method: 'GET',
    path: '/api/documents/:id/page-images/:page',
    summary: 'One page as an image, ?w pixels wide: AVIF at the phone width when accepted, else WebP',
    params: params.extend({ page: z.coerce.number().int().min(1).max(10_000) }),
    query: z.object({ w: z.coerce.number().int().min(1).max(4000).default(800) }),
    file: ['image/avif', 'image/webp'],
  },
});
