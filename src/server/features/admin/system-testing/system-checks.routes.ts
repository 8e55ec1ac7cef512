import type { FastifyInstance } from 'fastify';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor, recordAdminAction } from '../audit-log/audit.service.ts';
import { runSystemChecks } from './system-checks.service.ts';

export async function systemCheckRoutes(app: FastifyInstance) {
  // System Testing: every check at once, each with its result and time.
  route(app, api.systemTests, { onRequest: requireAdmin }, async (request) => {
    const results = await runSystemChecks(app.deps);
    const ok = results.every((r) => r.ok);
    await recordAdminAction(app.deps, {
      ...auditActor(request),
      action: 'system.test',
      targetType: 'system',
      details: { ok, failed: results.filter((r) => !r.ok).map((r) => r.name) },
    });
    return { ranAt: new Date().toISOString(), ok, results };
  });
}
