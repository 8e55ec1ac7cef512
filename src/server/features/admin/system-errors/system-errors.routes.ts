import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemErrorsQuerySchema } from '../../../../shared/admin-observability.schema.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor, recordAdminAction } from '../audit-log/audit.service.ts';
import { listSystemErrors, resolveSystemError } from './system-errors.service.ts';

export async function systemErrorRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/system-errors',
    { onRequest: requireAdmin, schema: { querystring: systemErrorsQuerySchema } },
    async (request) => listSystemErrors(db, request.query),
  );

  app.post(
    '/api/admin/resolve-error/:id',
    { onRequest: requireAdmin, schema: { params: z.object({ id: z.uuid() }) } },
    async (request) => {
      const actor = auditActor(request);
      const answer = await resolveSystemError(db, request.params.id, actor.adminId);
      await recordAdminAction(db, {
        ...actor,
        action: 'error.resolve',
        targetType: 'system_error',
        targetId: request.params.id,
      });
      return answer;
    },
  );
}
