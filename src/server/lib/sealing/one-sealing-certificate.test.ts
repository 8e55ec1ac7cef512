import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { ensureOneSealingCertificate, SealingCertificateMismatch } from './one-sealing-certificate.ts';
import { loadSealingCertificate } from './sealing-certificate.ts';

let database: DatabaseHandle;
const dirs: string[] = [];
const generated = () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-cert-'));
  dirs.push(dataDir);
  return loadSealingCertificate({ dataDir, sealingP12: undefined });
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('lets instances with the same certificate start, and refuses one that generated its own', async () => {
  const first = await generated();
  expect(await ensureOneSealingCertificate(database.db, first)).toBe('current');
  expect(await ensureOneSealingCertificate(database.db, first)).toBe('current'); // a restart of the same instance
  const other = await generated();
  await expect(ensureOneSealingCertificate(database.db, other)).rejects.toThrow(SealingCertificateMismatch);
  await expect(ensureOneSealingCertificate(database.db, other)).rejects.toThrow(/SIGNING_P12_PATH/);
  // A configured certificate is the operator's choice: it replaces the generated default, and then the odd
  // one out is the generated one.
  const configured = { ...(await generated()), kind: 'pkcs12' as const };
  expect(await ensureOneSealingCertificate(database.db, configured)).toBe('replaced-generated');
  await expect(ensureOneSealingCertificate(database.db, first)).rejects.toThrow(SealingCertificateMismatch);
  // Another configured one waits for an administrator's rotation.
  const third = { ...(await generated()), kind: 'pkcs12' as const };
  expect(await ensureOneSealingCertificate(database.db, third)).toBe('awaiting-rotation');
});
