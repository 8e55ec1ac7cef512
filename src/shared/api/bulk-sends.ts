// Bulk send: a CSV of customers and a document set become one signing request per good row.
// Upload → preview (each row with its problems, nothing sent) → send → report.
import { z } from 'zod';
import { calls, dateTime, dateTimeOrNull, idParams, memberReads, memberWrites } from './contract.ts';

/** The limits of one file: refused with a 4xx above them. */
export const BULK_SEND_MAX_BYTES = 1024 * 1024;
export const BULK_SEND_MAX_ROWS = 500;

export const BULK_SEND_STATUSES = ['preview', 'sending', 'finished'] as const;

export const bulkSendRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  registration: z.string(),
  /** What is wrong with the row, in plain words; empty for a good row. */
  problems: z.array(z.string()),
  /** null until sent; then whether a request was made or why not. */
  outcome: z.enum(['created', 'skipped']).nullable(),
  reason: z.string().nullable(),
  customerId: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type BulkSendRow = z.infer<typeof bulkSendRowSchema>;

export const bulkSendSchema = z.object({
  id: z.uuid(),
  status: z.enum(BULK_SEND_STATUSES),
  fileName: z.string(),
  /** Columns of the file that are not read (shown, so a misspelt header is noticed). */
  ignoredColumns: z.array(z.string()),
  documentIds: z.array(z.string()),
  total: z.number().int(),
  good: z.number().int(),
  bad: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  createdAt: dateTime,
  sentAt: dateTimeOrNull,
  finishedAt: dateTimeOrNull,
  rows: z.array(bulkSendRowSchema),
});
export type BulkSend = z.infer<typeof bulkSendSchema>;

export const bulkSendBodySchema = z.object({
  documentIds: z
    .array(z.uuid('Choose documents from your library'))
    .min(1, 'At least one document is required')
    .max(20),
  notes: z.string().trim().max(2000).nullish(),
});
export type BulkSendBody = z.input<typeof bulkSendBodySchema>;

export const bulkSendsApi = calls('Bulk send', {
  preview: {
    ...memberWrites,
    method: 'POST',
    path: '/api/bulk-sends',
    summary:
      'Upload a CSV of customers (name, e-mail, phone, registration; at most 1 MB and 500 rows): each row is checked and listed with its problems; nothing is sent yet',
    upload: { file: 'file' },
    answer: bulkSendSchema,
    status: 201,
  },
  get: {
    ...memberReads,
    method: 'GET',
    path: '/api/bulk-sends/:id',
    summary: 'A bulk send: its rows with their problems, and once sent what became of each (the report)',
    params: idParams,
    answer: bulkSendSchema,
  },
  send: {
    ...memberWrites,
    method: 'POST',
    path: '/api/bulk-sends/:id/send',
    summary:
      'Send the chosen documents to every good row: one request each, made in the background (follow it with the get call); refused whole (402) when the plan cannot take every row',
    params: idParams,
    body: bulkSendBodySchema,
    answer: bulkSendSchema,
    status: 202,
  },
  report: {
    ...memberReads,
    method: 'GET',
    path: '/api/bulk-sends/:id/report.csv',
    summary: 'The report as a CSV file: each row of the upload with what became of it',
    params: idParams,
    file: 'text/csv',
  },
});
