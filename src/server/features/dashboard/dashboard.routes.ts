import type { FastifyInstance } from 'fastify';
import { fastResponse, serializerOf } from '../../lib/list-page.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { getDashboardStats, statsDay } from './dashboard.service.ts';

const count = { type: 'integer' } as const;
// The five counters of `DashboardStats`, serialised by fast-json-stringify.
const stats = {
  type: 'object',
  properties: {
    totalDocuments: count,
    totalCustomers: count,
    pendingRequests: count,
    completedToday: count,
    activeSignings: count,
  },
  required: ['totalDocuments', 'totalCustomers', 'pendingRequests', 'completedToday', 'activeSignings'],
} as const;
const serializeStats = serializerOf(stats);

export async function dashboardRoutes(app: FastifyInstance) {
  // Kept per dealer (lib/dealer-answers.ts) until their data changes or "today" moves on.
  app.get(
    '/api/dashboard/stats',
    { onRequest: requireUser, ...fastResponse(stats) },
    async (request, reply) => {
      const dealerId = signedInUser(request).id;
      const day = statsDay();
      return app.deps.dealerAnswers.send(
        request,
        reply,
        dealerId,
        `stats:${day.toISOString()}`,
        async () => ({
          json: serializeStats(await getDashboardStats(app.deps.db, dealerId, day)),
        }),
      );
    },
  );
}
