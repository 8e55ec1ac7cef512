import type { FastifyInstance } from 'fastify';
import { demoRequestsApi as api } from '../../../shared/api/demo-requests.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireAdmin } from '../../plugins/session-guard.ts';
import { createDemoRequest, listDemoRequests } from './demo-requests.service.ts';

export async function demoRequestRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, api.create, {}, async (request, reply) =>
    reply.status(201).send(await createDemoRequest(deps, request.body, request.ip)),
  );

  route(app, api.list, { onRequest: requireAdmin }, async () => listDemoRequests(deps));
}
