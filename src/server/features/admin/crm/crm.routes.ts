import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crmListQuerySchema,
  nudgeDealerSchema,
  sendRemindersSchema,
} from '../../../../shared/admin-crm.schema.ts';
import { fastResponse, nullable } from '../../../lib/list-page.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import {
  customerProgressOf,
  dealerCrmPage,
  dealerCrmSummary,
  nudgeDealer,
  sendReminders,
} from './crm.service.ts';

const text = { type: 'string' } as const;
const count = { type: 'integer' } as const;
const crmFields = {
  id: text,
  dealershipName: nullable('string'),
  firstName: nullable('string'),
  lastName: nullable('string'),
  email: text,
  dealershipPhone: nullable('string'),
  dealershipAddress: nullable('string'),
  dealershipWebsite: nullable('string'),
  status: text,
  accountStatus: text,
  smtpEnabled: { type: 'boolean' },
  totalCustomers: count,
  completedSigns: count,
  pendingSigns: count,
  overdueReminders: count,
  completionRate: { type: 'number' },
  lastActive: nullable('string'),
  avgTimeToSign: nullable('number'),
  createdAt: text,
} as const;
// GET /api/admin/dealers-crm's answer for fast-json-stringify: an array of spec B §3 "Dealer CRM row".
const crmList = {
  type: 'array',
  items: { type: 'object', properties: crmFields, required: Object.keys(crmFields) },
} as const;

export async function crmAdminRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The spec's answer (an array of CRM rows), paged: how many match in `X-Total-Count`, the next page in
  // a `Link: <…>; rel="next"` header (same search, status and sort).
  app.get(
    '/api/admin/dealers-crm',
    { onRequest: requireAdmin, ...fastResponse(crmList, { querystring: crmListQuerySchema }) },
    async (request, reply) => {
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
        reply.header('link', `</api/admin/dealers-crm?${params.toString()}>; rel="next"`);
      }
      return page.items;
    },
  );

  app.get('/api/admin/dealers-crm/summary', { onRequest: requireAdmin }, async () =>
    dealerCrmSummary(app.deps),
  );

  app.get(
    '/api/admin/customer-progress/:dealerId',
    { onRequest: requireAdmin, schema: { params: z.object({ dealerId: z.string().min(1).max(100) }) } },
    async (request) => customerProgressOf(app.deps.db, request.params.dealerId),
  );

  app.post(
    '/api/admin/send-reminders',
    { onRequest: requireAdmin, schema: { body: sendRemindersSchema } },
    async (request) => sendReminders(app.deps, auditActor(request), request.body),
  );

  app.post(
    '/api/admin/nudge-dealer',
    { onRequest: requireAdmin, schema: { body: nudgeDealerSchema } },
    async (request) => nudgeDealer(app.deps, auditActor(request), request.body.dealerId),
  );
}
