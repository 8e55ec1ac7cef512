import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dealsApi as api } from '../../../shared/api/deals.ts';
import { route } from '../../lib/http/api-route.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import { pageRequest, sendPage } from '../../lib/http/list-page.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as steps from './deal-steps.service.ts';
import * as service from './deals.service.ts';
import { writeDisclosure } from './disclosure.service.ts';
import { dealCertificate, dealEvidence } from './evidence.service.ts';
import * as grouping from './grouping.service.ts';
import * as lenders from './lenders.service.ts';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function dealRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);
  const dealerId = (request: FastifyRequest) => signedInUser(request).id;

  // A page at a time: ?limit, ?cursor from the Link header, ?q (agreement number, registration, customer).
  // Read afresh each time, never from the dealer's kept answers: a deal's status moves with its steps'
  // requests, whose changes those answers are not told of.
  route(app, api.list, { fast: true }, async (request, reply) => {
    const page = pageRequest(request.query);
    return sendPage(request, reply, page, await service.listDeals(db, dealerId(request), page));
  });
  route(app, api.create, {}, async (request, reply) =>
    reply.status(201).send(await service.createDeal(db, dealerId(request), request.body)),
  );
  route(app, api.get, {}, async (request) => service.getDeal(db, dealerId(request), request.params.id));
  route(app, api.update, {}, async (request) =>
    service.updateDeal(db, dealerId(request), request.params.id, request.body),
  );
  route(app, api.setDocuments, {}, async (request) =>
    service.setDocuments(db, dealerId(request), request.params.id, request.body.documents),
  );
  route(app, api.writeDisclosure, {}, async (request) =>
    writeDisclosure(app.deps, dealerId(request), request.params.id),
  );
  route(app, api.send, {}, async (request) =>
    service.sendDeal(
      app.deps,
      signedInUser(request),
      request.params.id,
      request.body.channels,
      client(request),
    ),
  );
  route(app, api.cancel, {}, async (request) =>
    service.cancelDeal(db, signedInUser(request), request.params.id),
  );
  route(app, api.certificate, {}, async (request, reply) => {
    const file = await dealCertificate(app.deps, dealerId(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('inline', file.fileName))
      .send(file.bytes);
  });
  route(app, api.evidence, {}, async (request, reply) => {
    const { stream, fileName } = await dealEvidence(app.deps, dealerId(request), request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  route(app, api.groupingOffers, {}, async (request) => grouping.groupingOffers(db, dealerId(request)));
  route(app, api.confirmGrouping, {}, async (request, reply) =>
    reply.status(201).send(await grouping.confirmGrouping(db, dealerId(request), request.body)),
  );

  route(app, api.lenders, {}, async (request) => lenders.listLenders(db, dealerId(request)));
  route(app, api.addLender, {}, async (request, reply) =>
    reply.status(201).send(await lenders.addLender(db, dealerId(request), request.body)),
  );
  route(app, api.updateLender, {}, async (request) =>
    lenders.updateLender(db, dealerId(request), request.params.id, request.body),
  );
  route(app, api.removeLender, {}, async (request) =>
    lenders.removeLender(db, dealerId(request), request.params.id),
  );
}

/** The customer's side, by the signing link's token (no session). */
export async function dealSignerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  route(app, api.signerDeal, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return steps.signerDeal(db, request.params.token);
  });
  route(app, api.acknowledge, {}, async (request) =>
    steps.acknowledge(db, request.params.token, request.body, client(request)),
  );
}
