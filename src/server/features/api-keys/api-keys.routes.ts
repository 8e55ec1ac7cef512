import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeysApi as api } from '../../../shared/api/api-keys.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './api-keys.service.ts';

export async function apiKeyRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);
  const owner = (request: FastifyRequest) => {
    const user = signedInUser(request);
    service.assertKeyManager(user, request.apiKeyScope !== null);
    return user;
  };

  route(app, api.list, {}, async (request) => service.listApiKeys({ db }, owner(request)));

  route(app, api.create, {}, async (request, reply) =>
    reply.status(201).send(await service.createApiKey({ db }, owner(request), request.body)),
  );

  route(app, api.revoke, {}, async (request) =>
    service.revokeApiKey({ db }, owner(request), request.params.id),
  );
}
