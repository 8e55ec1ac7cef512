import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { bulkSendsApi as api, BULK_SEND_MAX_BYTES } from '../../../shared/api/bulk-sends.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import { readUploadedFiles } from '../../lib/http/multipart-files.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './bulk-send.service.ts';

export async function bulkSendRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);
  await app.register(multipart, { limits: { fileSize: BULK_SEND_MAX_BYTES, files: 2, fields: 5 } });

  // A file over 1 MB is not read past its limit: it comes back marked and answers 413.
  route(app, api.preview, {}, async (request, reply) => {
    const [file, ...extra] = await readUploadedFiles(request, 'file', 2, BULK_SEND_MAX_BYTES);
    if (!file) throw new AppError(400, 'Choose a CSV file to upload.', { code: 'NO_FILE' });
    if (extra.length > 0) throw new AppError(400, 'Upload one file at a time.', { code: 'TOO_MANY_FILES' });
    return reply.status(201).send(await service.previewBulkSend(db, signedInUser(request).id, file));
  });

  route(app, api.get, {}, async (request) =>
    service.getBulkSend(db, signedInUser(request).id, request.params.id),
  );

  route(app, api.send, {}, async (request, reply) => {
    const answer = await service.sendBulk(app.deps, signedInUser(request), request.params.id, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return reply.status(202).send(answer);
  });

  route(app, api.report, {}, async (request, reply) => {
    const { body, fileName } = await service.reportCsv(app.deps, signedInUser(request).id, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(body);
  });
}
