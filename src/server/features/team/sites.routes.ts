import type { FastifyInstance } from 'fastify';
import { sitesApi as api } from '../../../shared/api/team.ts';
import { route } from '../../lib/api-route.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './sites.service.ts';

export async function siteRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, api.list, { onRequest: requireUser }, async (request) =>
    service.listSites(db, signedInUser(request).id),
  );

  route(app, api.create, { onRequest: requireManager }, async (request, reply) =>
    reply.status(201).send(await service.createSite(db, signedInUser(request).id, request.body)),
  );

  route(app, api.update, { onRequest: requireManager }, async (request) =>
    service.updateSite(db, signedInUser(request).id, request.params.id, request.body),
  );

  route(app, api.remove, { onRequest: requireManager }, async (request) =>
    service.deleteSite(db, signedInUser(request).id, request.params.id),
  );
}
