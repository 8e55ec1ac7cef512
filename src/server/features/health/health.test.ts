// /healthz asks the database on a connection of its own: a burst that holds every pooled connection (100
// submits at once, issue 34) does not keep a liveness probe waiting. PostgreSQL only: PGlite has one
// connection, which everything shares.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

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
