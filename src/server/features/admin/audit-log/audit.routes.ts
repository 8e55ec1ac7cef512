import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuerySchema } from '../../../../shared/admin-observability.schema.ts';
import { requireAdmin, requireUser, signedInUser } from '../../../plugins/session-guard.ts';
import { accountAdminChanges, listAuditLog } from './audit.service.ts';

export async function auditLogRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit-log',
    { onRequest: requireAdmin, schema: { querystring: auditLogQuerySchema } },
    async (request) => listAuditLog(app.deps.db, request.query),
  );

  app.get('/api/account/admin-changes', { onRequest: requireUser }, async (request) =>
    accountAdminChanges(app.deps.db, signedInUser(request).id),
  );
}
