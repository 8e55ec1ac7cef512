import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { DEALER_DATA_CHANNEL } from './dealer-data-changes.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (the job queue shares it). */
  pglite?: PGlite;
  /** The PostgreSQL URL, when there is one (the job queue opens its own small pool). */
  databaseUrl?: string;
  /** PostgreSQL: what the pool's connections hear on LISTEN_CHANNELS, as (channel, payload) events. */
  notifications?: EventEmitter;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(fileURLToPath(import.meta.url), '../../../../drizzle');

/** PostgreSQL when a URL is given, otherwise the embedded PGlite kept in `dataDir/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'pglite'));
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Channels every pooled connection listens on. A session hears its own NOTIFY before its statement's
 * answer, so a change this instance makes is heard here before the code that made it goes on
 * (dealer-data-changes.ts relies on that).
 */
const LISTEN_CHANNELS = [DEALER_DATA_CHANNEL];

export function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  onPoolError: (error: Error) => void = (error) => console.error('database connection lost:', error.message),
): DatabaseHandle {
  const notifications = new EventEmitter();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    onConnect: async (client: pg.ClientBase) => {
      // A connection that ends while its client is checked out (a transaction between two statements, a
      // restart, an operator's pg_terminate_backend) is emitted on the client, where nothing else listens:
      // unheard, it would end the process. The statement waiting on it fails on its own, and the pool drops
      // the client when it comes back, so hearing it is enough.
      client.on('error', (error) => onPoolError(error));
      client.on('notification', (message) => notifications.emit(message.channel, message.payload));
      for (const channel of LISTEN_CHANNELS) await client.query(`LISTEN ${channel}`);
    },
  });
  // An idle client's connection can end at any time (a server restart, a failover, a pooler's timeout):
  // pg emits that on the pool, and an unheard 'error' would end the process. The pool drops the client and
  // opens a new one for the next query, so noting it is all there is to do.
  pool.on('error', onPoolError);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    databaseUrl,
    notifications,
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      onClose();
    },
  };
}
