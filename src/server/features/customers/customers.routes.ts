import type { FastifyInstance } from 'fastify';
import { customersApi as api } from '../../../shared/api/customers.ts';
import { route, serializerOf } from '../../lib/http/api-route.ts';
import { pageRequest, sendDealerList } from '../../lib/http/list-page.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { siteForNewRecord } from '../team/index.ts';
import * as service from './customers.service.ts';

const serializeCustomers = serializerOf(api.list);

export async function customerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  // The spec's array, a page at a time: ?limit (default 100), ?cursor from the Link header, ?q to search.
  route(app, api.list, { fast: true }, async (request, reply) => {
    const page = pageRequest(request.query);
    const siteId = request.query.site ?? null;
    return sendDealerList(request, reply, page, {
      name: 'customers',
      serialize: serializeCustomers,
      load: () => service.listCustomers(db, signedInUser(request).id, page, siteId),
      filtered: siteId !== null,
    });
  });

  route(app, api.get, {}, async (request) =>
    service.getCustomer(db, signedInUser(request).id, request.params.id),
  );

  route(app, api.create, {}, async (request, reply) => {
    const user = signedInUser(request);
    const customer = await service.createCustomer(
      db,
      user.id,
      request.body,
      await siteForNewRecord(db, user),
    );
    return reply.status(201).send(customer);
  });

  route(app, api.update, {}, async (request) =>
    service.updateCustomer(db, signedInUser(request).id, request.params.id, request.body),
  );
}
