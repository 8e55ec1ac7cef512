import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoRequestSchema } from '../../../shared/demo-request.schema.ts';
import { requireAdmin } from '../../plugins/session-guard.ts';
import { createDemoRequest, listDemoRequests } from './demo-requests.service.ts';

/** Five requests per address per hour: enough for a typo or two, too few to flood the admins' inboxes. */
const PER_ADDRESS = { rateLimit: { max: 5, timeWindow: '1 hour' } };

export async function demoRequestRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/demo-requests',
    { schema: { body: demoRequestSchema }, config: PER_ADDRESS },
    async (request, reply) => reply.status(201).send(await createDemoRequest(deps, request.body, request.ip)),
  );

  app.get('/api/admin/demo-requests', { onRequest: requireAdmin }, async () => listDemoRequests(deps));
}
