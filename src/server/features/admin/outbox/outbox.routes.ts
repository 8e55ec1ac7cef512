import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import { listOutboxMessages, outboxAttachment } from './outbox.service.ts';

export async function outboxRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: { querystring: z.object({ q: z.string().trim().max(200).optional() }) },
    },
    async (request) => listOutboxMessages(db, request.query.q, auditActor(request)),
  );

  app.get(
    '/api/admin/outbox/:id/attachments/:n',
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ id: z.uuid('Not found'), n: z.coerce.number().int().min(0).max(1000) }) },
    },
    async (request, reply) => {
      const attachment = await outboxAttachment(db, request.params.id, request.params.n, auditActor(request));
      return reply
        .type(attachment.contentType)
        .header('content-disposition', contentDisposition('attachment', attachment.filename))
        .send(attachment.content);
    },
  );
}
