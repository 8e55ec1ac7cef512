// The control center's calls, the backup download, and the broadcast
// banner every signed-in dealer reads.
import type { FastifyInstance } from 'fastify';
import { adminControlCenterApi as api } from '../../../../shared/api/admin-control-center.ts';
import { route } from '../../../lib/http/api-route.ts';
import { contentDisposition } from '../../../lib/http/content-disposition.ts';
import { requireAdmin, requireUser } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import { currentBroadcast, runMaintenance } from '../maintenance/maintenance.service.ts';
import { backupDownload } from '../maintenance/maintenance-files.service.ts';
import { bulkDealerAction, controlCenterStats, dealersOverview } from './control-center.service.ts';

export async function controlCenterRoutes(app: FastifyInstance) {
  const ctx = app.deps;

  route(app, api.systemStats, { onRequest: requireAdmin }, async () => controlCenterStats(ctx));

  route(app, api.dealersOverview, { onRequest: requireAdmin, fast: true }, async (request) =>
    dealersOverview(ctx, request.query),
  );

  route(app, api.bulkDealerAction, { onRequest: requireAdmin }, async (request, reply) => {
    const result = await bulkDealerAction(ctx, auditActor(request), request.body);
    if (!('zip' in result)) return result;
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition('attachment', result.filename))
      .header('cache-control', 'no-store')
      .send(result.zip);
  });

  route(app, api.maintenance, { onRequest: requireAdmin }, async (request) =>
    runMaintenance(ctx, auditActor(request), request.params.action, request.body ?? {}),
  );

  route(app, api.backup, { onRequest: requireAdmin }, async (request, reply) => {
    const { stream, size } = await backupDownload(ctx, request.params.name, auditActor(request));
    return reply
      .type('application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', contentDisposition('attachment', request.params.name))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  route(app, api.broadcastMessage, { onRequest: requireUser }, async () => currentBroadcast(ctx));
}
