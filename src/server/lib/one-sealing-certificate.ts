// Several app instances on one PostgreSQL must seal with one certificate, or a customer's copies would be
// signed by whichever instance took the request. A generated certificate lives in one instance's DATA_DIR,
// so the first instance records its fingerprint and any instance holding a different generated one refuses
// to start. SIGNING_P12_PATH is the operator's explicit choice: it is recorded, never refused.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { platformSettings } from '../db/schema.ts';
import type { SealingCertificate } from './sealing-certificate.ts';

const KEY = 'sealing_certificate';

export class SealingCertificateMismatch extends Error {}

export async function ensureOneSealingCertificate(
  db: Database,
  certificate: SealingCertificate,
  source: 'configured' | 'generated',
) {
  const fingerprint = createHash('sha256').update(certificate.signer.certificate).digest('hex');
  const value = `${source}:${fingerprint}`;
  if (source === 'configured') {
    await db
      .insert(platformSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: sql`now()` } });
    return;
  }
  await db.insert(platformSettings).values({ key: KEY, value }).onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, KEY));
  if (row && row.value !== value) {
    throw new SealingCertificateMismatch(
      'Another Docs2Sign instance on this database seals documents with a different certificate. ' +
        'Several instances must share one: set SIGNING_P12_PATH (and SIGNING_P12_PASSWORD) to the same ' +
        'PKCS#12 file on every instance.',
    );
  }
}
