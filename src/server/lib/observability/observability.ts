// Shapes by which the app reports on itself: system errors (every 5xx and failed job) and the admin audit
// trail. Defined here so plugins and libraries can report without importing the admin feature that stores
// them; app.ts hands the real functions in through AppDeps.
import type { ErrorSeverity } from '../../../shared/admin/admin-observability.schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { scrubText } from '../security/log-redaction.ts';

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

/**
 * Message and stack of anything thrown, bounded so one huge error cannot bloat the table, and scrubbed: no
 * query parameters or e-mail addresses, and no NUL or lone surrogate, which would make the record itself
 * fail to save (the error that needed recording most was the one lost).
 */
export function describeError(error: unknown): { message: string; stackTrace: string | null } {
  const asError = error instanceof Error ? error : null;
  const message = scrubText(asError?.message || String(error) || 'Unknown error').slice(0, 2000);
  const stackTrace = asError?.stack ? scrubText(asError.stack).slice(0, 8000) : null;
  return { message, stackTrace };
}

/**
 * A job's failure said in words for System Errors ("The e-mail “Reminder” could not be sent: …"), with the
 * dealer it concerns. `quiet`: not a failure but "look again later" (another instance holds the work), so
 * the queue retries without a System Error.
 */
export class JobFailure extends Error {
  readonly dealerId: string | null;
  readonly quiet: boolean;
  constructor(message: string, options: { dealerId?: string | null; quiet?: boolean } = {}) {
    super(message);
    this.name = 'JobFailure';
    this.dealerId = options.dealerId ?? null;
    this.quiet = options.quiet ?? false;
  }
}

/**
 * The job queue with every failed attempt reported: the last attempt (no retry left) as high severity, one
 * that will be retried as low. The failure still reaches the queue, which retries it as before.
 */
export function withJobFailureCapture(jobs: JobQueue, capture: ErrorCapture): JobQueue {
  return {
    ...jobs,
    work: (name, handler) =>
      jobs.work(name, async (data, job) => {
        try {
          await handler(data, job);
        } catch (error) {
          const failure = error instanceof JobFailure ? error : null;
          if (failure?.quiet) throw error;
          capture({
            severity: job.retryCount >= job.retryLimit ? 'high' : 'low',
            errorType: 'job_failed',
            source: `job ${name} (attempt ${job.retryCount + 1} of ${job.retryLimit + 1})`,
            dealerId: failure?.dealerId ?? (data && 'dealerId' in data ? data.dealerId : null),
            error,
          });
          throw error;
        }
      }),
  };
}
