import { eq } from 'drizzle-orm';
import type { GeneralSettingsInput } from '../../../shared/settings.schema.ts';
import type { Database } from '../../db/client.ts';
import { dealerSettings, users } from '../../db/schema.ts';

/** The dealer's saved settings (if any) beside the name they registered with. */
export async function findDealerSettings(db: Database, dealerId: string) {
  const [row] = await db
    .select({ registeredName: users.dealershipName, settings: dealerSettings })
    .from(users)
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(eq(users.id, dealerId));
  return row;
}

/** Saves the General Settings form, creating the row on first save. */
export async function saveGeneralSettings(db: Database, dealerId: string, values: GeneralSettingsInput) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(dealerSettings)
    .values({ dealerId, ...set })
    .onConflictDoUpdate({ target: dealerSettings.dealerId, set });
}
