import type { FastifyInstance } from 'fastify';
import { dashboardApi as api } from '../../../shared/api/dashboard.ts';
import { route, serializerOf } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { getDashboardStats, statsDay } from './dashboard.service.ts';

const serializeStats = serializerOf(api.stats);

export async function dashboardRoutes(app: FastifyInstance) {
  // Kept per dealer (lib/http/dealer-answers.ts) until their data changes or "today" moves on.
  route(app, api.stats, { onRequest: requireUser, fast: true }, async (request, reply) => {
    const dealerId = signedInUser(request).id;
    const day = statsDay();
    return app.deps.dealerAnswers.send(request, reply, dealerId, `stats:${day.toISOString()}`, async () => ({
      json: serializeStats(await getDashboardStats(app.deps.db, dealerId, day)),
    }));
  });
}
