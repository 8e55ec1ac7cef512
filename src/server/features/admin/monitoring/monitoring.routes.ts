import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { hasMetricsToken, monitoringReport } from './monitoring.service.ts';

export async function monitoringRoutes(app: FastifyInstance) {
  const { metrics, config } = app.deps;

  // A Prometheus scraper sends METRICS_TOKEN as a bearer token; an administrator's browser its session.
  const scraperOrAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasMetricsToken(request.headers.authorization, config.metricsToken)) return;
    await requireAdmin(request, reply);
  };

  app.get('/metrics', { onRequest: scraperOrAdmin }, async (_request, reply) =>
    reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics()),
  );

  app.get('/api/admin/monitoring', { onRequest: requireAdmin }, async () => monitoringReport(metrics));
}
