// Where uploaded and generated files live: the local disk by default; an S3-compatible store can take its
// place behind the same interface. Keys are content-named or random, never chosen by a user.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type Storage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Streams a large object to storage without holding it in memory; answers the bytes written. */
  putStream(key: string, source: Readable): Promise<{ size: number }>;
  get(key: string): Promise<Buffer>;
  /**
   * The object, or one range of it, as a stream. `readBytes` asks for reads of about that size where the store
   * can choose (the local disk): large files streamed through a transform go faster in bigger pieces.
   */
  getStream(key: string, range?: ByteRange, options?: { readBytes?: number }): Promise<Readable>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with when it was last written (for the orphan sweep). */
  list?(prefix: string): AsyncIterable<StoredObject>;
};

export type StoredObject = { key: string; modifiedAt: Date };

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

export function checkStorageKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** Files under `root`, written atomically (temporary name, then rename) so a crash leaves no half file. */
export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    checkStorageKey(key);
    return path.join(root, key);
  };
  const temporaryFor = async (key: string) => {
    const target = file(key);
    await mkdir(path.dirname(target), { recursive: true });
    return { target, temporary: `${target}.${randomUUID()}.tmp` };
  };
  return {
    async put(key, bytes) {
      const { target, temporary } = await temporaryFor(key);
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
      } catch (error) {
        // A full disk stops a write part-way: the part written goes too.
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, target);
    },
    async putStream(key, source) {
      const { target, temporary } = await temporaryFor(key);
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, target);
      return { size };
    },
    get: (key) => readFile(file(key)),
    async getStream(key, range, options) {
      const target = file(key);
      await stat(target); // a missing object fails here, not later inside the stream
      return createReadStream(target, {
        ...(range && { start: range.start, end: range.end }),
        ...(options?.readBytes && { highWaterMark: options.readBytes }),
      });
    },
    async size(key) {
      return stat(file(key)).then(
        (s) => s.size,
        () => null,
      );
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix) {
      yield* filesUnder(root, '', prefix);
    },
  };
}

/** Files under `root/dir`, depth first, skipping half-written temporaries and folders outside `prefix`. */
async function* filesUnder(root: string, dir: string, prefix: string): AsyncGenerator<StoredObject> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const key = dir ? `${dir}/${entry.name}` : entry.name;
    if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
    if (entry.isDirectory()) yield* filesUnder(root, key, prefix);
    else if (entry.isFile() && !entry.name.endsWith('.tmp'))
      yield { key, modifiedAt: (await stat(path.join(root, key))).mtime };
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
