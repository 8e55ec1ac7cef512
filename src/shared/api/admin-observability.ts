// The control center's observability and the platform's outbox: the audit log, system errors,
// system testing, monitoring, and the mail written while no mail server is configured.
import { z } from 'zod';
import {
  accountAdminChangeSchema,
  auditEntrySchema,
  auditLogQuerySchema,
  monitoringReportSchema,
  systemErrorSchema,
  systemErrorsQuerySchema,
  systemTestReportSchema,
} from '../admin/admin-observability.schema.ts';
import { adminDoor, calls, memberReads, messageAnswer } from './contract.ts';

/** A message in the outbox, as the admin's outbox page shows it. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const adminObservabilityApi = calls('Admin observability', {
  auditLog: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'What administrators did, newest first (?targetType, ?targetId narrow it)',
    query: auditLogQuerySchema,
    answer: z.array(auditEntrySchema),
  },
  accountAdminChanges: {
    ...memberReads,
    method: 'GET',
    path: '/api/account/admin-changes',
    summary: 'What an administrator changed on the signed-in dealer’s own account',
    answer: z.array(accountAdminChangeSchema),
  },
  systemErrors: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/system-errors',
    summary: 'The errors the platform recorded (unresolved by default; ?severity, ?search)',
    query: systemErrorsQuerySchema,
    answer: z.array(systemErrorSchema),
  },
  resolveError: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/resolve-error/:id',
    summary: 'Mark a system error resolved',
    params: z.object({ id: z.uuid() }),
    answer: messageAnswer,
  },
  systemTests: {
    access: 'admin',
    limit: { max: 10, per: 'minute', by: 'user' },
    method: 'POST',
    path: '/api/admin/system-tests',
    summary: 'Run every system check at once, each with its result and time',
    answer: systemTestReportSchema,
  },
  monitoring: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/monitoring',
    summary: 'The last hour: requests, errors and latency, minute by minute',
    answer: monitoringReportSchema,
  },
  outbox: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'The mail the platform wrote while no mail server is configured, newest first (?q searches)',
    query: z.object({ q: z.string().trim().max(200).optional() }),
    answer: z.array(outboxMessageSchema),
  },
  outboxAttachment: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/outbox/:id/attachments/:n',
    summary: 'One attachment of an outbox message (its download is in the audit log)',
    params: z.object({ id: z.uuid('Not found'), n: z.coerce.number().int().min(0).max(1000) }),
    file: 'application/octet-stream',
  },
});
