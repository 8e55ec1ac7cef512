import type { FastifyInstance } from 'fastify';
import { plansApi as api } from '../../../shared/api/plans.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { planOf, planUsage, setDealerPlan } from './plans.service.ts';

export async function planRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, api.usage, { onRequest: requireUser }, async (request) =>
    planUsage(db, signedInUser(request).id),
  );

  route(app, api.ofDealer, { onRequest: requireAdmin }, async (request) =>
    planOf(db, request.params.dealerId),
  );

  route(app, api.setForDealer, { onRequest: requireAdmin }, async (request) =>
    setDealerPlan(app.deps, request.params.dealerId, request.body.plan, {
      adminId: signedInUser(request).id,
      ip: request.ip,
    }),
  );
}
