import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3 } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'd2s-storage-'));
let s3: TestS3 | undefined;
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3?.close();
});

/** Every Storage implementation must pass the same suite: the local disk, and a real S3 protocol server. */
const implementations: [string, () => Promise<Storage>][] = [
  ['local disk', async () => createLocalStorage(root)],
  [
    'S3',
    async () => {
      s3 ??= await startS3Server();
      return createS3Storage({
        url: `s3://${s3.bucket}/tenant-a`,
        endpoint: s3.endpoint,
        credentials: S3RVER_CREDENTIALS,
      });
    },
  ],
];

describe.each(implementations)('%s storage', (_name, make) => {
  it('round-trips bytes, answers their size, and deletes', async () => {
    const storage = await make();
    const bytes = randomBytes(70_000);
    await storage.put('a/round-trip.bin', bytes);
    expect((await storage.get('a/round-trip.bin')).equals(bytes)).toBe(true);
    expect(await storage.size('a/round-trip.bin')).toBe(bytes.length);
    await storage.delete('a/round-trip.bin');
    expect(await storage.size('a/round-trip.bin')).toBeNull();
    await storage.delete('a/round-trip.bin'); // deleting what is gone is not an error
  });

  it('streams a large object in and reads back exact ranges', async () => {
    const storage = await make();
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const { size } = await storage.putStream(
      'b/stream.bin',
      Readable.from([bytes.subarray(0, 1e6), bytes.subarray(1e6)]),
    );
    expect(size).toBe(bytes.length);
    expect((await buffer(await storage.getStream('b/stream.bin'))).equals(bytes)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [100, 104],
      [bytes.length - 10, bytes.length - 1],
    ] as const) {
      const slice = await buffer(await storage.getStream('b/stream.bin', { start, end }));
      expect(slice.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('takes a 100 MB object as a stream (multipart on S3) and reads it back whole', async () => {
    const storage = await make();
    const part = randomBytes(1024 * 1024);
    const parts = Array.from({ length: 100 }, (_, i) => Buffer.concat([Buffer.from([i]), part.subarray(1)]));
    const { size } = await storage.putStream('c/large.bin', Readable.from(parts));
    expect(size).toBe(100 * 1024 * 1024);
    expect(await storage.size('c/large.bin')).toBe(size);
    const tail = await buffer(
      await storage.getStream('c/large.bin', { start: size - 1024 * 1024, end: size - 1 }),
    );
    expect(tail.equals(parts[99]!)).toBe(true);
    await storage.delete('c/large.bin');
  }, 120_000);

  it('fails plainly for a missing key and refuses unsafe ones', async () => {
    const storage = await make();
    await expect(storage.get('missing/none.bin')).rejects.toThrow();
    await expect(storage.getStream('missing/none.bin')).rejects.toThrow();
    await expect(storage.put('../escape.bin', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});
