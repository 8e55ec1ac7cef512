// The control center's calls (spec B §7 "Admin: control center"), the backup download, and the broadcast
// banner every signed-in dealer reads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDealerActionSchema,
  dealersOverviewQuerySchema,
  maintenanceBodySchema,
} from '../../../../shared/admin-control-center.schema.ts';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { fastResponse, nullable } from '../../../lib/list-page.ts';
import { requireAdmin, requireUser } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import { currentBroadcast, runMaintenance } from '../maintenance/maintenance.service.ts';
import { backupDownload } from '../maintenance/maintenance-files.service.ts';
import { bulkDealerAction, controlCenterStats, dealersOverview } from './control-center.service.ts';

const text = { type: 'string' } as const;
const count = { type: 'integer' } as const;
// GET /api/admin/dealers-overview's answer for fast-json-stringify: `DealersOverviewPage`, its rows spec B §3
// "Dealer overview row".
const overviewPage = {
  type: 'object',
  properties: {
    dealers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: text,
          dealershipName: nullable('string'),
          firstName: nullable('string'),
          lastName: nullable('string'),
          email: text,
          status: text,
          suspendedReason: nullable('string'),
          smtpEnabled: { type: 'boolean' },
          errorCount: count,
          documentsCount: count,
          customersCount: count,
          requestsCount: count,
          lastActive: nullable('string'),
          createdAt: text,
        },
        required: [
          'id',
          'dealershipName',
          'firstName',
          'lastName',
          'email',
          'status',
          'suspendedReason',
          'smtpEnabled',
          'errorCount',
          'documentsCount',
          'customersCount',
          'requestsCount',
          'lastActive',
          'createdAt',
        ],
      },
    },
    total: count,
    page: count,
    pageSize: count,
  },
  required: ['dealers', 'total', 'page', 'pageSize'],
} as const;

export async function controlCenterRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ctx = app.deps;

  app.get('/api/admin/system-stats', { onRequest: requireAdmin }, async () => controlCenterStats(ctx));

  app.get(
    '/api/admin/dealers-overview',
    { onRequest: requireAdmin, ...fastResponse(overviewPage, { querystring: dealersOverviewQuerySchema }) },
    async (request) => dealersOverview(ctx, request.query),
  );

  app.post(
    '/api/admin/bulk-dealer-action',
    { onRequest: requireAdmin, schema: { body: bulkDealerActionSchema } },
    async (request, reply) => {
      const result = await bulkDealerAction(ctx, auditActor(request), request.body);
      if (!('zip' in result)) return result;
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', result.filename))
        .header('cache-control', 'no-store')
        .send(result.zip);
    },
  );

  app.post(
    '/api/admin/maintenance/:action',
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ action: z.string().max(100) }), body: maintenanceBodySchema },
    },
    async (request) => runMaintenance(ctx, auditActor(request), request.params.action, request.body ?? {}),
  );

  app.get(
    '/api/admin/backups/:name',
    { onRequest: requireAdmin, schema: { params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { stream, size } = await backupDownload(ctx, request.params.name, auditActor(request));
      return reply
        .type('application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', contentDisposition('attachment', request.params.name))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get('/api/broadcast-message', { onRequest: requireUser }, async () => currentBroadcast(ctx));
}
