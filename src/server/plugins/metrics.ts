// Every answered request is counted and timed (lib/observability/metrics.ts) by its route pattern, never its address,
// which can carry a signing token and would make every link its own series.
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../lib/observability/metrics.ts';

export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
