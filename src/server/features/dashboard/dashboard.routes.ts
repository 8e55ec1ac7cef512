import type { FastifyInstance } from 'fastify';
import { fastResponse } from '../../lib/list-page.ts';
import { requireUser, signedInUser } from '../auth/session-guard.ts';
import { getDashboardStats } from './dashboard.service.ts';

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

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/stats', { onRequest: requireUser, ...fastResponse(stats) }, async (request) =>
    getDashboardStats(app.deps.db, signedInUser(request).id),
  );
}
