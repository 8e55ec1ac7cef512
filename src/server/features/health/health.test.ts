// /healthz asks the database on a connection of its own: a burst that holds every pooled connection (100
// submits at once) does not keep a liveness probe waiting. PostgreSQL only: PGlite has one
// connection, which everything shares.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrationName, readJournal } from '../../lib/release.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe('/healthz names the release and the schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('reports the newest migration applied, the one this release ships', async () => {
    const body = (await t.app.inject('/healthz')).json();
    const journal = readJournal();
    expect(body.release).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.schema).toEqual({
      applied: journal.entries.at(-1)!.tag,
      release: journal.entries.at(-1)!.tag,
    });
  });

  it('says so when a newer release has migrated the database', () => {
    const journal = readJournal();
    expect(appliedMigrationName(journal, '99999999999999')).toBe('newer than this release (99999999999999)');
    expect(appliedMigrationName(journal, String(journal.entries[3]!.when))).toBe(journal.entries[3]!.tag);
  });
});

describe.runIf(postgres)('/healthz on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers at once while every pooled connection is busy', async () => {
    // More statements than the test pool has connections (5), each holding its connection for 2 s.
    // (A drizzle query runs when it is awaited: Promise.resolve starts each now.)
    const busy = Array.from({ length: 8 }, () =>
      Promise.resolve(t.app.deps.db.execute(sql`select pg_sleep(2)`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const res = await t.app.inject('/healthz');
    const waited = performance.now() - started;
    expect(res.statusCode).toBe(200);
    // Through the pool it waited for a connection, about 1.7 s here.
    expect(waited).toBeLessThan(1000);
    await Promise.all(busy);
  });
});
