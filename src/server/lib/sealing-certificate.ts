// The platform's certificate that seals every signed PDF (PAdES). Production brings its own P12
// (SIGNING_P12_PATH); the embedded default generates a self-signed one once into DATA_DIR, so a fresh
// install seals documents that any PDF reader can check for tampering.
import { createPrivateKey, type KeyObject, sign, webcrypto } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DigestAlgorithm, P12Signer, type Signer } from '@libpdf/core';
// @peculiar/x509 needs the Reflect metadata API loaded before it.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import type { Config } from '../config.ts';

const KEY_FILE = 'sealing-key.pem';
const CERT_FILE = 'sealing-cert.pem';
const VALID_YEARS = 10;
const ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

export type SealingCertificate = { signer: Signer; subject: string };

export async function loadSealingCertificate(
  config: Pick<Config, 'dataDir' | 'sealingP12'>,
): Promise<SealingCertificate> {
  if (config.sealingP12) {
    const signer = await P12Signer.create(
      await readFile(config.sealingP12.path),
      config.sealingP12.password,
    ).catch((error: unknown) => {
      throw new Error(`SIGNING_P12_PATH: cannot open ${config.sealingP12?.path}: ${String(error)}`);
    });
    return { signer, subject: new x509.X509Certificate(Buffer.from(signer.certificate)).subject };
  }
  const dir = path.join(config.dataDir, 'sealing');
  if (!existsSync(path.join(dir, CERT_FILE))) await generate(dir);
  const [keyPem, certPem] = await Promise.all([
    readFile(path.join(dir, KEY_FILE), 'utf8'),
    readFile(path.join(dir, CERT_FILE), 'utf8'),
  ]);
  const certificate = new x509.X509Certificate(certPem);
  return {
    signer: rsaSigner(createPrivateKey(keyPem), new Uint8Array(certificate.rawData)),
    subject: certificate.subject,
  };
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
