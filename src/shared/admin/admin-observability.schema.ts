// The control center's observability calls: audit log, system errors, system testing and
// real-time monitoring. Shapes shared by the server's answers and the admin screens.
import { z } from 'zod';

export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** GET /api/admin/system-errors?resolved=true|false|all&severity=&search= (unresolved by default). */
export const systemErrorsQuerySchema = z.object({
  resolved: z.enum(['true', 'false', 'all'], 'Resolved must be true, false or all').default('false'),
  severity: z.enum(ERROR_SEVERITIES, 'Severity must be critical, high, medium or low').optional(),
  search: z.string().trim().max(200, 'At most 200 characters').optional(),
  limit: z.coerce.number().int('Limit must be a whole number').min(1).max(500).default(100),
});

/** "System error", plus where it happened. */
export const systemErrorSchema = z.object({
  id: z.string(),
  severity: z.enum(ERROR_SEVERITIES),
  errorType: z.string(),
  source: z.string(),
  dealerId: z.string().nullable(),
  dealerName: z.string().nullable(),
  message: z.string(),
  stackTrace: z.string().nullable(),
  timestamp: z.string(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
});
export type SystemError = z.infer<typeof systemErrorSchema>;

/** GET /api/admin/audit-log?targetType=&targetId=&limit= */
export const auditLogQuerySchema = z.object({
  targetType: z.string().trim().max(50, 'At most 50 characters').optional(),
  targetId: z.string().trim().max(100, 'At most 100 characters').optional(),
  limit: z.coerce.number().int('Limit must be a whole number').min(1).max(500).default(100),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  adminId: z.string(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The dealer's dealership name or e-mail when the target is a dealer. */
  targetName: z.string().nullable(),
  reason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/account/admin-changes: what an administrator changed on the dealer's own account. */
export const accountAdminChangeSchema = z.object({
  id: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountAdminChange = z.infer<typeof accountAdminChangeSchema>;

/** Plain words for the actions a dealer may see on their own account. */
export const ACCOUNT_CHANGE_LABELS: Record<string, string> = {
  'dealer.create': 'Your account was created by an administrator',
  'dealer.suspend': 'Your account was suspended',
  'dealer.unsuspend': 'Your account was reactivated',
  'dealer.reset_password': 'A password reset link was sent to you',
  'dealer.reset_smtp': 'Your business e-mail settings were reset',
};

/** One check of POST /api/admin/system-tests. */
export const systemCheckResultSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
  ms: z.number(),
});
export type SystemCheckResult = z.infer<typeof systemCheckResultSchema>;
export const systemTestReportSchema = z.object({
  ranAt: z.string(),
  ok: z.boolean(),
  results: z.array(systemCheckResultSchema),
});

/** GET /api/admin/monitoring: the last hour from the same numbers /metrics exposes. */
export const monitoringMinuteSchema = z.object({
  minute: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  p95Ms: z.number().nullable(),
});
export const monitoringReportSchema = z.object({
  windowMinutes: z.number().int(),
  requests: z.number().int(),
  requestsPerMinute: z.number(),
  errors: z.number().int(),
  errorRate: z.number(),
  latencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable() }),
  perMinute: z.array(monitoringMinuteSchema),
  generatedAt: z.string(),
});
export type MonitoringReport = z.infer<typeof monitoringReportSchema>;
