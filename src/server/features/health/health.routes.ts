import type { FastifyInstance } from 'fastify';
import { liveness, readiness } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    const { ok, body } = await liveness(app.deps);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ok ? body : { ...body, message: 'Database unreachable' });
  });

  app.get('/readyz', async (_request, reply) => {
    const { ok, body } = await readiness(app.deps);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
