// Which certificate seals, agreed by every instance on one database: each instance offers the certificate
// it is configured with; the first one offered becomes current (a configured one also replaces the generated
// default), and another becomes current only by a rotation (an audited administrator action, features/admin/sealing-certificates). An instance whose
// certificate is not the current one does not seal: its seal fails into the job's retries, so a rolling
// change of certificates never leaves customers' copies signed by two keys at once.
import { X509Certificate } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { SealingCertificate } from './sealing-certificate.ts';
import * as repo from './sealing-certificates.repo.ts';

export class SealingCertificateNotCurrent extends Error {
  override name = 'SealingCertificateNotCurrent';
}

const pem = (der: Uint8Array) =>
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(der)
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END CERTIFICATE-----\n`;

const offered = new WeakMap<Database, Set<string>>();

/** Records the certificate (once per database and process) and makes it current if none is. */
export async function offerSealingCertificate(db: Database, certificate: SealingCertificate) {
  const seen = offered.get(db) ?? new Set<string>();
  offered.set(db, seen);
  if (!seen.has(certificate.fingerprint)) {
    const leaf = new X509Certificate(Buffer.from(certificate.signer.certificate));
    await repo.offerCertificate(db, {
      fingerprint: certificate.fingerprint,
      subject: leaf.subject.replace(/\n/g, ', '),
      issuer: leaf.issuer.replace(/\n/g, ', '),
      keyKind: certificate.kind,
      selfSigned: certificate.selfSigned,
      notBefore: new Date(leaf.validFrom),
      notAfter: new Date(leaf.validTo),
      chainPem: [certificate.signer.certificate, ...(certificate.signer.certificateChain ?? [])]
        .map(pem)
        .join(''),
    });
    seen.add(certificate.fingerprint);
  }
  await repo.claimIfNoneCurrent(db, certificate.fingerprint);
  const current = await repo.findCurrent(db);
  // A configured certificate is the operator's explicit choice over the generated default: it takes over.
  if (
    current &&
    current.fingerprint !== certificate.fingerprint &&
    current.keyKind === 'generated' &&
    certificate.kind !== 'generated'
  ) {
    const { next } = await db.transaction((tx) => repo.makeCurrent(tx, certificate.fingerprint));
    return { current: true, currentRow: next, replacedGenerated: true };
  }
  return {
    current: current?.fingerprint === certificate.fingerprint,
    currentRow: current,
    replacedGenerated: false,
  };
}

/** Before a seal: this instance's certificate must be the installation's current one. */
export async function assertSealsWithCurrent(db: Database, certificate: SealingCertificate) {
  const { current, currentRow } = await offerSealingCertificate(db, certificate);
  if (current) return;
  throw new SealingCertificateNotCurrent(
    `This instance's sealing certificate (${certificate.subject}, SHA-256 ${certificate.fingerprint.slice(0, 16)}…) is not the installation's current one (${currentRow?.subject ?? 'none'}): an administrator rotates to it (POST /api/admin/sealing-certificates/rotate), or the instance is configured with the current one.`,
  );
}

export {
  findByFingerprints,
  listCertificates,
  makeCurrent,
  type SealingCertificateRow,
} from './sealing-certificates.repo.ts';

/**
 * Every certificate the installation has sealed with, its dates of use and its chain (PEM), for an export:
 * whoever holds the sealed files later can check each one's signature without asking this installation.
 */
export async function sealingCertificatesRecord(db: Database) {
  const rows = await repo.listCertificates(db);
  return rows
    .filter((r) => r.currentFrom)
    .map((r) => ({
      subject: r.subject,
      issuer: r.issuer,
      sha256Fingerprint: r.fingerprint,
      selfSigned: r.selfSigned,
      validFrom: r.notBefore.toISOString(),
      validUntil: r.notAfter.toISOString(),
      usedFrom: r.currentFrom?.toISOString() ?? null,
      usedUntil: r.retiredAt?.toISOString() ?? null,
      chainPem: r.chainPem,
    }));
}
