import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  newFileKey,
  newNoncePrefix,
  openingStream,
  openWithPassword,
  protectWithPassword,
  sealBuffer,
  sealedRangeFor,
  sealedSize,
} from './file-crypto.ts';

const key = newFileKey();
const prefix = newNoncePrefix();

async function open(sealed: Buffer, size: number, range = { start: 0, end: size - 1 }) {
  const plan = sealedRangeFor(size, range);
  const stored = sealed.subarray(plan.stored.start, plan.stored.end + 1);
  const pieces = Array.from({ length: Math.ceil(stored.length / 5000) }, (_, i) =>
    stored.subarray(i * 5000, (i + 1) * 5000),
  );
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(openingStream(key, prefix, size, range, plan.first)))
    out.push(chunk as Buffer);
  return Buffer.concat(out);
}

describe('chunked sealing', () => {
  it('round-trips sizes around the chunk boundaries, and any range of them', async () => {
    for (const size of [1, 100, CHUNK_SIZE - 1, CHUNK_SIZE, CHUNK_SIZE + 1, 3 * CHUNK_SIZE + 7]) {
      const plain = randomBytes(size);
      const sealed = await sealBuffer(key, prefix, plain);
      expect(sealed.length).toBe(sealedSize(size));
      expect((await open(sealed, size)).equals(plain)).toBe(true);
      const start = Math.floor(size / 3);
      const end = Math.min(size - 1, start + CHUNK_SIZE + 5);
      expect((await open(sealed, size, { start, end })).equals(plain.subarray(start, end + 1))).toBe(true);
    }
  });

  it('fails loudly on a changed, swapped or missing chunk', async () => {
    const size = 3 * CHUNK_SIZE + 10;
    const plain = randomBytes(size);
    const sealed = await sealBuffer(key, prefix, plain);
    const sealedChunk = CHUNK_SIZE + 16;
    const flipped = Buffer.from(sealed);
    flipped[sealedChunk + 3] = (flipped[sealedChunk + 3] ?? 0) ^ 0x80;
    await expect(open(flipped, size)).rejects.toThrow();
    const swapped = Buffer.concat([
      sealed.subarray(sealedChunk, 2 * sealedChunk),
      sealed.subarray(0, sealedChunk),
      sealed.subarray(2 * sealedChunk),
    ]);
    await expect(open(swapped, size)).rejects.toThrow();
    // Cut at a chunk boundary: the chunk now last was not sealed as final.
    const cut = sealed.subarray(0, 3 * sealedChunk);
    await expect(open(cut, 3 * CHUNK_SIZE)).rejects.toThrow();
    // Another file's prefix (nonces) opens nothing.
    const other = newNoncePrefix();
    const plan = sealedRangeFor(size, { start: 0, end: 10 });
    const stream = Readable.from([sealed.subarray(0, plan.stored.end + 1)]).pipe(
      openingStream(key, other, size, { start: 0, end: 10 }, 0),
    );
    await expect(stream.toArray()).rejects.toThrow();
  });
});

describe('file passwords', () => {
  it('opens the key with the right password only, and stores no plain password', async () => {
    const fileKey = newFileKey();
    const record = await protectWithPassword(fileKey, 'Blue-Fox-42');
    expect(JSON.stringify(record)).not.toContain('Blue-Fox-42');
    expect((await openWithPassword(record, 'Blue-Fox-42'))?.equals(fileKey)).toBe(true);
    expect(await openWithPassword(record, 'blue-fox-42')).toBeNull();
  });
});
