import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteSchema } from '../../../shared/team.schema.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './sites.service.ts';

export async function siteRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const params = z.object({ id: z.uuid() });

  app.get('/api/sites', { onRequest: requireUser }, async (request) =>
    service.listSites(db, signedInUser(request).id),
  );

  app.post(
    '/api/sites',
    { onRequest: requireManager, schema: { body: siteSchema } },
    async (request, reply) =>
      reply.status(201).send(await service.createSite(db, signedInUser(request).id, request.body)),
  );

  app.put(
    '/api/sites/:id',
    { onRequest: requireManager, schema: { params, body: siteSchema } },
    async (request) => service.updateSite(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete('/api/sites/:id', { onRequest: requireManager, schema: { params } }, async (request) =>
    service.deleteSite(db, signedInUser(request).id, request.params.id),
  );
}
