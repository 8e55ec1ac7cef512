// Copies every object of a local-disk store into another store (S3), verifying each object's SHA-256 after
// the copy. Resumable: an object already there with the same bytes is skipped, so a second run after an
// interruption copies only what is missing.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Storage } from './storage.ts';

async function* keysUnder(root: string, prefix = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* keysUnder(root, key);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield key;
  }
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type MigrationReport = { copied: number; skipped: number; bytes: number };

export async function migrateLocalStorage(
  root: string,
  target: Storage,
  onObject: (key: string, outcome: 'copied' | 'skipped') => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0 };
  for await (const key of keysUnder(root)) {
    const file = path.join(root, key);
    const size = (await stat(file)).size;
    const expected = await sha256Of(createReadStream(file));
    if ((await target.size(key)) === size && (await sha256Of(await target.getStream(key))) === expected) {
      report.skipped++;
      onObject(key, 'skipped');
      continue;
    }
    await target.putStream(key, createReadStream(file));
    const copied = await sha256Of(await target.getStream(key));
    if (copied !== expected)
      throw new Error(`${key}: the copy's SHA-256 ${copied} is not the original's ${expected}`);
    report.copied++;
    report.bytes += size;
    onObject(key, 'copied');
  }
  return report;
}
