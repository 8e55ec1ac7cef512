import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { deleteSigningRequest, setLegalHold } from './retention.service.ts';

const legalHoldSchema = z.object({
  requestId: z.uuid('Signing request not found'),
  hold: z.boolean({ error: 'hold must be true or false' }),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason (at least 3 characters)')
    .max(500, 'The reason may be at most 500 characters'),
});

export async function retentionRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  // A dealer deletes a signing request and its history; completed sets only after their retention period.
  app.delete(
    '/api/signing-requests/:id',
    { onRequest: requireUser, schema: { params: z.object({ id: z.uuid() }) } },
    async (request) => deleteSigningRequest(app.deps, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/admin/legal-hold',
    { onRequest: requireAdmin, schema: { body: legalHoldSchema } },
    async (request) =>
      setLegalHold(app.deps, request.body, { adminId: signedInUser(request).id, ip: request.ip }),
  );
}
