import type { FastifyInstance } from 'fastify';
import { adminCrmApi as api } from '../../../../shared/api/admin-crm.ts';
import { route, serializerOf } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import {
  customerProgressOf,
  dealerCrmPage,
  dealerCrmSummary,
  nudgeDealer,
  sendReminders,
} from './crm.service.ts';

const serializeProgress = serializerOf(api.customerProgress);

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

  // Up to 500 customers (140 KB for a busy dealer): written by the answer's fast serialiser and kept as
  // finished bytes with the dealer's own kept answers (lib/http/dealer-answers.ts), so they are dropped the
  // moment that dealer's data changes (a request, a signature, a reminder's mail). The days since sending
  // and the 24-hour reminder pause are read from the clock when made: a kept answer is at most a minute old.
  route(app, api.customerProgress, { onRequest: requireAdmin, fast: true }, async (request, reply) => {
    const { dealerId } = request.params;
    return app.deps.dealerAnswers.send(request, reply, dealerId, 'crm:customer-progress', async () => ({
      json: serializeProgress(await customerProgressOf(app.deps.db, dealerId)),
    }));
  });

  route(app, api.sendReminders, { onRequest: requireAdmin }, async (request) =>
    sendReminders(app.deps, auditActor(request), request.body),
  );

  route(app, api.nudgeDealer, { onRequest: requireAdmin }, async (request) =>
    nudgeDealer(app.deps, auditActor(request), request.body.dealerId),
  );
}
