// The database part of a back-up, taken while the server serves, with the row count of every table at the
// very moment of the dump (what a restore is checked against).
//
// PostgreSQL: a read-only REPEATABLE READ transaction exports its snapshot; the counts are read in it and
// pg_dump dumps that same snapshot (--snapshot), so both see one moment and no writer waits.
// Embedded PGlite: the running instance dumps its own data directory (dumpDataDir). The counts and the dump
// are taken inside one PGlite transaction: PGlite has one connection, and while a transaction holds it every
// other statement waits, so nothing is written between the counts and the dump. Requests wait for that
// pause (about 0.2 s per 40 MB of data directory); the compression runs after it, outside the lock.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { tablesInOrder } from '../../../db/transfer.ts';

export type DatabaseSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; databaseUrl: string };

export type DumpResult = {
  kind: 'pglite' | 'postgres';
  /** The dump's file name inside the back-up folder. */
  file: string;
  method: string;
  /** Rows per table at the moment of the dump. */
  rows: Record<string, number>;
  /** How long writers waited (embedded only; PostgreSQL writers never wait). */
  pauseMs: number;
};

/**
 * One statement counting every table of the schema, or of those of it in `only`: an installation of an
 * older release, not yet migrated, lacks the newer tables (its back-up is restored and migrated here).
 */
export function countSql(only?: ReadonlySet<string>): string {
  return tablesInOrder()
    .map((table) => getTableConfig(table).name)
    .filter((name) => !only || only.has(name))
    .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`)
    .join(' union all ');
}

const EXISTING_TABLES = `select tablename as name from pg_tables where schemaname = 'public'`;
const asNames = (rows: { name: string }[]) => new Set(rows.map((row) => row.name));

const asCounts = (rows: { t: string; n: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));

export async function dumpDatabase(source: DatabaseSource, folder: string): Promise<DumpResult> {
  return source.kind === 'pglite'
    ? dumpPglite(source.pglite, folder)
    : dumpPostgres(source.databaseUrl, folder);
}

async function dumpPglite(pglite: PGlite, folder: string): Promise<DumpResult> {
  const file = 'database.tar.gz';
  const started = performance.now();
  const { rows, tar } = await pglite.transaction(async (tx: Transaction) => {
    const existing = asNames((await tx.query<{ name: string }>(EXISTING_TABLES)).rows);
    const counted = await tx.query<{ t: string; n: number }>(countSql(existing));
    // dumpDataDir takes the query lock only, free between this transaction's statements.
    return { rows: asCounts(counted.rows), tar: await pglite.dumpDataDir('none') };
  });
  const pauseMs = Math.round(performance.now() - started);
  await pipeline(
    Readable.fromWeb(tar.stream() as never),
    createGzip({ level: 6 }),
    createWriteStream(path.join(folder, file), { flags: 'wx', mode: 0o600 }),
  );
  return { kind: 'pglite', file, method: 'PGlite data-directory dump (tar.gz)', rows, pauseMs };
}

async function dumpPostgres(databaseUrl: string, folder: string): Promise<DumpResult> {
  const file = 'database.dump';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const existing = asNames((await client.query<{ name: string }>(EXISTING_TABLES)).rows);
    const rows = asCounts((await client.query<{ t: string; n: number }>(countSql(existing))).rows);
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${path.join(folder, file)}`,
      libpqUrl(databaseUrl),
    ]);
    await client.query('commit');
    return { kind: 'postgres', file, method: 'pg_dump custom format, one snapshot', rows, pauseMs: 0 };
  } finally {
    await client.end();
  }
}

/**
 * The URL as libpq (pg_dump, pg_restore) reads it: a space in a query value written as '+' (URLSearchParams'
 * way, which node-postgres reads) is a plain '+' to libpq, so each value is written with %20 instead.
 */
export function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const query = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  url.search = query ? `?${query}` : '';
  return url.toString();
}

/** Runs a PostgreSQL client tool; a missing tool or a failure is an error naming it. */
export function run(tool: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} is not installed (apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} failed: ${err.trim().slice(0, 500)}`)),
    );
  });
}
