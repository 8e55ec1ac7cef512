import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { claimIfNoneCurrent, offerCertificate } from '../../../lib/sealing/sealing-certificates.repo.ts';
import { listCertificates } from '../../../lib/sealing/sealing-certificates.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { listAuditLog } from '../audit-log/audit.service.ts';
import { rotateSealingCertificate } from './sealing-certificates.service.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const offered = (fingerprint: string, subject: string) => ({
  fingerprint,
  subject,
  issuer: subject,
  keyKind: 'pkcs12',
  selfSigned: true,
  notBefore: new Date('2026-01-01T00:00:00Z'),
  notAfter: new Date('2036-01-01T00:00:00Z'),
  chainPem: '',
});
const actor = { adminId: 'admin-1', ip: '203.0.113.5' };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await offerCertificate(database.db, offered(A, 'CN=Seal A'));
  await offerCertificate(database.db, offered(B, 'CN=Seal B'));
  await claimIfNoneCurrent(database.db, A);
});
afterAll(() => database.close());

const current = async () => (await listCertificates(database.db)).find((row) => row.isCurrent)?.fingerprint;
const rotations = () => listAuditLog(database.db, { targetType: 'sealing_certificate', limit: 10 });

describe('rotating the sealing certificate', () => {
  it('commits the rotation with its audit entry: an entry that cannot be written leaves the seal as it was', async () => {
    const ctx = { db: database.db };
    // PostgreSQL refuses a NUL character in text: the audit entry fails after the rotation's own updates.
    await expect(
      rotateSealingCertificate(ctx, { fingerprint: B, reason: 'Renewal\u0000' }, actor),
    ).rejects.toThrow();
    expect(await current()).toBe(A);
    expect(await rotations()).toEqual([]);

    const rotated = await rotateSealingCertificate(ctx, { fingerprint: B, reason: 'Renewal' }, actor);
    expect(rotated.current.fingerprint).toBe(B);
    expect(rotated.previous?.fingerprint).toBe(A);
    expect(await current()).toBe(B);
    expect(await rotations()).toMatchObject([
      { action: 'sealing.rotate', targetId: B, reason: 'Renewal', details: { previous: A } },
    ]);
  });
});
