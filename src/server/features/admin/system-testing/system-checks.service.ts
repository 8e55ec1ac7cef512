// System Testing and the health-check maintenance action (DECISIONS.md "Administration"): the database, file
// storage (a probe written, read back and deleted), the mail transport, the job queue, the sealing
// certificate's expiry and the timestamp server (TSA_URL). Each check is bounded in time and answers in
// plain words; none throws.
import { randomUUID } from 'node:crypto';
import type { SystemCheckResult } from '../../../../shared/admin/admin-observability.schema.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { pkcs11Status } from '../../../lib/sealing/pkcs11-signer.ts';
import type { SealingCertificate } from '../../../lib/sealing/sealing-certificate.ts';
import { offerSealingCertificate } from '../../../lib/sealing/sealing-certificates.ts';
import { probeTimestampServer } from '../../../lib/sealing/timestamp-authority.ts';
import { databaseVersion } from './system-checks.repo.ts';

const CHECK_TIMEOUT_MS = 5000;
/** A sealing certificate closer than this to its end fails the check, so there is time to renew it. */
const CERTIFICATE_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

type Deps = Pick<
  AppDeps,
  'db' | 'databaseKind' | 'storage' | 'mailer' | 'jobs' | 'sealingCertificate' | 'config'
>;

async function timed(name: string, work: () => Promise<string>): Promise<SystemCheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const ms = () => Math.round(performance.now() - started);
  try {
    const detail = await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { name, ok: true, detail, ms: ms() };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error), ms: ms() };
  } finally {
    clearTimeout(timer);
  }
}

async function checkStorage(storage: Deps['storage']) {
  const key = `health/system-test-${randomUUID()}`;
  const probe = Buffer.from(`docs2sign system test ${new Date().toISOString()}`);
  await storage.put(key, probe);
  try {
    const back = await storage.get(key);
    if (!back.equals(probe)) throw new Error('The probe file read back differs from what was written');
  } finally {
    await storage.delete(key);
  }
  return `Wrote, read back and deleted a ${probe.length}-byte probe file`;
}

const KEY_PLACES = {
  generated: 'Generated key in DATA_DIR/sealing',
  pkcs12: 'PKCS#12 file (SIGNING_P12_PATH)',
  pkcs11: 'PKCS#11 module (SIGNING_PKCS11_MODULE)',
  'gcp-kms': 'Google Cloud KMS (SIGNING_GCP_KMS_KEY)',
} as const;

/** Where the key lives, who vouches for the certificate, and whether this instance's is the current one. */
async function describeSealKey(deps: Deps, certificate: SealingCertificate) {
  const parts: string[] = [KEY_PLACES[certificate.kind]];
  if (certificate.kind === 'pkcs11' && deps.config.sealingPkcs11) {
    const status = await pkcs11Status(deps.config.sealingPkcs11);
    parts.push(
      status.extractable ? 'the key CAN be extracted from the module' : 'the key cannot leave the module',
    );
  }
  parts.push(
    certificate.selfSigned
      ? 'self-signed: readers will call the identity unknown'
      : `issued by ${certificate.issuer}: readers that trust that CA show the identity as verified`,
  );
  const { current } = await offerSealingCertificate(deps.db, certificate);
  if (!current)
    parts.push("NOT the installation's current certificate: this instance does not seal until a rotation");
  return { text: parts.join('; '), current };
}

async function checkCertificate(deps: Deps) {
  const certificate = await deps.sealingCertificate();
  const { signer, subject } = certificate;
  // @peculiar/x509 needs the Reflect metadata API loaded before it; both load with the first check.
  await import('reflect-metadata');
  const x509 = await import('@peculiar/x509');
  const notAfter = new x509.X509Certificate(Buffer.from(signer.certificate)).notAfter;
  const daysLeft = Math.floor((notAfter.getTime() - Date.now()) / DAY_MS);
  const until = notAfter.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const key = await describeSealKey(deps, certificate);
  const detail = `${subject}: valid until ${until} (${daysLeft} days left). ${key.text}`;
  if (daysLeft < 0) throw new Error(`${subject}: expired on ${until}`);
  if (daysLeft < CERTIFICATE_WARNING_DAYS) throw new Error(`${detail}; renew it soon`);
  if (!key.current) throw new Error(detail);
  return detail;
}

/** A real timestamp of a random digest from TSA_URL; without it the seals carry the server's own time. */
async function checkTimestamps(tsa: Deps['config']['tsa']) {
  if (!tsa) return 'not configured (seals are PAdES B-B)';
  const ms = await probeTimestampServer(tsa);
  return `${tsa.url} answered in ${ms} ms (seals are PAdES B-LTA)`;
}

/** Runs every check at once; the answer lists them in a fixed order. */
export async function runSystemChecks(deps: Deps): Promise<SystemCheckResult[]> {
  return Promise.all([
    timed('Database', async () => {
      const version = await databaseVersion(deps.db);
      return `${deps.databaseKind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'} ${version} answers`;
    }),
    timed('File storage', () => checkStorage(deps.storage)),
    timed('Mail transport', async () => {
      await deps.mailer.verify();
      return deps.mailer.transport === 'smtp'
        ? 'The SMTP server accepted a connection and login'
        : 'No SMTP_URL: platform mail is kept in the outbox';
    }),
    timed('Job queue', async () => {
      await deps.jobs.ping();
      return 'The queue tables answer';
    }),
    timed('Sealing certificate', () => checkCertificate(deps)),
    timed('Timestamps', () => checkTimestamps(deps.config.tsa)),
  ]);
}
