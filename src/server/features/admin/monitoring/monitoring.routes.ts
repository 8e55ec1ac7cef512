import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { operationsApi } from '../../../../shared/api/operations.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { hasMetricsToken, monitoringReport } from './monitoring.service.ts';

export async function monitoringRoutes(app: FastifyInstance) {
  const { metrics, config } = app.deps;

  // A Prometheus scraper sends METRICS_TOKEN as a bearer token; an administrator's browser its session.
  const scraperOrAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasMetricsToken(request.headers.authorization, config.metricsToken)) return;
    await requireAdmin(request, reply);
  };

  route(app, operationsApi.metrics, { onRequest: scraperOrAdmin }, async (_request, reply) =>
    reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics()),
  );

  route(app, api.monitoring, { onRequest: requireAdmin }, async () => monitoringReport(metrics));
}
