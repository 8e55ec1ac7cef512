import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newDealerSchema, suspendDealerSchema } from '../../../shared/admin.schema.ts';
import { requireAdmin } from '../auth/session-guard.ts';
import { auditActor } from './audit.service.ts';
import { createDealer, resetDealerPassword, suspendDealer, unsuspendDealer } from './dealers.service.ts';

const params = z.object({ dealerId: z.string().min(1).max(100) });

export async function dealerAdminRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/admin/dealers',
    { onRequest: requireAdmin, schema: { body: newDealerSchema } },
    async (request, reply) =>
      reply.code(201).send(await createDealer(app.deps, request.body, auditActor(request))),
  );

  app.post(
    '/api/admin/dealers/:dealerId/reset-password',
    { onRequest: requireAdmin, schema: { params } },
    async (request) => resetDealerPassword(app.deps, request.params.dealerId, auditActor(request)),
  );

  app.post(
    '/api/admin/dealers/:dealerId/suspend',
    { onRequest: requireAdmin, schema: { params, body: suspendDealerSchema } },
    async (request) => suspendDealer(db, request.params.dealerId, request.body.reason, auditActor(request)),
  );

  app.post(
    '/api/admin/dealers/:dealerId/unsuspend',
    { onRequest: requireAdmin, schema: { params } },
    async (request) => unsuspendDealer(db, request.params.dealerId, auditActor(request)),
  );
}
