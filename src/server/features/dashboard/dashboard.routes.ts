import type { FastifyInstance } from 'fastify';
import { requireUser, signedInUser } from '../auth/session-guard.ts';
import { dashboardStats } from './dashboard.repo.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', { preHandler: requireUser }, async (request) =>
    dashboardStats(app.deps.db, signedInUser(request).id),
  );
}
