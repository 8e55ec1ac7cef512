import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dealerSettings } from '../../db/schema.ts';

const smtpColumns = {
  smtpEnabled: dealerSettings.smtpEnabled,
  smtpHost: dealerSettings.smtpHost,
  smtpPort: dealerSettings.smtpPort,
  smtpSecure: dealerSettings.smtpSecure,
  smtpUser: dealerSettings.smtpUser,
  smtpPasswordSealed: dealerSettings.smtpPasswordSealed,
  smtpFromEmail: dealerSettings.smtpFromEmail,
  emailFromName: dealerSettings.emailFromName,
  updatedAt: dealerSettings.updatedAt,
};

export type StoredSmtp = {
  smtpEnabled: boolean;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpSecure: boolean | null;
  smtpUser: string | null;
  smtpPasswordSealed: string | null;
  smtpFromEmail: string | null;
  emailFromName: string | null;
  updatedAt: Date;
};

export async function findSmtp(db: Database, dealerId: string): Promise<StoredSmtp | undefined> {
  const [row] = await db
    .select(smtpColumns)
    .from(dealerSettings)
    .where(eq(dealerSettings.dealerId, dealerId));
  return row;
}

/** Creates the dealer's settings row on first save. */
export async function saveSmtp(
  db: Database,
  dealerId: string,
  values: Partial<Omit<StoredSmtp, 'updatedAt' | 'emailFromName'>>,
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(dealerSettings)
    .values({ dealerId, ...set })
    .onConflictDoUpdate({ target: dealerSettings.dealerId, set });
}
