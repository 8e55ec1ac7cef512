import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declineSchema, progressSchema, signatureSchema } from '../../../shared/customer-signing.schema.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import * as service from './customer-signing.service.ts';

const token = z.object({ token: z.string().max(200) });
const client = (request: FastifyRequest): service.Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
// Public routes, reached with a link token: limited per address against guessing and abuse.
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export async function customerSigningRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ctx = app.deps;

  app.get('/api/sign/:token', { schema: { params: token }, config: limit(120) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.openSession(ctx, request.params.token, client(request));
  });

  app.get(
    '/api/sign/:token/documents/:id/download',
    { schema: { params: token.extend({ id: z.string().max(100) }) }, config: limit(120) },
    async (request, reply) => {
      const file = await service.documentPdf(ctx, request.params.token, request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('inline', `${file.title}.pdf`))
        .send(file.bytes);
    },
  );

  // A page of the document as an image (WebP), drawn on the server; w picks the phone or desktop width.
  app.get(
    '/api/sign/:token/documents/:id/pages/:page',
    {
      schema: {
        params: token.extend({ id: z.string().max(100), page: z.coerce.number().int().min(1).max(10_000) }),
        querystring: z.object({ w: z.coerce.number().int().min(1).max(4000).default(800) }),
      },
      config: limit(600),
    },
    async (request, reply) => {
      const { token: link, id, page } = request.params;
      const image = await service.documentPageImage(ctx, link, id, page, request.query.w);
      // Private: the image is the customer's document, only for this browser, never a shared cache.
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(image);
    },
  );

  app.post(
    '/api/sign/:token/progress',
    { schema: { params: token, body: progressSchema }, config: limit(120) },
    async (request) => {
      await service.recordProgress(ctx, request.params.token, request.body, client(request));
      return { ok: true };
    },
  );

  app.post(
    '/api/sign/:token/signature',
    { schema: { params: token, body: signatureSchema }, config: limit(30) },
    async (request) => service.saveSignature(ctx, request.params.token, request.body, client(request)),
  );

  app.post('/api/sign/:token/submit', { schema: { params: token }, config: limit(30) }, async (request) =>
    // The cookie tells a submit on the dealer's handed-over device (signed in person) from any other.
    service.submit(ctx, request.params.token, { ...client(request), cookie: request.headers.cookie }),
  );

  // A signer of a request with several signers declines: the whole set stops, the dealer is told.
  app.post(
    '/api/sign/:token/decline',
    { schema: { params: token, body: declineSchema }, config: limit(30) },
    async (request) => service.decline(ctx, request.params.token, request.body.reason, client(request)),
  );
}
