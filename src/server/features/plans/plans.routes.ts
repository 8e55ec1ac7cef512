import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPlanSchema } from '../../../shared/plans.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { planOf, planUsage, setDealerPlan } from './plans.service.ts';

export async function planRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/api/plan', { onRequest: requireUser }, async (request) =>
    planUsage(db, signedInUser(request).id),
  );

  const params = z.object({ dealerId: z.string().min(1).max(100) });
  app.get(
    '/api/admin/dealers/:dealerId/plan',
    { onRequest: requireAdmin, schema: { params } },
    async (request) => planOf(db, request.params.dealerId),
  );
  app.put(
    '/api/admin/dealers/:dealerId/plan',
    { onRequest: requireAdmin, schema: { params, body: setPlanSchema } },
    async (request) =>
      setDealerPlan(app.deps, request.params.dealerId, request.body.plan, {
        adminId: signedInUser(request).id,
        ip: request.ip,
      }),
  );
}
