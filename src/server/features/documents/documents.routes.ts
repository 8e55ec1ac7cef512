import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentTextSchema,
  documentUpdateSchema,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  sendTextVersionSchema,
} from '../../../shared/document.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import {
  fastResponse,
  listQuerySchema,
  nullable,
  pageRequest,
  sendDealerList,
  serializerOf,
} from '../../lib/list-page.ts';
import { readUploadedFiles, tooLargeMessage } from '../../lib/multipart-files.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { documentCustomer } from './customer-from-document.ts';
import * as service from './documents.service.ts';
import { sendTextVersion } from './text-version.service.ts';

const params = z.object({ id: z.uuid() });

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;
// GET /api/documents's answer for fast-json-stringify: the fields of `DocumentSummary` (a test compares).
// A signature field is written whole, as JSON.stringify would (an empty schema).
const documentList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: text,
      title: text,
      type: text,
      format: text,
      isWord: { type: 'boolean' },
      documentType: text,
      filePath: text,
      fileName: text,
      sizeBytes: { type: 'integer' },
      sha256: text,
      signatureRequired: { type: 'boolean' },
      pageCount: { type: 'integer' },
      uploadedAt: text,
      updatedAt: text,
      extractedData: {
        type: 'object',
        properties: {
          customerName: nullable('string'),
          vehicleRegistration: nullable('string'),
          documentType: text,
          signatureFields: { type: 'array', items: {} },
        },
      },
      validation: {
        type: 'object',
        properties: { isValid: { type: 'boolean' }, issues: texts, recommendations: texts },
      },
    },
  },
} as const;

const serializeDocuments = serializerOf(documentList);

export async function documentRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const ctx = { db, storage };
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD } });
  app.addHook('onRequest', requireUser);

  // The spec's array, a page at a time: ?limit (default 100), ?cursor from the Link header, ?q to search.
  app.get(
    '/api/documents',
    fastResponse(documentList, { querystring: listQuerySchema }),
    async (request, reply) => {
      const page = pageRequest(request.query);
      return sendDealerList(request, reply, page, {
        name: 'documents',
        serialize: serializeDocuments,
        load: () => service.listDocumentPage(db, signedInUser(request).id, page),
      });
    },
  );

  app.post('/api/documents/upload', async (request, reply) => {
    const [file, ...extra] = await readUploadedFiles(request, 'document', 1);
    if (extra.length > 0 || !file)
      throw new AppError(400, 'Upload one file at a time here.', { code: 'TOO_MANY_FILES' });
    if (file.tooLarge) throw new AppError(413, tooLargeMessage(file.fileName), { code: 'TOO_LARGE' });
    const result = await service.uploadDocument(ctx, signedInUser(request).id, file);
    // The same bytes again: 200 with the library's copy (`duplicateOf`), nothing created.
    return reply.status(result.duplicateOf ? 200 : 201).send(result);
  });

  app.post('/api/documents/upload-multiple', async (request, reply) => {
    const files = await readUploadedFiles(request, 'documents', MAX_FILES_PER_UPLOAD);
    const answer = await service.uploadDocuments(ctx, signedInUser(request).id, files);
    return reply.status(answer.results.length > 0 ? 200 : 400).send(answer);
  });

  app.post('/api/documents/bulk-enable-signatures', async (request) => {
    const updated = await service.enableAllSignatures(db, signedInUser(request).id);
    return { message: `Signatures enabled on ${updated} document${updated === 1 ? '' : 's'}`, updated };
  });

  app.get('/api/documents/:id', { schema: { params } }, async (request) =>
    service.getDocument(db, signedInUser(request).id, request.params.id),
  );

  app.get('/api/documents/:id/customer', { schema: { params } }, async (request) =>
    documentCustomer(db, signedInUser(request).id, request.params.id),
  );

  app.put('/api/documents/:id', { schema: { params, body: documentUpdateSchema } }, async (request) =>
    service.updateDocument(ctx, signedInUser(request).id, request.params.id, request.body),
  );

  app.put('/api/documents/:id/text', { schema: { params, body: documentTextSchema } }, async (request) =>
    service.saveDocumentText(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.post('/api/documents/:id/re-extract', { schema: { params } }, async (request) =>
    service.reExtractDocument(ctx, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/documents/:id/send-text-version',
    { schema: { params, body: sendTextVersionSchema } },
    async (request, reply) => {
      const sent = await sendTextVersion(app.deps, signedInUser(request), request.params.id, request.body);
      // Queued for the worker that sends it at once: the spec's 200 "Document sent".
      return reply.status(sent.status === 'retrying' ? 202 : 200).send(sent);
    },
  );

  app.delete('/api/documents/:id', { schema: { params } }, async (request) => {
    const outcome = await service.deleteDocument(ctx, signedInUser(request).id, request.params.id);
    return {
      message:
        outcome === 'archived'
          ? 'Document archived: signing requests that used it keep it'
          : 'Document deleted',
      archived: outcome === 'archived',
    };
  });

  app.get(
    '/api/documents/:id/download',
    { schema: { params, querystring: z.object({ as: z.enum(['pdf']).optional() }) } },
    async (request, reply) => {
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
    },
  );
}
