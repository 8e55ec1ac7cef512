import type { FastifyInstance } from 'fastify';
import { requireUser, signedInUser } from '../auth/session-guard.ts';
import { getDashboardStats } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', { onRequest: requireUser }, async (request) =>
    getDashboardStats(app.deps.db, signedInUser(request).id),
  );
}
