// The platform's certificate that seals every signed PDF (PAdES), from one of four sources behind one
// Signer: a PKCS#12 file (SIGNING_P12_PATH), a key in a PKCS#11 module (SIGNING_PKCS11_*, pkcs11-signer.ts),
// a Google Cloud KMS key (SIGNING_GCP_KMS_KEY) or, by default, a self-signed one generated once into
// DATA_DIR, so a fresh install seals documents that any PDF reader can check for tampering.
import { createHash, createPrivateKey, type KeyObject, sign, webcrypto } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { type DigestAlgorithm, GoogleKmsSigner, P12Signer, type Signer } from '@libpdf/core';
// @peculiar/x509 needs the Reflect metadata API loaded before it.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import type { Config } from '../../config.ts';
import { isSelfSigned, readCertificateChain } from './certificate-chain.ts';
import { pkcs11Signer, startPkcs11Host } from './pkcs11-signer.ts';

const KEY_FILE = 'sealing-key.pem';
const CERT_FILE = 'sealing-cert.pem';
const VALID_YEARS = 10;
const ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

/** Where the seal key lives. */
export type SealKeyKind = 'generated' | 'pkcs12' | 'pkcs11' | 'gcp-kms';
export type SealKeySource = Pick<Config, 'dataDir' | 'sealingP12'> &
  Partial<Pick<Config, 'sealingPkcs11' | 'sealingKms'>>;

export type SealingCertificate = {
  signer: Signer;
  subject: string;
  kind: SealKeyKind;
  /** SHA-256 of the leaf certificate (DER), lower-case hex: how the installation's records name it. */
  fingerprint: string;
  /** The certificate names itself as issuer: readers call the signer's identity unknown. */
  selfSigned: boolean;
  /** Who issued the certificate (its issuer's name, one line). */
  issuer: string;
};

export function sealKeyKind(source: SealKeySource): SealKeyKind {
  if (source.sealingPkcs11) return 'pkcs11';
  if (source.sealingKms) return 'gcp-kms';
  return source.sealingP12 ? 'pkcs12' : 'generated';
}

export async function loadSealingCertificate(source: SealKeySource): Promise<SealingCertificate> {
  const signer = await loadSigner(source);
  const leaf = new x509.X509Certificate(Buffer.from(signer.certificate));
  return {
    signer,
    subject: leaf.subject,
    issuer: leaf.issuer,
    kind: sealKeyKind(source),
    fingerprint: createHash('sha256').update(signer.certificate).digest('hex'),
    selfSigned: isSelfSigned(signer.certificate),
  };
}

async function loadSigner(config: SealKeySource): Promise<Signer> {
  if (config.sealingPkcs11) {
    const chain = await readCertificateChain(config.sealingPkcs11.chainPath);
    // The thread owning the module's session runs beside the main thread; seal workers only talk to it.
    if (isMainThread) await startPkcs11Host(config.sealingPkcs11);
    return pkcs11Signer(config.sealingPkcs11, chain.leaf, chain.intermediates, chain.keyType);
  }
  if (config.sealingKms) {
    const chain = await readCertificateChain(config.sealingKms.chainPath);
    // Loaded only here: the KMS client (@google-cloud/kms, installed by the operator who uses it) is large.
    return GoogleKmsSigner.create({
      keyVersionName: config.sealingKms.keyVersionName,
      certificate: chain.leaf,
      certificateChain: chain.intermediates,
    }).catch((error: unknown) => {
      throw new Error(
        `SIGNING_GCP_KMS_KEY: ${String(error)} (Google Cloud KMS needs \`npm install @google-cloud/kms\` and application default credentials)`,
      );
    });
  }
  if (config.sealingP12) {
    const signer = await P12Signer.create(
      await readFile(config.sealingP12.path),
      config.sealingP12.password,
    ).catch((error: unknown) => {
      throw new Error(`SIGNING_P12_PATH: cannot open ${config.sealingP12?.path}: ${String(error)}`);
    });
    return signer;
  }
  const dir = path.join(config.dataDir, 'sealing');
  if (!existsSync(path.join(dir, CERT_FILE))) await generate(dir);
  const [keyPem, certPem] = await Promise.all([
    readFile(path.join(dir, KEY_FILE), 'utf8'),
    readFile(path.join(dir, CERT_FILE), 'utf8'),
  ]);
  const certificate = new x509.X509Certificate(certPem);
  return rsaSigner(createPrivateKey(keyPem), new Uint8Array(certificate.rawData));
}

function rsaSigner(key: KeyObject, certificate: Uint8Array): Signer {
  const digest = (algorithm: DigestAlgorithm) => algorithm.replace('-', '').toLowerCase();
  return {
    certificate,
    keyType: 'RSA',
    signatureAlgorithm: 'RSASSA-PKCS1-v1_5',
    sign: async (data, algorithm) => new Uint8Array(sign(digest(algorithm), data, key)),
  };
}

async function generate(dir: string) {
  x509.cryptoProvider.set(webcrypto as Crypto);
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const notBefore = new Date();
  const notAfter = new Date(notBefore);
  notAfter.setFullYear(notAfter.getFullYear() + VALID_YEARS);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('hex'),
    name: 'CN=Docs2Sign Document Sealing, O=Docs2Sign, C=GB',
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  const keyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)?.join('\n')}\n-----END PRIVATE KEY-----\n`;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Key first: a certificate file means the pair is complete.
  await writeFile(path.join(dir, KEY_FILE), keyPem, { mode: 0o600 });
  await writeFile(path.join(dir, CERT_FILE), certificate.toString('pem'), { mode: 0o644 });
}
