import type { FastifyInstance } from 'fastify';
import type { SystemTestReport } from '../../../../shared/admin-observability.schema.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor, recordAdminAction } from '../audit-log/audit.service.ts';
import { runSystemChecks } from './system-checks.service.ts';

export async function systemCheckRoutes(app: FastifyInstance) {
  // System Testing (spec B §2.11): every check at once, each with its result and time.
  app.post(
    '/api/admin/system-tests',
    { onRequest: requireAdmin, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request): Promise<SystemTestReport> => {
      const results = await runSystemChecks(app.deps);
      const ok = results.every((r) => r.ok);
      await recordAdminAction(app.deps, {
        ...auditActor(request),
        action: 'system.test',
        targetType: 'system',
        details: { ok, failed: results.filter((r) => !r.ok).map((r) => r.name) },
      });
      return { ranAt: new Date().toISOString(), ok, results };
    },
  );
}
