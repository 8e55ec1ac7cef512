import type { FastifyInstance } from 'fastify';
import { retentionApi as api } from '../../../shared/api/retention.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { deleteSigningRequest, setLegalHold } from './retention.service.ts';

export async function retentionRoutes(app: FastifyInstance) {
  // A dealer deletes a signing request and its history; completed sets only after their retention period.
  route(app, api.deleteSigningRequest, { onRequest: requireUser }, async (request) =>
    deleteSigningRequest(app.deps, signedInUser(request).id, request.params.id),
  );

  route(app, api.legalHold, { onRequest: requireAdmin }, async (request) =>
    setLegalHold(app.deps, request.body, { adminId: signedInUser(request).id, ip: request.ip }),
  );
}
