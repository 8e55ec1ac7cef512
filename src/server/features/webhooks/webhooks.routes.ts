import type { FastifyInstance } from 'fastify';
import { webhooksApi as api } from '../../../shared/api/webhooks.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './webhooks.service.ts';

// Owner and managers only (a sales member gets 403); every id is looked up within the dealership (404).
export async function webhookRoutes(app: FastifyInstance) {
  const ctx = app.deps;
  app.addHook('onRequest', requireUser);
  const managers = { onRequest: requireManager };

  route(app, api.list, managers, async (request) => service.listWebhooks(ctx, signedInUser(request)));

  route(app, api.create, managers, async (request, reply) =>
    reply.status(201).send(await service.createWebhook(ctx, signedInUser(request), request.body)),
  );

  route(app, api.update, managers, async (request) =>
    service.updateWebhook(ctx, signedInUser(request), request.params.id, request.body),
  );

  route(app, api.remove, managers, async (request) =>
    service.deleteWebhook(ctx, signedInUser(request), request.params.id),
  );

  route(app, api.test, managers, async (request, reply) =>
    reply.status(202).send(await service.sendTest(ctx, signedInUser(request), request.params.id)),
  );

  route(app, api.deliveries, managers, async (request) =>
    service.listDeliveries(ctx, signedInUser(request), request.params.id),
  );

  route(app, api.redeliver, managers, async (request, reply) =>
    reply
      .status(202)
      .send(
        await service.redeliver(ctx, signedInUser(request), request.params.id, request.params.deliveryId),
      ),
  );
}
