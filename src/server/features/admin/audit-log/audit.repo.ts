// The one writer of `admin_audit_log`: every administrator action records who did what to which record,
// why and from where. Takes the database or a transaction, so an action and its record stand or fall together.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { adminAuditLog, users } from '../../../db/schema.ts';
import type { AdminActionRecord } from '../../../lib/observability/observability.ts';

/** The database, or a transaction of it. */
export type AuditExecutor = Pick<Database, 'insert'>;

export type AuditRecord = AdminActionRecord;

export async function insertAuditEntry(db: AuditExecutor, entry: AuditRecord) {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
    ipAddress: entry.ip ?? null,
    details: entry.details ?? null,
  });
}

const targetUser = alias(users, 'target_user');

/** Newest first, optionally for one target (e.g. one dealer's account); a dealer target is named. */
export function listAuditEntries(
  db: Database,
  filter: { targetType?: string; targetId?: string; limit: number },
) {
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminEmail: users.email,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetName: sql<string | null>`coalesce(${targetUser.dealershipName}, ${targetUser.email})`,
      reason: adminAuditLog.reason,
      ipAddress: adminAuditLog.ipAddress,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .leftJoin(
      targetUser,
      and(eq(adminAuditLog.targetType, 'dealer'), eq(targetUser.id, adminAuditLog.targetId)),
    )
    .where(
      and(
        filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit);
}
