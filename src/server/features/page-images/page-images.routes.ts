import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { dealerPageImage, dealerPageImages } from './dealer-page-images.service.ts';

// A malformed id answers 404 like an unknown one (the documents service checks it).
const params = z.object({ id: z.string().max(100) });

/** The dealer's own documents as page images (the field editor); the customer's are under /api/sign. */
export async function pageImageRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ctx = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/api/documents/:id/page-images', { schema: { params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return dealerPageImages(ctx, signedInUser(request).id, request.params.id);
  });

  app.get(
    '/api/documents/:id/page-images/:page',
    {
      schema: {
        params: params.extend({ page: z.coerce.number().int().min(1).max(10_000) }),
        querystring: z.object({ w: z.coerce.number().int().min(1).max(4000).default(800) }),
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const image = await dealerPageImage(ctx, signedInUser(request).id, id, page, request.query.w);
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(image);
    },
  );
}
