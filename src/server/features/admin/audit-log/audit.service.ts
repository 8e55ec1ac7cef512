// Every admin action is audited (DECISIONS.md "Administration"): admin, action, target, reason, time, IP.
// Other admin modules call `recordAdminAction` with the database or their own transaction.
import type { AccountAdminChange, AuditEntry } from '../../../../shared/admin/admin-observability.schema.ts';
import type { Database } from '../../../db/client.ts';
import { type AuditExecutor, type AuditRecord, insertAuditEntry, listAuditEntries } from './audit.repo.ts';

export type { AuditRecord } from './audit.repo.ts';

/** Accepts AppDeps (or anything with `db`), a Database or a transaction. */
export async function recordAdminAction(ctxOrTx: { db: AuditExecutor } | AuditExecutor, entry: AuditRecord) {
  const executor = 'insert' in ctxOrTx ? ctxOrTx : ctxOrTx.db;
  await insertAuditEntry(executor, entry);
}

/** Who is acting and from where, read from a request the admin guard has let through. */
export function auditActor(request: { currentUser: { id: string } | null; ip: string }) {
  return { adminId: request.currentUser?.id ?? 'unknown', ip: request.ip };
}

export async function listAuditLog(
  db: Database,
  filter: { targetType?: string; targetId?: string; limit: number },
): Promise<AuditEntry[]> {
  const rows = await listAuditEntries(db, filter);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * A dealer sees what an administrator changed on their own account: what and why, never which
 * administrator or from which address.
 */
export async function accountAdminChanges(db: Database, dealerId: string): Promise<AccountAdminChange[]> {
  const rows = await listAuditEntries(db, { targetType: 'dealer', targetId: dealerId, limit: 50 });
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
