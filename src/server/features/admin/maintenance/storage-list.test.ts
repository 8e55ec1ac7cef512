// The orphan sweep lists stored files: both stores answer every key under a prefix (and nothing outside
// it), with when it was written, and skip the local disk's half-written temporaries.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../lib/storage/s3-storage.ts';
import { createLocalStorage, type Storage } from '../../../lib/storage/storage.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3 } from '../../../test/s3-server.ts';

let s3: TestS3 | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => Promise<Storage>][] = [
  [
    'local',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-list-'));
      dirs.push(dir);
      return createLocalStorage(dir);
    },
  ],
  [
    'S3',
    async () => {
      s3 ??= await startS3Server('docs2sign-list');
      return createS3Storage({
        url: `s3://${s3.bucket}/tenant-b`,
        endpoint: s3.endpoint,
        credentials: S3RVER_CREDENTIALS,
      });
    },
  ],
];

describe.each(stores)('%s storage list', (_name, make) => {
  it('answers every key under the prefix with its time, and nothing else', async () => {
    const storage = await make();
    const before = Date.now() - 60_000;
    const keys = ['documents/a/1/original.pdf', 'documents/b/2/rendition.pdf', 'sealed/a/r/d.pdf'];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const listed = [];
    for await (const object of storage.list!('documents/')) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual(keys.slice(0, 2));
    for (const object of listed) expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    const none = [];
    for await (const object of storage.list!('page-images/')) none.push(object);
    expect(none).toEqual([]);
  });
});

it('skips half-written temporaries on the local disk', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-list-'));
  dirs.push(dir);
  const storage = createLocalStorage(dir);
  await storage.put('documents/x/original.pdf', Buffer.from('x'));
  writeFileSync(path.join(dir, 'documents/x/original.pdf.123.tmp'), 'partial');
  const listed = [];
  for await (const object of storage.list!('documents/')) listed.push(object.key);
  expect(listed).toEqual(['documents/x/original.pdf']);
});
