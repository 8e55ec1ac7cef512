// A copy of each back-up off the machine (BACKUP_S3_URL=s3://bucket/prefix): a back-up on the disk it
// saves does not survive that disk. The folder is written and checked locally first, then each of its files
// is put under <prefix>/<folder name>/ and read back by size; the prefix keeps the newest BACKUP_KEEP, as
// the folder does. db:restore takes a local folder: copy one down first (aws s3 cp --recursive).
import { createReadStream, readdirSync } from 'node:fs';
import path from 'node:path';
import type { S3Location } from '../../../lib/storage/s3-storage.ts';
import type { Storage } from '../../../lib/storage/storage.ts';

export type OffsiteCopy = { url: string; files: number; bytes: number; removed: string[] };

export async function copyBackupOffsite(
  folder: string,
  location: S3Location,
  keep: number,
): Promise<OffsiteCopy> {
  // The S3 client loads only when a copy is made.
  const { createS3Storage } = await import('../../../lib/storage/s3-storage.ts');
  const store = createS3Storage(location);
  const name = path.basename(folder);
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    // The manifest last: a copy cut short has none, and a restore refuses a folder without one.
    .sort((a, b) => Number(a === 'manifest.json') - Number(b === 'manifest.json'));
  let bytes = 0;
  for (const file of files) {
    const key = `${name}/${file.split(path.sep).join('/')}`;
    const { size } = await store.putStream(key, createReadStream(path.join(folder, file)));
    const stored = await store.size(key);
    if (stored !== size) throw new Error(`the off-site copy of ${key} holds ${stored} bytes, not ${size}`);
    bytes += size;
  }
  return {
    url: `${location.url.replace(/\/$/, '')}/${name}`,
    files: files.length,
    bytes,
    removed: await prune(store, keep),
  };
}

/** Removes the copies beyond the newest `keep` (names sort by their time). */
async function prune(store: Storage, keep: number) {
  if (!store.list) return [];
  const byBackup = new Map<string, string[]>();
  for await (const object of store.list('docs2sign-')) {
    const backup = object.key.split('/')[0]!;
    byBackup.set(backup, [...(byBackup.get(backup) ?? []), object.key]);
  }
  const old = [...byBackup.keys()].sort().reverse().slice(keep);
  for (const backup of old) for (const key of byBackup.get(backup)!) await store.delete(key);
  return old;
}
