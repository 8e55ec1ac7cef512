import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notification } from '../../../shared/signing-request.types.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUser, signedInUser } from '../auth/session-guard.ts';
import * as repo from './notifications.repo.ts';

export async function notificationRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('preHandler', requireUser);

  app.get('/api/notifications', async (request): Promise<Notification[]> => {
    const rows = await repo.listNotifications(db, signedInUser(request).id);
    return rows.map((n) => ({
      id: n.id,
      type: n.type,
      message: n.message,
      signingRequestId: n.signingRequestId,
      sentAt: n.sentAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
    }));
  });

  app.post('/api/notifications/mark-all-read', async (request) => {
    const updated = await repo.markAllNotificationsRead(db, signedInUser(request).id);
    return { updated };
  });

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request) => {
      const found = await repo.markNotificationRead(db, signedInUser(request).id, request.params.id);
      if (!found) throw notFound('Notification not found');
      return { message: 'Notification marked as read' };
    },
  );
}
