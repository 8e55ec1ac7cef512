import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteMemberSchema, updateMemberSchema } from '../../../shared/team.schema.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './team.service.ts';

export async function teamRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ctx = app.deps;
  const params = z.object({ userId: z.string().min(1).max(100) });

  // Everyone in the team sees it; owners and managers change it.
  app.get('/api/team', { onRequest: requireUser }, async (request) =>
    service.listTeam(ctx, signedInUser(request)),
  );

  app.post(
    '/api/team/invitations',
    { onRequest: requireManager, schema: { body: inviteMemberSchema } },
    async (request, reply) =>
      reply.status(201).send(await service.inviteMember(ctx, signedInUser(request), request.body)),
  );

  app.patch(
    '/api/team/:userId',
    { onRequest: requireManager, schema: { params, body: updateMemberSchema } },
    async (request) => service.updateMember(ctx, signedInUser(request), request.params.userId, request.body),
  );

  app.delete('/api/team/:userId', { onRequest: requireManager, schema: { params } }, async (request) =>
    service.removeMember(ctx, signedInUser(request), request.params.userId),
  );
}
