import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';
import { installJobQueue } from '../lib/jobs/job-queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) that each test file's database starts from. */
    pgliteSnapshot: string;
    /** On PostgreSQL: the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

/** Migrates once; every test file then starts from a copy of that database (about half a second). */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const template = `d2s_template_${process.pid}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${template}`);
    const templateUrl = withoutCommitFlush(withDatabase(databaseUrl, template));
    const handle = openPostgres(templateUrl, 2);
    await handle.migrate();
    await handle.close();
    // pg-boss's schema too, so no test file pays for installing it.
    await installJobQueue({ databaseUrl: templateUrl });
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const handle = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await handle.migrate();
  await installJobQueue({ pglite: handle.pglite });
  // A checkpoint first: the dump is of a running engine, so each test file's copy otherwise starts by
  // replaying every migration's write-ahead log since initdb (0.52 s of processor time to open and close a
  // test database, 0.39 s with the checkpoint; six of each, taken in turns).
  await handle.pglite!.query('CHECKPOINT');
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The URL with `synchronous_commit=off` for every connection made from it (a test file's app pool, its job
 * queue's, a cluster's other instances): a commit answers once its WAL record is written, without waiting
 * for the disk to flush it. What a test sees is unchanged: each commit is still atomic, in order and
 * visible to every later statement; only a crash of the PostgreSQL server itself could lose the last
 * commits of a throwaway test database. A database test file commits hundreds of times.
 */
export function withoutCommitFlush(url: string): string {
  const u = new URL(url);
  u.searchParams.set('options', '-c synchronous_commit=off');
  return u.toString();
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
