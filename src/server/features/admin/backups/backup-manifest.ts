// What a back-up folder holds and says about itself (manifest.json), and the release and schema it was
// made by. A back-up is a folder docs2sign-<time>/ with:
//   manifest.json   this file: rows per table at the moment of the dump, every file's SHA-256, versions
//   database.tar.gz (embedded PGlite's data directory) or database.dump (pg_dump custom format)
//   secrets.enc     the app secret and sealing material, encrypted with BACKUP_PASSPHRASE
//   files/<key>     the stored files (local storage); with S3 only their keys and hashes are listed
//   check.json      the back-up's own check once written (hashes re-read, secrets opened, dump readable)
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MIGRATIONS_FOLDER } from '../../../db/client.ts';

export const MANIFEST_FORMAT = 'docs2sign-backup/1';

export type FileEntry = { key: string; size: number; sha256: string };

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  release: string;
  /** The newest migration of the release that made it; a newer release migrates the restored database. */
  schema: { migrations: number; last: string };
  database: {
    kind: 'pglite' | 'postgres';
    file: string;
    method: string;
    size: number;
    sha256: string;
    pauseMs: number;
  };
  rows: Record<string, number>;
  files: { store: 'local' | 's3'; copied: boolean; count: number; bytes: number; entries: FileEntry[] };
  secrets: { file: string; sha256: string };
  tookMs: number;
};

export type BackupCheck = { ok: boolean; checkedAt: string; problems: string[]; bytes: number };

export function releaseVersion(): string {
  const pkg = path.resolve(MIGRATIONS_FOLDER, '../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

export function schemaVersion(): Manifest['schema'] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return { migrations: journal.entries.length, last: journal.entries.at(-1)?.tag ?? '' };
}

/** The SHA-256 and size of a stream, read once. */
export async function hashStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export const hashFile = (file: string) => hashStream(createReadStream(file));

export function readManifest(folder: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${folder} is not a Docs2Sign back-up: it has no readable manifest.json`);
  }
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new Error(`${folder}: unknown back-up format ${String(manifest.format)}`);
  }
  return manifest;
}
