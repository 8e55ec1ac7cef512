import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'd2s-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every Storage implementation must pass the same suite. */
const implementations: [string, () => Promise<Storage>][] = [
  ['local disk', async () => createLocalStorage(root)],
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

  it('fails plainly for a missing key and refuses unsafe ones', async () => {
    const storage = await make();
    await expect(storage.get('missing/none.bin')).rejects.toThrow();
    await expect(storage.getStream('missing/none.bin')).rejects.toThrow();
    await expect(storage.put('../escape.bin', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});
