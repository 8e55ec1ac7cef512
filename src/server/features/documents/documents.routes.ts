import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { documentsApi as api } from '../../../shared/api/documents.ts';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '../../../shared/documents/document.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { route, serializerOf } from '../../lib/http/api-route.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import { pageRequest, sendDealerList } from '../../lib/http/list-page.ts';
import { readUploadedFiles, tooLargeMessage } from '../../lib/http/multipart-files.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { documentCustomer } from './customer-from-document.ts';
import * as service from './documents.service.ts';
import { sendTextVersion } from './text-version.service.ts';

const serializeDocuments = serializerOf(api.list);

export async function documentRoutes(app: FastifyInstance) {
  const { db, storage } = app.deps;
  const ctx = { db, storage };
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD } });
  app.addHook('onRequest', requireUser);

  // The spec's array, a page at a time: ?limit (default 100), ?cursor from the Link header, ?q to search.
  route(app, api.list, { fast: true }, async (request, reply) => {
    const page = pageRequest(request.query);
    return sendDealerList(request, reply, page, {
      name: 'documents',
      serialize: serializeDocuments,
      load: () => service.listDocumentPage(db, signedInUser(request).id, page),
    });
  });

  route(app, api.upload, {}, async (request, reply) => {
    const [file, ...extra] = await readUploadedFiles(request, 'document', 1);
    if (extra.length > 0 || !file)
      throw new AppError(400, 'Upload one file at a time here.', { code: 'TOO_MANY_FILES' });
    if (file.tooLarge) throw new AppError(413, tooLargeMessage(file.fileName), { code: 'TOO_LARGE' });
    const result = await service.uploadDocument(ctx, signedInUser(request).id, file);
    // The same bytes again: 200 with the library's copy (`duplicateOf`), nothing created.
    return reply.status(result.duplicateOf ? 200 : 201).send(result);
  });

  route(app, api.uploadMany, {}, async (request, reply) => {
    const files = await readUploadedFiles(request, 'documents', MAX_FILES_PER_UPLOAD);
    const answer = await service.uploadDocuments(ctx, signedInUser(request).id, files);
    return reply.status(answer.results.length > 0 ? 200 : 400).send(answer);
  });

  route(app, api.enableAllSignatures, {}, async (request) => {
    const updated = await service.enableAllSignatures(db, signedInUser(request).id);
    return { message: `Signatures enabled on ${updated} document${updated === 1 ? '' : 's'}`, updated };
  });

  route(app, api.get, {}, async (request) =>
    service.getDocument(db, signedInUser(request).id, request.params.id),
  );

  route(app, api.customer, {}, async (request) =>
    documentCustomer(db, signedInUser(request).id, request.params.id),
  );

  route(app, api.update, {}, async (request) =>
    service.updateDocument(ctx, signedInUser(request).id, request.params.id, request.body),
  );

  route(app, api.saveText, {}, async (request) =>
    service.saveDocumentText(db, signedInUser(request).id, request.params.id, request.body),
  );

  route(app, api.reExtract, {}, async (request) =>
    service.reExtractDocument(ctx, signedInUser(request).id, request.params.id),
  );

  route(app, api.sendTextVersion, {}, async (request, reply) => {
    const sent = await sendTextVersion(app.deps, signedInUser(request), request.params.id, request.body);
    // Queued for the worker that sends it at once: the spec's 200 "Document sent".
    return reply.status(sent.status === 'retrying' ? 202 : 200).send(sent);
  });

  route(app, api.remove, {}, async (request) => {
    const outcome = await service.deleteDocument(ctx, signedInUser(request).id, request.params.id);
    return {
      message:
        outcome === 'archived'
          ? 'Document archived: signing requests that used it keep it'
          : 'Document deleted',
      archived: outcome === 'archived',
    };
  });

  route(app, api.download, {}, async (request, reply) => {
    const file = await service.documentFile(
      ctx,
      signedInUser(request).id,
      request.params.id,
      request.query.as === 'pdf',
    );
    const disposition = file.inline ? 'inline' : 'attachment';
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(disposition, file.fileName))
      .send(file.bytes);
  });
}
