import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createApiKeySchema } from '../../../shared/api-keys.schema.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './api-keys.service.ts';

export async function apiKeyRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ctx = app.deps;
  const params = z.object({ id: z.uuid('API key not found') });
  const owner = (request: FastifyRequest) => {
    const user = signedInUser(request);
    service.assertKeyManager(user, request.apiKeyScope !== null);
    return user;
  };

  app.get('/api/api-keys', { onRequest: requireUser }, async (request) =>
    service.listApiKeys(ctx, owner(request)),
  );

  app.post(
    '/api/api-keys',
    { onRequest: requireUser, schema: { body: createApiKeySchema } },
    async (request, reply) =>
      reply.status(201).send(await service.createApiKey(ctx, owner(request), request.body)),
  );

  app.delete('/api/api-keys/:id', { onRequest: requireUser, schema: { params } }, async (request) =>
    service.revokeApiKey(ctx, owner(request), request.params.id),
  );
}
