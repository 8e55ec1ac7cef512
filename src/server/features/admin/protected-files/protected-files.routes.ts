import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetFilePasswordSchema } from '../../../../shared/admin.schema.ts';
import { requireAdmin, signedInUser } from '../../../plugins/session-guard.ts';
import { protectedFiles, resetProtectedFilePassword } from './protected-files.service.ts';

export async function protectedFileAdminRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/protected-files',
    {
      onRequest: requireAdmin,
      schema: { querystring: z.object({ search: z.string().trim().max(200).optional() }) },
    },
    async (request) => protectedFiles(app.deps, request.query.search),
  );

  app.post(
    '/api/admin/reset-file-password/:fileId',
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ fileId: z.uuid('File not found') }), body: resetFilePasswordSchema },
    },
    async (request) =>
      resetProtectedFilePassword(app.deps, request.params.fileId, request.body, {
        userId: signedInUser(request).id,
        ip: request.ip,
      }),
  );
}
