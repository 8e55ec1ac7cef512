import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSealingCertificate } from './sealing-certificate.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-sealing-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the platform sealing certificate', () => {
  it('is generated once into DATA_DIR, with a private key only the owner can read', async () => {
    const first = await loadSealingCertificate({ dataDir, sealingP12: undefined });
    expect(first.subject).toBe('CN=Docs2Sign Document Sealing, O=Docs2Sign, C=GB');
    const key = path.join(dataDir, 'sealing/sealing-key.pem');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    const again = await loadSealingCertificate({ dataDir, sealingP12: undefined });
    expect(Buffer.from(again.signer.certificate).equals(Buffer.from(first.signer.certificate))).toBe(true);
  });

  it('loads a PKCS#12 file from SIGNING_P12_PATH, and names the variable when the password is wrong', async () => {
    const dir = path.join(dataDir, 'sealing');
    const p12 = path.join(dataDir, 'platform.p12');
    execFileSync('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      path.join(dir, 'sealing-key.pem'),
      '-in',
      path.join(dir, 'sealing-cert.pem'),
      '-out',
      p12,
      '-passout',
      'pass:p12 password',
    ]);
    const loaded = await loadSealingCertificate({
      dataDir,
      sealingP12: { path: p12, password: 'p12 password' },
    });
    expect(loaded.subject).toBe('CN=Docs2Sign Document Sealing, O=Docs2Sign, C=GB');
    const signature = await loaded.signer.sign(new TextEncoder().encode('hello'), 'SHA-256');
    expect(signature.length).toBe(256);
    expect(readFileSync(p12).length).toBeGreaterThan(0);
    await expect(
      loadSealingCertificate({ dataDir, sealingP12: { path: p12, password: 'wrong' } }),
    ).rejects.toThrow(/SIGNING_P12_PATH/);
  });
});
