import type { FastifyInstance } from 'fastify';
import { adminObservabilityApi as api } from '../../../../shared/api/admin-observability.ts';
import { route } from '../../../lib/http/api-route.ts';
import { contentDisposition } from '../../../lib/http/content-disposition.ts';
import { requireAdmin } from '../../../plugins/session-guard.ts';
import { auditActor } from '../audit-log/audit.service.ts';
import { listOutboxMessages, outboxAttachment } from './outbox.service.ts';

export async function outboxRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  route(app, api.outbox, { onRequest: requireAdmin }, async (request) =>
    listOutboxMessages(db, request.query.q, auditActor(request)),
  );

  route(app, api.outboxAttachment, { onRequest: requireAdmin }, async (request, reply) => {
    const attachment = await outboxAttachment(db, request.params.id, request.params.n, auditActor(request));
    return reply
      .type(attachment.contentType)
      .header('content-disposition', contentDisposition('attachment', attachment.filename))
      .send(attachment.content);
  });
}
