import type { FastifyInstance } from 'fastify';
import { adminDashboardApi as api } from '../../../../shared/api/admin-dashboard.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import {
  createDealer,
  listDealers,
  resetDealerPassword,
  suspendDealer,
  unsuspendDealer,
} from './dealers.service.ts';

export async function dealerAdminRoutes(app: FastifyInstance) {
  // The spec's array, a page at a time: ?limit (default 100), ?offset from the Link header, ?q to search.
  route(app, api.dealers, { onRequest: requireAdmin, fast: true }, async (request, reply) => {
    const page = await listDealers(app.deps, request.query);
    if (page.next !== null) {
      const params = new URLSearchParams();
      if (page.q) params.set('q', page.q);
      params.set('limit', String(page.limit));
      params.set('offset', String(page.next));
      reply.header('link', `<${api.dealers.path}?${params.toString()}>; rel="next"`);
    }
    return page.items;
  });

  route(app, api.createDealer, { onRequest: requireAdmin }, async (request, reply) =>
    reply.code(201).send(await createDealer(app.deps, request.body, auditActor(request))),
  );

  route(app, api.resetDealerPassword, { onRequest: requireAdmin }, async (request) =>
    resetDealerPassword(app.deps, request.params.dealerId, auditActor(request)),
  );

  route(app, api.suspendDealer, { onRequest: requireAdmin }, async (request) =>
    suspendDealer(app.deps, request.params.dealerId, request.body.reason, auditActor(request)),
  );

  route(app, api.unsuspendDealer, { onRequest: requireAdmin }, async (request) =>
    unsuspendDealer(app.deps, request.params.dealerId, auditActor(request)),
  );
}
