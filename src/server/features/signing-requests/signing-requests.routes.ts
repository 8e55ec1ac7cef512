import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkSharedSchema, signingRequestSchema } from '../../../shared/signing-request.types.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import {
  fastResponse,
  listQuerySchema,
  nullable,
  pageRequest,
  sendDealerList,
  serializerOf,
} from '../../lib/list-page.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './signing-requests.service.ts';

const params = z.object({ id: z.uuid() });

const text = { type: 'string' } as const;
// GET /api/signing-requests's answer for fast-json-stringify: the fields of `SigningRequestSummary`.
const requestList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: text,
      status: text,
      notes: nullable('string'),
      sentAt: nullable('string'),
      completedAt: nullable('string'),
      createdAt: text,
      expiresAt: nullable('string'),
      customerId: text,
      customer: { type: 'object', properties: { name: text, email: text }, required: ['name', 'email'] },
      documentIds: { type: 'array', items: text },
      delivery: {
        type: ['object', 'null'],
        properties: { status: text, attempts: { type: 'integer' }, lastError: nullable('string') },
      },
      documents: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: text,
            title: text,
            documentType: text,
            pageCount: { type: 'integer' },
            sealedSha256: nullable('string'),
          },
        },
      },
      // Only on a request with several signers (absent, so left out, for one customer).
      order: text,
      signers: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: text,
            position: { type: 'integer' },
            slot: text,
            role: text,
            name: text,
            email: text,
            customerId: nullable('string'),
            status: text,
            sentAt: nullable('string'),
            finishedAt: nullable('string'),
            declineReason: nullable('string'),
          },
        },
      },
    },
    required: ['id', 'status', 'createdAt', 'customerId', 'customer', 'documentIds', 'documents'],
  },
} as const;

const serializeRequests = serializerOf(requestList);
// ?customerId narrows the list to one customer's requests (Resend ticks their latest request's documents).
const requestListQuery = listQuerySchema.extend({
  customerId: z.uuid().optional(),
  site: z.uuid().optional(),
});

export async function signingRequestRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  // The spec's array, a page at a time: ?limit (default 100), ?cursor from the Link header, ?q to search.
  app.get(
    '/api/signing-requests',
    fastResponse(requestList, { querystring: requestListQuery }),
    async (request, reply) => {
      const page = pageRequest(request.query);
      const customerId = request.query.customerId ?? null;
      const siteId = request.query.site ?? null;
      return sendDealerList(request, reply, page, {
        name: 'signing-requests',
        serialize: serializeRequests,
        load: () => service.listSigningRequests(db, signedInUser(request).id, page, customerId, siteId),
        filtered: customerId !== null || siteId !== null,
      });
    },
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
    service.cancelSigningRequest(db, signedInUser(request), request.params.id),
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

  // The customer's link for Copy link, QR and WhatsApp: never cached, since it opens the documents.
  app.get('/api/signing-requests/:id/link', { schema: { params } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.getSigningLink(app.deps, signedInUser(request).id, request.params.id);
  });

  // The dealer's own link to countersign (a request with the dealer as a signer): never cached.
  app.get('/api/signing-requests/:id/countersign-link', { schema: { params } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.getCountersignLink(app.deps, signedInUser(request), request.params.id);
  });

  app.post(
    '/api/signing-requests/:id/link-shared',
    { schema: { params, body: linkSharedSchema } },
    async (request) =>
      service.recordLinkShared(db, signedInUser(request), request.params.id, request.body.via),
  );
}
