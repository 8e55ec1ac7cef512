// The one writer of `system_errors`: failures captured from 5xx answers and failed jobs, listed, resolved
// and (by the reset-error-logs maintenance action) archived.
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { ErrorSeverity } from '../../../../shared/admin/admin-observability.schema.ts';
import type { Database } from '../../../db/client.ts';
import { currentDealershipName } from '../../../db/dealer-name.ts';
import { dealerSettings, systemErrors, users } from '../../../db/schema.ts';

export type NewSystemError = {
  severity: ErrorSeverity;
  errorType: string;
  source: string;
  dealerId: string | null;
  message: string;
  stackTrace: string | null;
};

export async function insertSystemError(db: Database, row: NewSystemError) {
  await db.insert(systemErrors).values(row);
}

export type SystemErrorFilter = {
  resolved: 'true' | 'false' | 'all';
  severity?: ErrorSeverity;
  search?: string;
  limit: number;
};

/** Newest first; archived errors are left out. `search` matches message, type and source. */
export function listSystemErrorRows(db: Database, filter: SystemErrorFilter) {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({
      id: systemErrors.id,
      severity: systemErrors.severity,
      errorType: systemErrors.errorType,
      source: systemErrors.source,
      dealerId: systemErrors.dealerId,
      dealershipName: currentDealershipName,
      dealerEmail: users.email,
      message: systemErrors.message,
      stackTrace: systemErrors.stackTrace,
      createdAt: systemErrors.createdAt,
      resolvedAt: systemErrors.resolvedAt,
    })
    .from(systemErrors)
    .leftJoin(users, eq(users.id, systemErrors.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(
      and(
        isNull(systemErrors.archivedAt),
        filter.resolved === 'true' ? isNotNull(systemErrors.resolvedAt) : undefined,
        filter.resolved === 'false' ? isNull(systemErrors.resolvedAt) : undefined,
        filter.severity ? eq(systemErrors.severity, filter.severity) : undefined,
        pattern
          ? or(
              ilike(systemErrors.message, pattern),
              ilike(systemErrors.errorType, pattern),
              ilike(systemErrors.source, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(systemErrors.createdAt), desc(systemErrors.id))
    .limit(filter.limit);
}

/** Marks an error resolved (the first resolution stands); false when no such error exists. */
export async function markResolved(db: Database, id: string, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ resolvedAt: systemErrors.resolvedAt })
    .from(systemErrors)
    .where(and(eq(systemErrors.id, id), isNull(systemErrors.archivedAt)));
  if (!row) return false;
  if (row.resolvedAt) return true;
  await db
    .update(systemErrors)
    .set({ resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(eq(systemErrors.id, id), isNull(systemErrors.resolvedAt)));
  return true;
}

export async function countUnresolved(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(systemErrors)
    .where(and(isNull(systemErrors.resolvedAt), isNull(systemErrors.archivedAt)));
  return row?.n ?? 0;
}

/** Archives every resolved error still listed; answers how many. */
export async function archiveResolved(db: Database): Promise<number> {
  const rows = await db
    .update(systemErrors)
    .set({ archivedAt: new Date() })
    .where(and(isNotNull(systemErrors.resolvedAt), isNull(systemErrors.archivedAt)))
    .returning({ id: systemErrors.id });
  return rows.length;
}

/** Archived errors (reset-error-logs) are deleted 90 days after they happened: their text may name someone. */
export const ARCHIVED_ERROR_KEEP_DAYS = 90;

export async function deleteOldArchivedErrors(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - ARCHIVED_ERROR_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(systemErrors)
    .where(and(lt(systemErrors.createdAt, before), isNotNull(systemErrors.archivedAt)))
    .returning({ id: systemErrors.id });
  return gone.length;
}
