import type { FastifyInstance } from 'fastify';
import { settingsApi as api } from '../../../shared/api/settings.ts';
import { route } from '../../lib/api-route.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { getDealerSettings, updateDealerSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireUser);

  // Never cached (spec A §7): the header shows a new logo or name at once.
  route(app, api.get, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDealerSettings(app.deps.db, signedInUser(request).id);
  });

  route(app, api.update, { onRequest: requireManager }, async (request) =>
    updateDealerSettings(app.deps.db, signedInUser(request).id, request.body),
  );
}
