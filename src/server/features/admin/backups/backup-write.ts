// Writes one back-up while the server serves: the database dump (with its row counts), then the stored
// files, the encrypted secrets and the manifest, into docs2sign-<time>.partial/, renamed to docs2sign-<time>/
// only when whole; then checks it. Files are read after the dump, so every file a dumped row names is there
// (files are written before the rows naming them; one deleted in between is reported by the restore check).
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LastBackup } from '../../../../shared/admin/admin-control-center.schema.ts';
import type { Config } from '../../../config.ts';
import { createLocalStorage, type Storage, sha256Hex } from '../../../lib/storage/storage.ts';
import {
  type BackupCheck,
  type FileEntry,
  hashFile,
  hashStream,
  MANIFEST_FORMAT,
  type Manifest,
  readManifest,
  releaseVersion,
  schemaVersion,
} from './backup-manifest.ts';
import { collectSecrets, decryptSecrets, encryptSecrets } from './backup-secrets.ts';
import { type DumpResult, run } from './database-dump.ts';

/** Back-ups the maintenance action wrote into the file store are not part of what is backed up. */
const SKIPPED_PREFIXES = ['backups/'];
export const BACKUP_NAME = /^docs2sign-\d{4}-\d\d-\d\dT[\d-]+Z$/;

export type BackupContext = {
  config: Pick<Config, 'appSecret' | 'dataDir' | 'sealingP12' | 's3'>;
  storage: Storage;
  /** Writes the database dump into the folder (in this process, or by asking the running server). */
  dump: (folder: string) => Promise<DumpResult>;
};

/** The store the installation's files are in, as app.ts makes it. */
export async function storageFor(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  return config.s3
    ? (await import('../../../lib/storage/s3-storage.ts')).createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
}

export async function writeBackup(ctx: BackupContext, options: { dir: string; passphrase: string }) {
  const started = performance.now();
  const name = `docs2sign-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const partial = path.join(options.dir, `${name}.partial`);
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const dumped = await ctx.dump(partial);
    const files = await backUpFiles(ctx, partial);
    const secrets = await encryptSecrets(await collectSecrets(ctx.config), options.passphrase);
    await writeFile(path.join(partial, 'secrets.enc'), secrets, { mode: 0o600 });
    const database = await hashFile(path.join(partial, dumped.file));
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      release: releaseVersion(),
      schema: schemaVersion(),
      database: {
        kind: dumped.kind,
        file: dumped.file,
        method: dumped.method,
        pauseMs: dumped.pauseMs,
        ...database,
      },
      rows: dumped.rows,
      files,
      secrets: { file: 'secrets.enc', sha256: sha256Hex(secrets) },
      tookMs: Math.round(performance.now() - started),
    };
    await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    const folder = path.join(options.dir, name);
    await rename(partial, folder);
    const check = await checkBackup(folder, options.passphrase);
    return { folder, manifest, check, bytes: check.bytes };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Local files are copied (hashed as they are copied); S3 objects are read once for their hashes. */
async function backUpFiles(ctx: BackupContext, folder: string): Promise<Manifest['files']> {
  const copied = !ctx.config.s3;
  const entries: FileEntry[] = [];
  if (!ctx.storage.list) throw new Error('This file store cannot list its files, so it cannot be backed up');
  for await (const object of ctx.storage.list.call(ctx.storage, '')) {
    if (SKIPPED_PREFIXES.some((prefix) => object.key.startsWith(prefix))) continue;
    let source: Awaited<ReturnType<Storage['getStream']>>;
    try {
      source = await ctx.storage.getStream(object.key);
    } catch {
      continue; // deleted since it was listed: no row of the dump can name it (files go before rows)
    }
    if (!copied) {
      entries.push({ key: object.key, ...(await hashStream(source)) });
      continue;
    }
    const target = path.join(folder, 'files', object.key);
    await mkdir(path.dirname(target), { recursive: true });
    const tee = hashingPassThrough();
    await pipeline(source, tee.stream, createWriteStream(target, { mode: 0o600 }));
    entries.push({ key: object.key, ...tee.result() });
  }
  entries.sort((a, b) => a.key.localeCompare(b.key));
  return {
    store: copied ? 'local' : 's3',
    copied,
    count: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
    entries,
  };
}

function hashingPassThrough() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
}

/**
 * The back-up's own check, kept as check.json: every file in it has the hash the manifest names, the
 * secrets open with the passphrase, and a pg_dump archive lists its contents.
 */
export async function checkBackup(folder: string, passphrase: string): Promise<BackupCheck> {
  const problems: string[] = [];
  const manifest = readManifest(folder);
  const database = await hashFile(path.join(folder, manifest.database.file)).catch(() => null);
  if (database?.sha256 !== manifest.database.sha256) problems.push(`${manifest.database.file}: hash differs`);
  if (manifest.database.kind === 'postgres') {
    await run('pg_restore', ['--list', path.join(folder, manifest.database.file)]).catch((error: Error) =>
      problems.push(`${manifest.database.file}: ${error.message}`),
    );
  }
  const secrets = await readFile(path.join(folder, manifest.secrets.file)).catch(() => null);
  if (!secrets || sha256Hex(secrets) !== manifest.secrets.sha256) problems.push('secrets.enc: hash differs');
  else await decryptSecrets(secrets, passphrase).catch((error: Error) => problems.push(error.message));
  if (manifest.files.copied) {
    for (const entry of manifest.files.entries) {
      const file = await hashFile(path.join(folder, 'files', entry.key)).catch(() => null);
      if (file?.sha256 !== entry.sha256)
        problems.push(`files/${entry.key}: ${file ? 'hash differs' : 'missing'}`);
    }
  }
  const check: BackupCheck = {
    ok: problems.length === 0,
    checkedAt: new Date().toISOString(),
    problems,
    bytes: await folderBytes(folder),
  };
  await writeFile(path.join(folder, 'check.json'), `${JSON.stringify(check, null, 1)}\n`);
  return check;
}

export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The finished back-ups in a folder, newest first, with their manifest and check when readable. */
export async function listBackups(dir: string) {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir))
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const folder = path.join(dir, name);
      const check = await readFile(path.join(folder, 'check.json'), 'utf8')
        .then((text) => JSON.parse(text) as BackupCheck)
        .catch(() => null);
      return { name, folder, check };
    }),
  );
}

/** A half-written back-up older than this was left by a stop (one being written now is younger). */
const PARTIAL_STALE_MS = 24 * 3600_000;

/** Keeps the newest `keep` back-ups; older ones and half-written ones left by a stop are removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const removed: string[] = [];
  for (const old of (await listBackups(dir)).slice(keep)) {
    await rm(old.folder, { recursive: true, force: true });
    removed.push(old.name);
  }
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.partial')) continue;
    const modified = (await stat(path.join(dir, name))).mtimeMs;
    if (Date.now() - modified < PARTIAL_STALE_MS) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** The newest back-up in BACKUP_DIR as the control center shows it (read from its small check.json). */
export async function lastBackup(dir: string): Promise<LastBackup | null> {
  const [newest] = await listBackups(dir).catch(() => []);
  if (!newest) return null;
  return {
    name: newest.name,
    at: newest.check?.checkedAt ?? null,
    bytes: newest.check?.bytes ?? null,
    checkPassed: newest.check ? newest.check.ok : null,
    problems: newest.check?.problems.length ?? 0,
  };
}
