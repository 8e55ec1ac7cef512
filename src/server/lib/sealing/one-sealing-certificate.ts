// Several app instances on one database must seal with one certificate, or a customer's copies would be
// signed by whichever instance took the request. At start each instance offers its certificate to the
// installation's record (sealing-certificates.ts): the first becomes current. A generated certificate lives
// in one instance's DATA_DIR, so an instance holding a different generated one refuses to start. A configured
// certificate (PKCS#12, PKCS#11, KMS) is the operator's explicit choice: it replaces a generated default at
// once, and otherwise waits for an administrator's rotation (the instance does not seal until then).
import type { Database } from '../../db/client.ts';
import type { SealingCertificate } from './sealing-certificate.ts';
import { offerSealingCertificate } from './sealing-certificates.ts';

export class SealingCertificateMismatch extends Error {}

export type StartState = 'current' | 'replaced-generated' | 'awaiting-rotation';

export async function ensureOneSealingCertificate(
  db: Database,
  certificate: SealingCertificate,
): Promise<StartState> {
  const { current, replacedGenerated } = await offerSealingCertificate(db, certificate);
  if (replacedGenerated) return 'replaced-generated';
  if (current) return 'current';
  if (certificate.kind === 'generated') {
    throw new SealingCertificateMismatch(
      'Another Docs2Sign instance on this database seals documents with a different certificate. ' +
        'Several instances must share one: set SIGNING_P12_PATH (and SIGNING_P12_PASSWORD) to the same ' +
        'PKCS#12 file on every instance, or the same SIGNING_PKCS11_* or SIGNING_GCP_KMS_KEY key.',
    );
  }
  return 'awaiting-rotation';
}
