// `npm run db:restore -- <back-up>`: the back-up into an empty installation (the DATA_DIR and DATABASE_URL
// given), migrated to this release, then checked (restore-check.ts). Refuses an installation that has data.
import { createReadStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../../config.ts';
import {
  type DatabaseHandle,
  openPostgres,
  PGLITE_EXTENSIONS,
  PGLITE_START_PARAMS,
  wrapPglite,
} from '../../../db/client.ts';
import { acquireDataDirLock } from '../../../db/data-dir-lock.ts';
import { hashFile, readManifest } from './backup-manifest.ts';
import { decryptSecrets, writeSecrets } from './backup-secrets.ts';
import { storageFor } from './backup-write.ts';
import { libpqUrl, run } from './database-dump.ts';
import { checkRestore } from './restore-check.ts';

export class RestoreRefusedError extends Error {}

type Target = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** Why the target is not an empty installation, or null when it is. */
async function whyNotEmpty(target: Target): Promise<string | null> {
  const taken = ['pglite', 'files', 'sealing', 'app-secret'].filter((name) =>
    name === 'app-secret'
      ? existsSync(path.join(target.dataDir, name))
      : hasEntries(path.join(target.dataDir, name)),
  );
  if (taken.length > 0) return `DATA_DIR ${target.dataDir} already holds ${taken.join(', ')}`;
  if (!target.databaseUrl) return null;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n > 0 ? `the database at DATABASE_URL already has ${rows[0]!.n} tables` : null;
  } finally {
    await client.end();
  }
}

export async function restoreBackup(folder: string, target: Target, passphrase: string) {
  const started = performance.now();
  const manifest = readManifest(folder);
  const dumpFile = path.join(folder, manifest.database.file);
  if ((await hashFile(dumpFile)).sha256 !== manifest.database.sha256) {
    throw new RestoreRefusedError(`${dumpFile} is not the file the back-up made: its SHA-256 differs`);
  }
  // The passphrase first: a wrong one stops the restore before anything is written.
  const secrets = await decryptSecrets(await readFile(path.join(folder, manifest.secrets.file)), passphrase);
  const wantKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wantKind) {
    throw new RestoreRefusedError(
      manifest.database.kind === 'pglite'
        ? 'This back-up is of the embedded database: restore it without DATABASE_URL, then move it to PostgreSQL with npm run db:export and db:import.'
        : 'This back-up is of PostgreSQL: set DATABASE_URL to an empty PostgreSQL database to restore it.',
    );
  }
  const refusal = await whyNotEmpty(target);
  if (refusal) {
    throw new RestoreRefusedError(
      `Refusing to restore into an installation that has data: ${refusal}. Give an empty DATA_DIR (and an empty database).`,
    );
  }

  const database = await loadDatabase(dumpFile, manifest.database.kind, target);
  try {
    // A back-up of an older release: this release's migrations bring it up to date as it is restored.
    await database.migrate();
    const todo = await writeSecrets(target.dataDir, secrets);
    const storage = await storageFor(target);
    if (manifest.files.copied) {
      for (const entry of manifest.files.entries) {
        await storage.putStream(entry.key, createReadStream(path.join(folder, 'files', entry.key)));
      }
    } else {
      todo.push('The files stayed in the S3 bucket: this installation must use the same STORAGE_URL.');
    }
    const report = await checkRestore({ db: database.db, storage }, manifest);
    return { manifest, report, todo, tookMs: Math.round(performance.now() - started), database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function loadDatabase(
  file: string,
  kind: 'pglite' | 'postgres',
  target: Target,
): Promise<DatabaseHandle> {
  if (kind === 'postgres') {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${libpqUrl(target.databaseUrl!)}`,
      file,
    ]);
    return openPostgres(target.databaseUrl!, 2);
  }
  mkdirSync(target.dataDir, { recursive: true });
  const release = acquireDataDirLock(target.dataDir);
  try {
    const client = await PGlite.create(path.join(target.dataDir, 'pglite'), {
      loadDataDir: new Blob([gunzipSync(await readFile(file))]),
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
