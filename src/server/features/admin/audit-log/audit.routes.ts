import type { FastifyInstance } from 'fastify';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin, requireUser, signedInUser } from '../../../plugins/session-guard.ts';
import { accountAdminChanges, listAuditLog } from './audit.service.ts';

export async function auditLogRoutes(app: FastifyInstance) {
  route(app, api.auditLog, { onRequest: requireAdmin }, async (request) =>
    listAuditLog(app.deps.db, request.query),
  );

  route(app, api.accountAdminChanges, { onRequest: requireUser }, async (request) =>
    accountAdminChanges(app.deps.db, signedInUser(request).id),
  );
}
