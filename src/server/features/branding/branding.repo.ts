import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealerSettings } from '../../db/schema.ts';

export async function findImageKeys(db: Database, dealerId: string) {
  const [row] = await db
    .select({ logoKey: dealerSettings.logoKey, profileImageKey: dealerSettings.profileImageKey })
    .from(dealerSettings)
    .where(eq(dealerSettings.dealerId, dealerId));
  return row ?? { logoKey: null, profileImageKey: null };
}

/** Sets one image key, creating the settings row on first use. */
export async function saveImageKey(
  db: Database,
  dealerId: string,
  values: { logoKey?: string | null; profileImageKey?: string | null },
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(dealerSettings)
    .values({ dealerId, ...set })
    .onConflictDoUpdate({ target: dealerSettings.dealerId, set });
}
