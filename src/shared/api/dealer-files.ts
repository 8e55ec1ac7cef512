import { z } from 'zod';
import {
  dealerFileListQuerySchema,
  dealerFileSchema,
  filePasswordSchema,
} from '../dealer/dealer-files.schema.ts';
import { calls, idParams, managerOnly, memberReads, memberWrites, messageAnswer } from './contract.ts';
import { PATHS } from './paths.ts';

/** The file's bytes as stored: a PDF, Word document, image or video (a Range header is honoured). */
const bytes = 'application/octet-stream';

// A protected file (identity documents, bank statements…) opens only with its file password,
// and only for owners and managers (403 for sales before any password is tried).
export const dealerFilesApi = calls('Dealer files', {
  list: {
    ...memberReads,
    method: 'GET',
    path: PATHS.dealerFiles,
    summary:
      "The dealership's files, newest first (?search, ?customerId, ?fileType; ?cursor: the last id seen)",
    query: dealerFileListQuerySchema,
    answer: z.array(dealerFileSchema),
  },
  upload: {
    ...memberWrites,
    method: 'POST',
    path: '/api/dealer-files/upload',
    summary: 'File a document, image or video (up to 10 MB an image, 50 MB a document, 500 MB a video)',
    upload: {
      fileType: 'text',
      notes: 'text',
      customerId: 'text',
      customerName: 'text',
      vehicleRegistration: 'text',
      filePassword: 'text',
      isPasswordProtected: 'text',
      file: 'file',
    },
    answer: dealerFileSchema,
    status: 201,
  },
  download: {
    ...memberReads,
    method: 'GET',
    path: '/api/dealer-files/:id/download',
    summary: 'An open file (?download=1 to save it), or a protected one through the ?token of an access link',
    params: idParams,
    query: z.object({ token: z.string().max(4000).optional(), download: z.literal('1').optional() }),
    file: bytes,
  },
  downloadWithPassword: {
    ...managerOnly,
    method: 'POST',
    path: '/api/dealer-files/:id/download',
    summary: 'A protected file, opened with its file password',
    params: idParams,
    body: filePasswordSchema,
    file: bytes,
  },
  access: {
    ...managerOnly,
    method: 'POST',
    path: '/api/dealer-files/:id/access',
    summary:
      "A protected file's password exchanged for a short-lived streaming link (a video player sends no password)",
    params: idParams,
    body: filePasswordSchema,
    answer: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  remove: {
    ...memberWrites,
    method: 'DELETE',
    path: '/api/dealer-files/:id',
    summary: 'Delete a file',
    params: idParams,
    answer: messageAnswer,
  },
});
