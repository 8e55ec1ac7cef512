import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dealerFilesApi as api } from '../../../shared/api/dealer-files.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './dealer-files.service.ts';
import { MAX_FILE_BYTES } from './upload.ts';

const actor = (request: FastifyRequest) => ({ user: signedInUser(request), ip: request.ip });

function sendFile(reply: FastifyReply, opened: service.FileStream, disposition: 'inline' | 'attachment') {
  reply
    .type(opened.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(opened.length))
    .header('content-disposition', contentDisposition(disposition, opened.file.fileName));
  if (opened.range) {
    reply
      .status(206)
      .header('content-range', `bytes ${opened.range.start}-${opened.range.end}/${opened.file.fileSize}`);
  }
  return reply.send(opened.stream);
}

export async function dealerFileRoutes(app: FastifyInstance) {
  const ctx = app.deps;
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  app.addHook('onRequest', requireUser);

  route(app, api.list, {}, async (request) =>
    service.listFiles(ctx, signedInUser(request).id, request.query),
  );

  route(app, api.upload, {}, async (request, reply) => {
    try {
      return reply.status(201).send(await service.uploadFile(ctx, request, actor(request)));
    } catch (error) {
      // Over the limit: the answer closes the connection, so the rest of the body is never read (Node would
      // otherwise read and drop it all to keep the connection for another request).
      if (error instanceof AppError && error.statusCode === 413) reply.header('connection', 'close');
      throw error;
    }
  });

  route(app, api.download, {}, async (request, reply) => {
    const opened = await service.downloadFile(ctx, actor(request), request.params.id, {
      range: request.headers.range,
      token: request.query.token,
    });
    return sendFile(reply, opened, request.query.download ? 'attachment' : 'inline');
  });

  route(app, api.downloadWithPassword, {}, async (request, reply) => {
    const opened = await service.downloadWithPassword(
      ctx,
      actor(request),
      request.params.id,
      request.body.password,
      request.headers.range,
    );
    return sendFile(reply, opened, 'attachment');
  });

  route(app, api.access, {}, async (request) =>
    service.grantAccess(ctx, actor(request), request.params.id, request.body.password),
  );

  route(app, api.remove, {}, async (request) => service.deleteFile(ctx, actor(request), request.params.id));
}
