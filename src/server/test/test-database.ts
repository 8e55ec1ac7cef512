import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  openPostgres,
  PGLITE_EXTENSIONS,
  PGLITE_START_PARAMS,
  wrapPglite,
} from '../db/client.ts';
import { adminQuery, withDatabase, withoutCommitFlush } from './global-setup.ts';

/** A fresh, migrated database for one test file: PGlite in memory, or a PostgreSQL copy of the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = `d2s_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = openPostgres(withoutCommitFlush(withDatabase(databaseUrl, name)), 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  // The app's own engine settings (its smaller buffer pool), as every test file opens one.
  const client = await PGlite.create({
    loadDataDir: snapshotOf(inject('pgliteSnapshot')),
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
  return wrapPglite(client);
}

/** The migrated snapshot's bytes, read once per worker (its files share this module). */
let snapshotBytes: { file: string; bytes: ArrayBuffer } | undefined;

/**
 * The snapshot as the Blob PGlite reads it from, handing over the bytes read once instead of copying them
 * into a Blob and out again: the snapshot is some 44 MB (a WAL segment alone is 16 MB) and a Blob's
 * arrayBuffer() reads it back in chunks. A test database then took 0.48 s of processor time to open and
 * close instead of 0.78 s (eight of each, taken in turns). PGlite only reads these bytes (it copies each
 * file into its own file system), so one copy serves every file.
 */
function snapshotOf(file: string): Blob {
  if (snapshotBytes?.file !== file) {
    const read = readFileSync(file);
    snapshotBytes = { file, bytes: read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) };
  }
  const { bytes } = snapshotBytes;
  return new (class extends Blob {
    override arrayBuffer() {
      return Promise.resolve(bytes);
    }
  })();
}
