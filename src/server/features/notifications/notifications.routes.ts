import type { FastifyInstance } from 'fastify';
import { notificationsApi as api } from '../../../shared/api/notifications.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './notifications.service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  route(app, api.list, {}, async (request) => service.listNotifications(db, signedInUser(request).id));

  route(app, api.markAllRead, {}, async (request) => service.markAllRead(db, signedInUser(request).id));

  route(app, api.markRead, {}, async (request) =>
    service.markRead(db, signedInUser(request).id, request.params.id),
  );
}
