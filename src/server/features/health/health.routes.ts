import type { FastifyInstance } from 'fastify';
import { operationsApi as api } from '../../../shared/api/operations.ts';
import { route } from '../../lib/http/api-route.ts';
import { readJournal, releaseName } from '../../lib/release.ts';
import { liveness, readiness } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance) {
  const running = { release: releaseName(), journal: readJournal() };
  route(app, api.liveness, {}, async (_request, reply) => {
    const { ok, body } = await liveness(app.deps, running);
    reply.header('cache-control', 'no-store');
    if (!ok) return reply.status(503).send({ ...body, message: 'Database unreachable' });
    return body;
  });

  route(app, api.readiness, {}, async (_request, reply) => {
    const { ok, body } = await readiness(app.deps);
    reply.header('cache-control', 'no-store');
    if (!ok) return reply.status(503).send(body);
    return body;
  });
}
