import type { FastifyInstance } from 'fastify';
import { signingRequestsApi as api } from '../../../shared/api/signing-requests.ts';
import { route, serializerOf } from '../../lib/http/api-route.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import { pageRequest, REQUESTS_PAGE_SIZE, sendDealerList } from '../../lib/http/list-page.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as signerLinks from './signer-links.service.ts';
import * as service from './signing-requests.service.ts';

const serializeRequests = serializerOf(api.list);

export async function signingRequestRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  // The spec's array, a page at a time: ?limit (default 25, REQUESTS_PAGE_SIZE), ?cursor from the Link
  // header, ?q to search.
  route(app, api.list, { fast: true }, async (request, reply) => {
    const page = pageRequest(request.query, REQUESTS_PAGE_SIZE);
    const customerId = request.query.customerId ?? null;
    const siteId = request.query.site ?? null;
    return sendDealerList(request, reply, page, {
      name: 'signing-requests',
      serialize: serializeRequests,
      load: () => service.listSigningRequests(db, signedInUser(request).id, page, customerId, siteId),
      filtered: customerId !== null || siteId !== null,
    });
  });

  route(app, api.create, {}, async (request, reply) => {
    const created = await service.createSigningRequest(app.deps, signedInUser(request), request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return reply.status(201).send(created);
  });

  route(app, api.get, {}, async (request) =>
    service.getSigningRequest(db, signedInUser(request).id, request.params.id),
  );

  route(app, api.cancel, {}, async (request) =>
    service.cancelSigningRequest(db, signedInUser(request), request.params.id),
  );

  route(app, api.documentPdf, {}, async (request, reply) => {
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
  });

  route(app, api.deliveries, {}, async (request) =>
    service.listDeliveries(db, signedInUser(request).id, request.params.id),
  );

  route(app, api.events, {}, async (request) =>
    service.listSigningEvents(db, signedInUser(request).id, request.params.id),
  );

  // The customer's link for Copy link, QR and WhatsApp: never cached, since it opens the documents.
  route(app, api.link, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const dealerId = signedInUser(request).id;
    const signer = request.query.signer;
    return signer
      ? signerLinks.getSignerLink(app.deps, dealerId, request.params.id, signer)
      : service.getSigningLink(app.deps, dealerId, request.params.id);
  });

  // Resend on a request with several signers: each signer whose turn it is and who has not signed.
  route(app, api.resendLinks, {}, async (request) =>
    signerLinks.resendSignerLinks(app.deps, signedInUser(request).id, request.params.id),
  );

  // The dealer's own link to countersign (a request with the dealer as a signer): never cached.
  route(app, api.countersignLink, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.getCountersignLink(app.deps, signedInUser(request), request.params.id);
  });

  route(app, api.linkShared, {}, async (request) =>
    service.recordLinkShared(db, signedInUser(request), request.params.id, request.body),
  );
}
