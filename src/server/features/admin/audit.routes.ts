import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuerySchema } from '../../../shared/admin-observability.schema.ts';
import { requireAdmin } from '../auth/session-guard.ts';
import { listAuditLog } from './audit.service.ts';

export async function auditLogRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit-log',
    { onRequest: requireAdmin, schema: { querystring: auditLogQuerySchema } },
    async (request) => listAuditLog(app.deps.db, request.query),
  );
}
