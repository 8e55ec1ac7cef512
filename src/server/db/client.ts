import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { waitAtMost } from '../lib/deadline.ts';
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
  /**
   * PostgreSQL: asks the database for an answer on a connection of its own, outside the pool (/healthz).
   * Through the pool, the ping waited behind every request's statements at a burst (100 submits
   * at once kept /healthz waiting 140-420 ms), so a busy instance could look dead to a liveness probe.
   */
  ping?(): Promise<string | null>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** The journal time of the newest migration applied; /healthz reports it as the schema. */
export const NEWEST_MIGRATION = 'select max(created_at)::text as last from drizzle.__drizzle_migrations';
const UNDEFINED_TABLE = '42P01';

export const MIGRATIONS_FOLDER = path.resolve(fileURLToPath(import.meta.url), '../../../../drizzle');

/**
 * True when the database has every migration of the journal. drizzle's migrator applies the migrations
 * newer than the last one recorded; when the last recorded is the journal's newest there is nothing to
 * apply, and a start skips reading and hashing every SQL file and its two DDL statements.
 */
async function upToDate(db: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = (await db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | null }[] };
    const last = result.rows[0]?.last;
    return last !== null && last !== undefined && Number(last) >= newest;
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

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
    const client = await PGlite.create(path.join(options.dataDir, 'pglite'), {
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The embedded engine's settings: PGlite's own, with 16 MB of shared buffers instead of initdb's 128 MB.
 * In PGlite the whole buffer pool is resident from the first second (PGlite alone held 312 MB
 * opening an idle database, 181 MB with 16 MB of buffers); one dealership's data beyond that is read
 * through the operating system's file cache.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The extensions the migrations create, which PGlite must be handed at every open (PostgreSQL has them
 * installed): pg_trgm, whose trigram indexes answer the customer searches (migration 0044).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Channels every pooled connection listens on. A session hears its own NOTIFY before its statement's
 * answer, so a change this instance makes is heard here before the code that made it goes on
 * (dealer-data-changes.ts relies on that).
 */
const LISTEN_CHANNELS = [DEALER_DATA_CHANNEL];

/** How long a stop waits for PostgreSQL connections still checked out. */
const CLOSE_WAIT_MS = 5000;

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
  // One connection, opened at the first ping and kept (never closed for being idle).
  const pingPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 0,
  });
  pingPool.on('error', onPoolError);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    databaseUrl,
    notifications,
    // The newest migration applied (its journal time) doubles as the ping: /healthz reports it.
    ping: async () => {
      try {
        const result = await pingPool.query<{ last: string | null }>(NEWEST_MIGRATION);
        return result.rows[0]?.last ?? null;
      } catch (error) {
        // No migrations table (a database not yet migrated) still answers a ping.
        if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
        await pingPool.query('select 1');
        return null;
      }
    },
    migrate: async () => {
      if (await upToDate(db)) return;
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      // pool.end() waits for every checked-out connection to come back. After an outage one can stay out
      // for ever (node-postgres #2648: a connection that died while checked out; seen here once in about
      // ten runs of outage.test.ts), and a stop would then hang: it waits a bounded time instead, and the
      // process's exit closes what is left.
      const ended = await waitAtMost(Promise.all([pool.end(), pingPool.end()]), CLOSE_WAIT_MS);
      if (!ended)
        console.warn(
          `database stop: connections still checked out after ${CLOSE_WAIT_MS / 1000} s; left to the exit`,
        );
    },
  };
}

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      if (await upToDate(db)) return;
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      await client.close();
      onClose();
    },
  };
}
