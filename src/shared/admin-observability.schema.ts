// The control center's observability calls (issue 15): audit log, system errors, system testing and
// real-time monitoring. Shapes shared by the server's answers and the admin screens.
import { z } from 'zod';

export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** GET /api/admin/system-errors?resolved=true|false|all&severity=&search= (spec B §7; unresolved by default). */
export const systemErrorsQuerySchema = z.object({
  resolved: z.enum(['true', 'false', 'all'], 'Resolved must be true, false or all').default('false'),
  severity: z.enum(ERROR_SEVERITIES, 'Severity must be critical, high, medium or low').optional(),
  search: z.string().trim().max(200, 'At most 200 characters').optional(),
  limit: z.coerce.number().int('Limit must be a whole number').min(1).max(500).default(100),
});
export type SystemErrorsQuery = z.input<typeof systemErrorsQuerySchema>;

/** Spec B §3 "System error", plus where it happened. */
export type SystemError = {
  id: string;
  severity: ErrorSeverity;
  errorType: string;
  source: string;
  dealerId: string | null;
  dealerName: string | null;
  message: string;
  stackTrace: string | null;
  timestamp: string;
  resolved: boolean;
  resolvedAt: string | null;
};

/** GET /api/admin/audit-log?targetType=&targetId=&limit= */
export const auditLogQuerySchema = z.object({
  targetType: z.string().trim().max(50, 'At most 50 characters').optional(),
  targetId: z.string().trim().max(100, 'At most 100 characters').optional(),
  limit: z.coerce.number().int('Limit must be a whole number').min(1).max(500).default(100),
});

export type AuditEntry = {
  id: string;
  adminId: string;
  adminEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The dealer's dealership name or e-mail when the target is a dealer. */
  targetName: string | null;
  reason: string | null;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

/** GET /api/account/admin-changes: what an administrator changed on the dealer's own account. */
export type AccountAdminChange = { id: string; action: string; reason: string | null; createdAt: string };

/** Plain words for the actions a dealer may see on their own account. */
export const ACCOUNT_CHANGE_LABELS: Record<string, string> = {
  'dealer.create': 'Your account was created by an administrator',
  'dealer.suspend': 'Your account was suspended',
  'dealer.unsuspend': 'Your account was reactivated',
  'dealer.reset_password': 'A password reset link was sent to you',
  'dealer.reset_smtp': 'Your business e-mail settings were reset',
};

/** One check of POST /api/admin/system-tests. */
export type SystemCheckResult = { name: string; ok: boolean; detail: string; ms: number };
export type SystemTestReport = { ranAt: string; ok: boolean; results: SystemCheckResult[] };

/** GET /api/admin/monitoring: the last hour from the same numbers /metrics exposes. */
export type MonitoringMinute = { minute: string; requests: number; errors: number; p95Ms: number | null };
export type MonitoringReport = {
  windowMinutes: number;
  requests: number;
  requestsPerMinute: number;
  errors: number;
  errorRate: number;
  latencyMs: { p50: number | null; p95: number | null; p99: number | null };
  perMinute: MonitoringMinute[];
  generatedAt: string;
};
