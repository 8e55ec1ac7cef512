import type { FastifyInstance } from 'fastify';
import { teamApi as api } from '../../../shared/api/team.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './team.service.ts';

export async function teamRoutes(app: FastifyInstance) {
  const ctx = app.deps;

  // Everyone in the team sees it; owners and managers change it.
  route(app, api.list, { onRequest: requireUser }, async (request) =>
    service.listTeam(ctx, signedInUser(request)),
  );

  route(app, api.invite, { onRequest: requireManager }, async (request, reply) =>
    reply.status(201).send(await service.inviteMember(ctx, signedInUser(request), request.body)),
  );

  route(app, api.update, { onRequest: requireManager }, async (request) =>
    service.updateMember(ctx, signedInUser(request), request.params.userId, request.body),
  );

  route(app, api.remove, { onRequest: requireManager }, async (request) =>
    service.removeMember(ctx, signedInUser(request), request.params.userId),
  );
}
