import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDealerListQuerySchema,
  newDealerSchema,
  suspendDealerSchema,
} from '../../../../shared/admin.schema.ts';
import { fastResponse, nullable } from '../../../lib/list-page.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import {
  createDealer,
  listDealers,
  resetDealerPassword,
  suspendDealer,
  unsuspendDealer,
} from './dealers.service.ts';

const params = z.object({ dealerId: z.string().min(1).max(100) });

const text = { type: 'string' } as const;
const count = { type: 'integer' } as const;
// GET /api/admin/dealers's answer for fast-json-stringify: the fields of `AdminDealer` (spec B §3).
const dealerList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: text,
      email: text,
      firstName: nullable('string'),
      lastName: nullable('string'),
      dealershipName: nullable('string'),
      accountStatus: text,
      suspendedReason: nullable('string'),
      totalDocuments: count,
      totalCustomers: count,
      pendingRequests: count,
    },
    required: ['id', 'email', 'accountStatus', 'totalDocuments', 'totalCustomers', 'pendingRequests'],
  },
} as const;

export async function dealerAdminRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // The spec's array, a page at a time: ?limit (default 100), ?offset from the Link header, ?q to search.
  app.get(
    '/api/admin/dealers',
    { onRequest: requireAdmin, ...fastResponse(dealerList, { querystring: adminDealerListQuerySchema }) },
    async (request, reply) => {
      const page = await listDealers(app.deps, request.query);
      if (page.next !== null) {
        const params = new URLSearchParams();
        if (page.q) params.set('q', page.q);
        params.set('limit', String(page.limit));
        params.set('offset', String(page.next));
        reply.header('link', `</api/admin/dealers?${params.toString()}>; rel="next"`);
      }
      return page.items;
    },
  );

  app.post(
    '/api/admin/dealers',
    { onRequest: requireAdmin, schema: { body: newDealerSchema } },
    async (request, reply) =>
      reply.code(201).send(await createDealer(app.deps, request.body, auditActor(request))),
  );

  app.post(
    '/api/admin/dealers/:dealerId/reset-password',
    { onRequest: requireAdmin, schema: { params } },
    async (request) => resetDealerPassword(app.deps, request.params.dealerId, auditActor(request)),
  );

  app.post(
    '/api/admin/dealers/:dealerId/suspend',
    { onRequest: requireAdmin, schema: { params, body: suspendDealerSchema } },
    async (request) =>
      suspendDealer(app.deps, request.params.dealerId, request.body.reason, auditActor(request)),
  );

  app.post(
    '/api/admin/dealers/:dealerId/unsuspend',
    { onRequest: requireAdmin, schema: { params } },
    async (request) => unsuspendDealer(app.deps, request.params.dealerId, auditActor(request)),
  );
}
