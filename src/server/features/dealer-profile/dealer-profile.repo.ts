// The one owner of the `dealer_settings` row: every feature that needs a dealer's branding, contact
// details, images or business SMTP loads the profile here once and derives its view from it.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealerSettings, users } from '../../db/schema.ts';
import type { DealerProfile } from './dealer-profile.ts';

export type ProfileValues = Partial<Omit<typeof dealerSettings.$inferInsert, 'dealerId' | 'updatedAt'>>;

/** The columns that make a profile, for a caller that joins them into its own query (one read, not two). */
export const profileColumns = {
  dealerId: users.id,
  registeredName: users.dealershipName,
  email: users.email,
  settings: dealerSettings,
};

/** The dealer's profile: their account's name and address with the settings row they saved (if any). */
export async function findDealerProfile(db: Database, dealerId: string): Promise<DealerProfile | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(eq(users.id, dealerId));
  return row;
}

/** Saves any part of the profile, creating the row on first save; answers the profile as saved. */
export async function saveDealerProfile(
  db: Database,
  dealerId: string,
  values: ProfileValues,
): Promise<DealerProfile['settings']> {
  const set = { ...values, updatedAt: sql`now()` };
  const [row] = await db
    .insert(dealerSettings)
    .values({ dealerId, ...values })
    .onConflictDoUpdate({ target: dealerSettings.dealerId, set })
    .returning();
  return row ?? null;
}
