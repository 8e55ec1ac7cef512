import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerSigningApi as api } from '../../../shared/api/customer-signing.ts';
import { route } from '../../lib/http/api-route.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import * as service from './customer-signing.service.ts';

const client = (request: FastifyRequest): service.Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export async function customerSigningRoutes(app: FastifyInstance) {
  const ctx = app.deps;

  route(app, api.session, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.openSession(ctx, request.params.token, client(request));
  });

  route(app, api.documentPdf, {}, async (request, reply) => {
    const file = await service.documentPdf(ctx, request.params.token, request.params.id);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('inline', `${file.title}.pdf`))
      .send(file.bytes);
  });

  // A page of the document as an image (AVIF for a browser that accepts it, else WebP), drawn on the
  // server; w picks the phone or desktop width.
  route(app, api.pageImage, {}, async (request, reply) => {
    const { token: link, id, page } = request.params;
    const accept = request.headers.accept;
    const image = await service.documentPageImage(ctx, link, id, page, request.query.w, accept);
    // Private: the image is the customer's document, only for this browser, never a shared cache.
    return reply
      .type(image.type)
      .header('cache-control', 'private, max-age=86400')
      .header('vary', 'accept')
      .send(image.bytes);
  });

  route(app, api.progress, {}, async (request) => {
    await service.recordProgress(ctx, request.params.token, request.body, client(request));
    return { ok: true };
  });

  route(app, api.signature, {}, async (request) =>
    // The cookie tells the dealer's handed-over device (signed in person: no one-time code) from any other.
    service.saveSignature(ctx, request.params.token, request.body, {
      ...client(request),
      cookie: request.headers.cookie,
    }),
  );

  route(app, api.submit, {}, async (request) =>
    // The cookie tells a submit on the dealer's handed-over device (signed in person) from any other.
    service.submit(ctx, request.params.token, { ...client(request), cookie: request.headers.cookie }),
  );

  // The customer's choice from the page's language menu; the page then loads again in it.
  route(app, api.language, {}, async (request) =>
    service.chooseLanguage(ctx, request.params.token, request.body.language),
  );

  // A signer of a request with several signers declines: the whole set stops, the dealer is told.
  route(app, api.decline, {}, async (request) =>
    service.decline(ctx, request.params.token, request.body.reason, client(request)),
  );
}
