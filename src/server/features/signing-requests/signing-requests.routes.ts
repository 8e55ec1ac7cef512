import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signingRequestSchema } from '../../../shared/signing-request.types.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requireUser, signedInUser } from '../auth/session-guard.ts';
import * as service from './signing-requests.service.ts';

const params = z.object({ id: z.uuid() });

export async function signingRequestRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/signing-requests',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(500) }) } },
    async (request) => service.listSigningRequests(db, signedInUser(request).id, request.query.limit),
  );

  app.post('/api/signing-requests', { schema: { body: signingRequestSchema } }, async (request, reply) => {
    const created = await service.createSigningRequest(app.deps, signedInUser(request), request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return reply.status(201).send(created);
  });

  app.get('/api/signing-requests/:id', { schema: { params } }, async (request) =>
    service.getSigningRequest(db, signedInUser(request).id, request.params.id),
  );

  app.post('/api/signing-requests/:id/cancel', { schema: { params } }, async (request) =>
    service.cancelSigningRequest(db, signedInUser(request).id, request.params.id),
  );

  app.get(
    '/api/signing-requests/:id/documents/:documentId/download',
    { schema: { params: params.extend({ documentId: z.uuid() }) } },
    async (request, reply) => {
      const file = await service.requestDocumentPdf(
        app.deps,
        signedInUser(request).id,
        request.params.id,
        request.params.documentId,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('inline', file.filename))
        .send(file.bytes);
    },
  );

  app.get('/api/signing-requests/:id/deliveries', { schema: { params } }, async (request) =>
    service.listDeliveries(db, signedInUser(request).id, request.params.id),
  );

  app.get('/api/signing-requests/:id/events', { schema: { params } }, async (request) =>
    service.listSigningEvents(db, signedInUser(request).id, request.params.id),
  );
}
