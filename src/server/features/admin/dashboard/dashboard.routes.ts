import type { FastifyInstance } from 'fastify';
import { adminDashboardApi as api } from '../../../../shared/api/admin-dashboard.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { dashboardStats, pendingRequests } from './dashboard.service.ts';

// GET /api/admin/dealers (the dashboard's paged dealer list) is in dealers.routes.ts.
export async function adminDashboardRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, api.stats, { onRequest: requireAdmin }, async () => dashboardStats(app.deps));
  route(app, api.pendingRequests, { onRequest: requireAdmin }, async () => pendingRequests(db));
}
