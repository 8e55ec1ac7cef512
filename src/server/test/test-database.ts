import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, PGLITE_START_PARAMS, wrapPglite } from '../db/client.ts';
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
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  // The app's own engine settings (its smaller buffer pool), as every test file opens one.
  const client = await PGlite.create({
    loadDataDir: new Blob([snapshot]),
    startParams: PGLITE_START_PARAMS,
  });
  return wrapPglite(client);
}
