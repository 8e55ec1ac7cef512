import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requireAdmin } from '../auth/session-guard.ts';
import { findOutboxAttachment, listOutbox } from './outbox.repo.ts';

const OUTBOX_PAGE_SIZE = 200;

export async function outboxRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/outbox',
    {
      preHandler: requireAdmin,
      schema: { querystring: z.object({ q: z.string().trim().max(200).optional() }) },
    },
    async (request) => {
      const rows = await listOutbox(db, OUTBOX_PAGE_SIZE, request.query.q || undefined);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        from: row.from,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/api/admin/outbox/:id/attachments/:n',
    {
      preHandler: requireAdmin,
      schema: { params: z.object({ id: z.uuid('Not found'), n: z.coerce.number().int().min(0).max(1000) }) },
    },
    async (request, reply) => {
      const attachment = await findOutboxAttachment(db, request.params.id, request.params.n);
      if (!attachment) throw notFound('Attachment not found');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', contentDisposition('attachment', attachment.filename))
        .send(attachment.content);
    },
  );
}
