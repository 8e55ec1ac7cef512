import type { FastifyInstance } from 'fastify';
import { sitesApi as api } from '../../../shared/api/team.ts';
import { route } from '../../lib/http/api-route.ts';
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

  // A site's own logo is uploaded through features/branding (POST /api/sites/:id/logo).
  route(app, api.removeLogo, { onRequest: requireManager }, async (request) =>
    service.removeSiteLogo(app.deps, signedInUser(request).id, request.params.id),
  );

  // Public, like the dealership's logo: the site's customers' e-mails show it from their mail client.
  route(app, api.logo, {}, async (request, reply) => {
    const bytes = await service.siteLogoFile(app.deps, request.params.id);
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes);
  });
}
