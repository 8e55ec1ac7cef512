import type { FastifyInstance } from 'fastify';
import { adminLearntFormsApi as admin, learntFormsApi as api } from '../../../shared/api/learnt-forms.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireAdmin, requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as list from './learnt-forms-list.service.ts';

export async function learntFormRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const actor = (request: Parameters<typeof signedInUser>[0]) => ({
    userId: signedInUser(request).id,
    ip: request.ip,
  });

  route(app, api.list, { onRequest: requireUser }, async (request) =>
    list.dealerForms(db, signedInUser(request).id),
  );

  route(app, api.forget, { onRequest: requireManager }, async (request) =>
    list.forgetOwnForm(db, signedInUser(request).id, request.params.id),
  );

  route(app, admin.list, { onRequest: requireAdmin }, async (request) =>
    list.adminForms(db, request.query.search),
  );

  route(app, admin.promote, { onRequest: requireAdmin }, async (request) =>
    list.promoteForm(app.deps, request.params.id, request.body.promoted, actor(request)),
  );

  route(app, admin.forget, { onRequest: requireAdmin }, async (request) =>
    list.forgetForm(app.deps, request.params.id, actor(request)),
  );
}
