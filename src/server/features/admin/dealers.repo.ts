import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** Sets a dealer's status; answers false when no dealer has that id. Sessions end with a suspension. */
export async function setDealerStatus(
  db: Database,
  dealerId: string,
  status: 'active' | 'suspended',
  suspensionReason: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ status, suspensionReason, updatedAt: new Date() })
      .where(and(eq(users.id, dealerId), eq(users.role, 'dealer')))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    if (status === 'suspended') await tx.delete(sessions).where(eq(sessions.userId, dealerId));
    return true;
  });
}
