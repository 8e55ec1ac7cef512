import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

export type DealerStatus = 'active' | 'suspended';

/** Which of these ids are dealers (an administrator's id, or a made-up one, is not). */
export async function dealerIdsAmong(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'dealer')));
  return rows.map((r) => r.id);
}

/**
 * Moves these dealers to `status` (suspended ← any other status; active ← suspended only, so a pending
 * dealer still sets a password first); answers the ids that changed.
 */
export async function updateDealerStatus(
  db: Database,
  ids: string[],
  status: DealerStatus,
  reason: string | null,
): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ status, suspensionReason: status === 'suspended' ? reason : null, updatedAt: new Date() })
    .where(
      and(
        inArray(users.id, ids),
        eq(users.role, 'dealer'),
        status === 'suspended' ? ne(users.status, 'suspended') : eq(users.status, 'suspended'),
      ),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
