// Shapes by which the app reports on itself: system errors (every 5xx and failed job) and the admin audit
// trail. Defined here so plugins and libraries can report without importing the admin feature that stores
// them; app.ts hands the real functions in through AppDeps.
import type { ErrorSeverity } from '../../shared/admin-observability.schema.ts';

export type ErrorReport = {
  severity: ErrorSeverity;
  /** request_error, database_unavailable, upstream_error, job_failed */
  errorType: string;
  /** Where it happened: "GET /api/documents/:id" or "job seal". */
  source: string;
  dealerId?: string | null;
  error: unknown;
};

/** Records a failure in the background: never throws, never makes the caller wait. */
export type ErrorCapture = (report: ErrorReport) => void;

export type AdminActionRecord = {
  adminId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  reason?: string | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
};

/** Message and stack of anything thrown, bounded so one huge error cannot bloat the table. */
export function describeError(error: unknown): { message: string; stackTrace: string | null } {
  const asError = error instanceof Error ? error : null;
  const message = (asError?.message || String(error) || 'Unknown error').slice(0, 2000);
  const stackTrace = asError?.stack ? asError.stack.slice(0, 8000) : null;
  return { message, stackTrace };
}
