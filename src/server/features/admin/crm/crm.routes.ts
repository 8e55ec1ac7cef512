import type { FastifyInstance } from 'fastify';
import { adminCrmApi as api } from '../../../../shared/api/admin-crm.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import {
  customerProgressOf,
  dealerCrmPage,
  dealerCrmSummary,
  nudgeDealer,
  sendReminders,
} from './crm.service.ts';

export async function crmAdminRoutes(app: FastifyInstance) {
  // The spec's answer (an array of CRM rows), paged: how many match in `X-Total-Count`, the next page in
  // a `Link: <…>; rel="next"` header (same search, status and sort).
  route(app, api.dealers, { onRequest: requireAdmin, fast: true }, async (request, reply) => {
    const page = await dealerCrmPage(app.deps, request.query);
    reply.header('x-total-count', String(page.total));
    if (page.next !== null) {
      const params = new URLSearchParams();
      for (const key of ['search', 'status', 'sort'] as const) {
        const value = request.query[key];
        if (value) params.set(key, value);
      }
      params.set('limit', String(page.limit));
      params.set('offset', String(page.next));
      reply.header('link', `<${api.dealers.path}?${params.toString()}>; rel="next"`);
    }
    return page.items;
  });

  route(app, api.summary, { onRequest: requireAdmin }, async () => dealerCrmSummary(app.deps));

  route(app, api.customerProgress, { onRequest: requireAdmin }, async (request) =>
    customerProgressOf(app.deps.db, request.params.dealerId),
  );

  route(app, api.sendReminders, { onRequest: requireAdmin }, async (request) =>
    sendReminders(app.deps, auditActor(request), request.body),
  );

  route(app, api.nudgeDealer, { onRequest: requireAdmin }, async (request) =>
    nudgeDealer(app.deps, auditActor(request), request.body.dealerId),
  );
}
