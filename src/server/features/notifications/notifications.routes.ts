import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './notifications.service.ts';

export async function notificationRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/api/notifications', async (request) => service.listNotifications(db, signedInUser(request).id));

  app.post('/api/notifications/mark-all-read', async (request) =>
    service.markAllRead(db, signedInUser(request).id),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request) => service.markRead(db, signedInUser(request).id, request.params.id),
  );
}
