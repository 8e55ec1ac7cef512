import { z } from 'zod';
import {
  documentDetailSchema,
  documentListRowSchema,
  documentTextSchema,
  documentUpdateSchema,
  multiUploadResponseSchema,
  sendTextVersionResponseSchema,
  sendTextVersionSchema,
  uploadResponseSchema,
} from '../document.schema.ts';
import { documentCustomerSchema } from '../document-customer.types.ts';
import { calls, idParams } from './contract.ts';
import { listQuerySchema } from './list.ts';
import { PATHS } from './paths.ts';

const dealer = { access: 'dealer' } as const;

export const documentsApi = calls('Documents', {
  list: {
    ...dealer,
    method: 'GET',
    path: PATHS.documents,
    summary: "The dealer's documents, newest first, a page at a time (?q searches)",
    query: listQuerySchema,
    answer: z.array(documentListRowSchema),
  },
  upload: {
    ...dealer,
    method: 'POST',
    path: '/api/documents/upload',
    summary: 'Upload one PDF or Word document; it is read for its customer, vehicle and places to sign',
    upload: { document: 'file' },
    answer: uploadResponseSchema,
    status: 201,
  },
  uploadMany: {
    ...dealer,
    method: 'POST',
    path: '/api/documents/upload-multiple',
    summary: 'Upload up to 20 documents at once; each good file is kept whatever happens to the others',
    upload: { documents: 'file' },
    answer: multiUploadResponseSchema,
  },
  enableAllSignatures: {
    ...dealer,
    method: 'POST',
    path: '/api/documents/bulk-enable-signatures',
    summary: 'Require a signature on every document',
    answer: z.object({ message: z.string(), updated: z.number().int() }),
  },
  get: {
    ...dealer,
    method: 'GET',
    path: '/api/documents/:id',
    summary: 'One document with its text',
    params: idParams,
    answer: documentDetailSchema,
  },
  customer: {
    ...dealer,
    method: 'GET',
    path: '/api/documents/:id/customer',
    summary: 'What the document says about its customer, and the existing customer it names',
    params: idParams,
    answer: documentCustomerSchema,
  },
  update: {
    ...dealer,
    method: 'PUT',
    path: '/api/documents/:id',
    summary: "Save the editor's title, type, customer, vehicle and places to sign",
    params: idParams,
    body: documentUpdateSchema,
    answer: documentDetailSchema,
  },
  saveText: {
    ...dealer,
    method: 'PUT',
    path: '/api/documents/:id/text',
    summary: "Save the text editor's version of the document",
    params: idParams,
    body: documentTextSchema,
    answer: documentDetailSchema,
  },
  reExtract: {
    ...dealer,
    method: 'POST',
    path: '/api/documents/:id/re-extract',
    summary: 'Read the stored file again',
    params: idParams,
    answer: documentDetailSchema,
  },
  sendTextVersion: {
    ...dealer,
    method: 'POST',
    path: '/api/documents/:id/send-text-version',
    summary: 'E-mail the text version to a customer for signing',
    params: idParams,
    body: sendTextVersionSchema,
    answer: sendTextVersionResponseSchema,
  },
  remove: {
    ...dealer,
    method: 'DELETE',
    path: '/api/documents/:id',
    summary: 'Delete a document, or archive one that signing requests use',
    params: idParams,
    answer: z.object({ message: z.string(), archived: z.boolean() }),
  },
  download: {
    ...dealer,
    method: 'GET',
    path: '/api/documents/:id/download',
    summary: 'The file as uploaded (?as=pdf: its PDF rendition)',
    params: idParams,
    query: z.object({ as: z.enum(['pdf']).optional() }),
    file: 'application/pdf',
  },
});
