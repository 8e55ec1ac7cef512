import type { FastifyInstance } from 'fastify';
import { adminProtectedFilesApi as api } from '../../../../shared/api/admin-protected-files.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin, signedInUser } from '../../../plugins/session-guard.ts';
import { protectedFiles, resetProtectedFilePassword } from './protected-files.service.ts';

export async function protectedFileAdminRoutes(app: FastifyInstance) {
  route(app, api.list, { onRequest: requireAdmin }, async (request) =>
    protectedFiles(app.deps, request.query.search),
  );

  route(app, api.resetPassword, { onRequest: requireAdmin }, async (request) =>
    resetProtectedFilePassword(app.deps, request.params.fileId, request.body, {
      userId: signedInUser(request).id,
      ip: request.ip,
    }),
  );
}
