import type { FastifyInstance } from 'fastify';
import { requireUser, signedInUser } from '../../plugins/session.ts';
import { getDealerSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/api/dealer/settings', { preHandler: requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDealerSettings(app.deps.db, signedInUser(request).id);
  });
}
