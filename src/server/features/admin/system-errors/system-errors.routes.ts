import type { FastifyInstance } from 'fastify';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor, recordAdminAction } from '../audit-log/audit.service.ts';
import { listSystemErrors, resolveSystemError } from './system-errors.service.ts';

export async function systemErrorRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, api.systemErrors, { onRequest: requireAdmin }, async (request) =>
    listSystemErrors(db, request.query),
  );

  route(app, api.resolveError, { onRequest: requireAdmin }, async (request) => {
    const actor = auditActor(request);
    const answer = await resolveSystemError(db, request.params.id, actor.adminId);
    await recordAdminAction(db, {
      ...actor,
      action: 'error.resolve',
      targetType: 'system_error',
      targetId: request.params.id,
    });
    return answer;
  });
}
