// System Errors (DECISIONS.md "Administration"): every 5xx the app answered and every failed
// job, captured where it happened (plugins/error-capture.ts, lib/observability/observability.ts's job wrapper) through the
// capture function app.ts hands them, and listed, searched and resolved by administrators.
import type { FastifyBaseLogger } from 'fastify';
import type { SystemError } from '../../../../shared/admin/admin-observability.schema.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { describeError, type ErrorCapture } from '../../../lib/observability/observability.ts';
import {
  archiveResolved,
  countUnresolved,
  insertSystemError,
  listSystemErrorRows,
  markResolved,
  type SystemErrorFilter,
} from './system-errors.repo.ts';

/** At most this many errors are stored per minute per process: a failure in a loop cannot flood the table. */
const MAX_PER_MINUTE = 120;

export type ErrorCaptureHandle = { capture: ErrorCapture; flush(): Promise<void> };

/**
 * The capture function every part of the app reports failures through. It stores in the background and
 * never throws (a database that is down cannot record its own outage: that goes to the log only).
 */
export function createErrorCapture(db: Database, log: FastifyBaseLogger): ErrorCaptureHandle {
  const pending = new Set<Promise<void>>();
  let windowStart = Date.now();
  let inWindow = 0;
  let dropped = 0;
  const capture: ErrorCapture = (report) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      if (dropped > 0) log.warn({ dropped }, 'system errors not stored (more than the per-minute bound)');
      windowStart = now;
      inWindow = 0;
      dropped = 0;
    }
    if (++inWindow > MAX_PER_MINUTE) {
      dropped++;
      return;
    }
    const { message, stackTrace } = describeError(report.error);
    const work = insertSystemError(db, {
      severity: report.severity,
      errorType: report.errorType,
      source: report.source.slice(0, 300),
      dealerId: report.dealerId ?? null,
      message,
      stackTrace,
    })
      .catch((error: unknown) => log.warn({ err: error }, 'could not store a system error'))
      .finally(() => pending.delete(work));
    pending.add(work);
  };
  return { capture, flush: async () => void (await Promise.all([...pending])) };
}

export async function listSystemErrors(db: Database, filter: SystemErrorFilter): Promise<SystemError[]> {
  const rows = await listSystemErrorRows(db, filter);
  return rows.map(({ dealershipName, dealerEmail, createdAt, resolvedAt, ...row }) => ({
    ...row,
    dealerName: row.dealerId ? (dealershipName ?? dealerEmail ?? null) : null,
    timestamp: createdAt.toISOString(),
    resolved: resolvedAt !== null,
    resolvedAt: resolvedAt?.toISOString() ?? null,
  }));
}

export async function resolveSystemError(db: Database, id: string, adminId: string) {
  if (!(await markResolved(db, id, adminId))) throw notFound('Error not found');
  return { message: 'The error has been marked as resolved.' };
}

/** For the control center's top cards (errorCount). */
export const unresolvedErrorCount = (db: Database) => countUnresolved(db);

/** For the reset-error-logs maintenance action: resolved errors leave the lists. */
export async function archiveResolvedErrors(db: Database) {
  const archived = await archiveResolved(db);
  return { archived };
}
