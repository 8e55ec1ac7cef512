// The off-site copy of a back-up, against a real S3 protocol server (s3rver).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../lib/storage/s3-storage.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3 } from '../../../test/s3-server.ts';
import { copyBackupOffsite } from './backup-offsite.ts';

let s3: TestS3;
let work: string;
beforeAll(async () => {
  s3 = await startS3Server('docs2sign-offsite');
  work = mkdtempSync(path.join(os.tmpdir(), 'd2s-offsite-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

function backupFolder(name: string) {
  const folder = path.join(work, name);
  mkdirSync(path.join(folder, 'files/documents'), { recursive: true });
  writeFileSync(path.join(folder, 'manifest.json'), '{"format":"docs2sign-backup/1"}');
  writeFileSync(path.join(folder, 'database.dump'), Buffer.alloc(70_000, 7));
  writeFileSync(path.join(folder, 'files/documents/a.pdf'), '%PDF-1.7 a');
  return folder;
}

describe('the off-site copy (BACKUP_S3_URL)', () => {
  it('puts every file of the folder under the prefix and keeps the newest BACKUP_KEEP', async () => {
    const location = {
      url: `s3://${s3.bucket}/nightly`,
      endpoint: s3.endpoint,
      credentials: S3RVER_CREDENTIALS,
    };
    const names = [
      'docs2sign-2026-12-01T00-00-00-000Z',
      'docs2sign-2026-12-02T00-00-00-000Z',
      'docs2sign-2026-12-03T00-00-00-000Z',
    ];
    const copies = [];
    for (const name of names) copies.push(await copyBackupOffsite(backupFolder(name), location, 2));
    expect(copies[0]).toMatchObject({
      url: `s3://${s3.bucket}/nightly/${names[0]}`,
      files: 3,
      bytes: 70_041,
      removed: [],
    });
    expect(copies[2]!.removed).toEqual([names[0]]);

    const store = createS3Storage(location);
    const keys: string[] = [];
    for await (const object of store.list!('')) keys.push(object.key);
    expect(keys.sort()).toEqual(
      names
        .slice(1)
        .flatMap((name) => [
          `${name}/database.dump`,
          `${name}/files/documents/a.pdf`,
          `${name}/manifest.json`,
        ]),
    );
    expect((await store.get(`${names[2]}/files/documents/a.pdf`)).toString()).toBe('%PDF-1.7 a');
  });
});
