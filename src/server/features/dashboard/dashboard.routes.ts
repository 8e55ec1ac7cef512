import type { FastifyInstance } from 'fastify';
import { requireUser, signedInUser } from '../../plugins/session.ts';
import { dashboardStats } from './dashboard.repo.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', { preHandler: requireUser }, async (request) =>
    dashboardStats(app.deps.db, signedInUser(request).id),
  );
}
