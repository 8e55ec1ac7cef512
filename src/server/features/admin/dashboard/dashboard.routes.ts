import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { dashboardStats, pendingRequests } from './dashboard.service.ts';

// GET /api/admin/dealers (the dashboard's paged dealer list) is in dealers.routes.ts.
export async function adminDashboardRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/api/admin/dashboard/stats', { onRequest: requireAdmin }, async () => dashboardStats(app.deps));
  app.get('/api/admin/signing-requests/pending', { onRequest: requireAdmin }, async () =>
    pendingRequests(db),
  );
}
