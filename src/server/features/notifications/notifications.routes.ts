import type { FastifyInstance } from 'fastify';
import { notificationsApi as api } from '../../../shared/api/notifications.ts';
import { route, serializerOf } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './notifications.service.ts';

const serializeNotifications = serializerOf(api.list);
const serializeUnread = serializerOf(api.unread);

export async function notificationRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  // Asked by every signed-in screen (the bell) and drawn into the dashboard: kept as finished bytes per
  // dealership like the lists' first pages (lib/http/dealer-answers.ts), dropped when its notifications
  // change (the 0021 migration's triggers on notifications). Made afresh, it was 100 rows checked by zod
  // and compressed on every call.
  route(app, api.list, { fast: true }, async (request, reply) => {
    const dealerId = signedInUser(request).id;
    return app.deps.dealerAnswers.send(request, reply, dealerId, 'notifications', async () => ({
      json: serializeNotifications(await service.listNotifications(db, dealerId)),
    }));
  });

  // The bell's figure: the dashboard drawn on the server carries this instead of the hundred notifications
  // (23 KB of a busy dealer's page, which then no longer fitted the connection's first round trip).
  route(app, api.unread, { fast: true }, async (request, reply) => {
    const dealerId = signedInUser(request).id;
    return app.deps.dealerAnswers.send(request, reply, dealerId, 'notifications:unread', async () => ({
      json: serializeUnread(await service.unreadCount(db, dealerId)),
    }));
  });

  route(app, api.markAllRead, {}, async (request) => service.markAllRead(db, signedInUser(request).id));

  route(app, api.markRead, {}, async (request) =>
    service.markRead(db, signedInUser(request).id, request.params.id),
  );
}
