import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generalSettingsSchema } from '../../../shared/settings.schema.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { getDealerSettings, updateDealerSettings } from './settings.service.ts';

export async function settingsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser);

  // Never cached (spec A §7): the header shows a new logo or name at once.
  app.get('/api/dealer/settings', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDealerSettings(app.deps.db, signedInUser(request).id);
  });

  app.put(
    '/api/dealer/settings',
    { onRequest: requireManager, schema: { body: generalSettingsSchema } },
    async (request) => updateDealerSettings(app.deps.db, signedInUser(request).id, request.body),
  );
}
