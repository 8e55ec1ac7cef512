// The seal key settings: one source at most, each with what it needs, and a chain checked link by link.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { parseCertificateChain } from './certificate-chain.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-seal-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, APP_SECRET: 'x'.repeat(40) };
const chain = path.join(dir, 'chain.pem');
const pkcs11 = {
  SIGNING_PKCS11_MODULE: '/usr/lib/softhsm/libsofthsm2.so',
  SIGNING_PKCS11_TOKEN: 'docs2sign',
  SIGNING_PKCS11_KEY: 'seal',
  SIGNING_CERT_CHAIN: chain,
};

describe('seal key settings', () => {
  it('take a PKCS#11 key with its PIN from a file, and refuse two sources or a missing part by name', () => {
    const pinFile = path.join(dir, 'pin');
    writeFileSync(pinFile, '1234\n');
    expect(loadConfig({ ...base, ...pkcs11, SIGNING_PKCS11_PIN_FILE: pinFile }).sealingPkcs11).toMatchObject({
      token: 'docs2sign',
      key: 'seal',
      pin: '1234',
      chainPath: chain,
    });
    expect(() => loadConfig({ ...base, ...pkcs11 })).toThrow(/also needs SIGNING_PKCS11_PIN/);
    expect(() =>
      loadConfig({ ...base, ...pkcs11, SIGNING_PKCS11_PIN: '1', SIGNING_P12_PATH: '/x.p12' }),
    ).toThrow(/choose one seal key source, not SIGNING_P12_PATH and SIGNING_PKCS11_\*/);
    expect(() =>
      loadConfig({
        ...base,
        SIGNING_GCP_KMS_KEY: 'projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1',
      }),
    ).toThrow(/SIGNING_GCP_KMS_KEY also needs SIGNING_CERT_CHAIN/);
    expect(() => loadConfig({ ...base, SIGNING_GCP_KMS_KEY: 'my-key', SIGNING_CERT_CHAIN: chain })).toThrow(
      /must be a key version/,
    );
    expect(() => loadConfig({ ...base, SIGNING_CERT_CHAIN: chain })).toThrow(
      /SIGNING_CERT_CHAIN is the certificate of a PKCS#11 or KMS key/,
    );
  });

  it('accept a chain leaf first, and say which link is wrong otherwise', () => {
    const file = (name: string) => path.join(dir, name);
    const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      file('ca.key'),
      '-out',
      file('ca.pem'),
      '-days',
      '30',
      '-subj',
      '/CN=Chain Test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    );
    openssl(
      'req',
      '-new',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      file('leaf.key'),
      '-out',
      file('leaf.csr'),
      '-subj',
      '/CN=Chain Test Seal',
    );
    openssl(
      'x509',
      '-req',
      '-in',
      file('leaf.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-set_serial',
      '5',
      '-days',
      '30',
      '-out',
      file('leaf.pem'),
    );
    const leaf = readFileSync(file('leaf.pem'), 'utf8');
    const ca = readFileSync(file('ca.pem'), 'utf8');
    const parsed = parseCertificateChain(leaf + ca);
    expect(parsed.keyType).toBe('EC');
    expect(parsed.intermediates).toHaveLength(1);
    expect(() => parseCertificateChain(ca + leaf)).toThrow(/must be the signing \(leaf\) certificate/);
    expect(() => parseCertificateChain('nothing here')).toThrow(/no PEM certificate/);
  });
});
