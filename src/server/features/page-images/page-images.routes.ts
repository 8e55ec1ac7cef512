import type { FastifyInstance } from 'fastify';
import { pageImagesApi as api } from '../../../shared/api/page-images.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { dealerPageImage, dealerPageImages } from './dealer-page-images.service.ts';

/** The dealer's own documents as page images (the field editor); the customer's are under /api/sign. */
export async function pageImageRoutes(app: FastifyInstance) {
  const ctx = app.deps;
  app.addHook('onRequest', requireUser);

  route(app, api.manifest, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return dealerPageImages(ctx, signedInUser(request).id, request.params.id);
  });

  route(app, api.image, {}, async (request, reply) => {
    const { id, page } = request.params;
    const { w } = request.query;
    const image = await dealerPageImage(ctx, signedInUser(request).id, id, page, w, request.headers.accept);
    return reply
      .type(image.type)
      .header('cache-control', 'private, max-age=86400')
      .header('vary', 'accept')
      .send(image.bytes);
  });
}
