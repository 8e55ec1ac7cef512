// SIGNING_CERT_CHAIN: the certificate of a key held in a module or KMS, leaf first, then each intermediate
// up towards (and optionally including) the root. Checked link by link at load, so a chain in the wrong order
// or with a missing intermediate stops the seal with a plain message instead of making seals readers reject.
import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { KeyType } from '@libpdf/core';

export type CertificateChain = {
  leaf: Uint8Array;
  /** Intermediates (and the root, if given), in order from the leaf's issuer up. */
  intermediates: Uint8Array[];
  keyType: KeyType;
};

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/g;

export async function readCertificateChain(file: string): Promise<CertificateChain> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`SIGNING_CERT_CHAIN: cannot read ${file}: ${String(error)}`);
  });
  return parseCertificateChain(text, file);
}

export function parseCertificateChain(pem: string, name = 'SIGNING_CERT_CHAIN'): CertificateChain {
  const ders = [...pem.matchAll(PEM_BLOCK)].map(
    (m) => new Uint8Array(Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64')),
  );
  if (ders.length === 0) throw new Error(`${name}: no PEM certificate found`);
  const certs = ders.map((der) => new X509Certificate(Buffer.from(der)));
  const leaf = certs[0]!;
  if (leaf.ca)
    throw new Error(`${name}: the first certificate must be the signing (leaf) certificate, not a CA`);
  for (let i = 0; i + 1 < certs.length; i++) {
    const child = certs[i]!;
    const parent = certs[i + 1]!;
    if (!child.checkIssued(parent) || !child.verify(parent.publicKey)) {
      throw new Error(
        `${name}: certificate ${i + 1} (${child.subject.replace(/\n/g, ', ')}) is not issued by the next one (${parent.subject.replace(/\n/g, ', ')}); list the leaf first, then each issuer`,
      );
    }
  }
  const type = leaf.publicKey.asymmetricKeyType;
  if (type !== 'rsa' && type !== 'ec') throw new Error(`${name}: the key must be RSA or EC, not ${type}`);
  return { leaf: ders[0]!, intermediates: ders.slice(1), keyType: type === 'rsa' ? 'RSA' : 'EC' };
}

/** Self-signed: the certificate names itself as issuer and its own key signed it. */
export function isSelfSigned(der: Uint8Array) {
  const cert = new X509Certificate(Buffer.from(der));
  return cert.checkIssued(cert) && cert.verify(cert.publicKey);
}
