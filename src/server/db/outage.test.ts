import { sql as drizzleSql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../test/build-test-app.ts';

// A PostgreSQL restart, a failover or a pooler's idle timeout ends the app's connections under it.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: string;
  const sql = (text: string) => admin.query(text);

  beforeAll(async () => {
    t = await buildTestApp();
    const result = (await t.app.deps.db.execute(
      drizzleSql`select current_database() as name`,
    )) as unknown as {
      rows: { name: string }[];
    };
    database = result.rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await sql(`alter database ${database} with allow_connections true`).catch(() => {});
    await admin.end();
    await t.close();
  });

  it('answers 503 while the database is gone, and recovers by itself when it is back', async () => {
    const dealer = await registerDealer(t.app);
    expect((await apiCall(t.app, 'GET', '/api/customers', { cookie: dealer.cookie })).statusCode).toBe(200);

    // The server goes away: every connection of the app is ended, and new ones are refused for a while.
    await sql(`alter database ${database} with allow_connections false`);
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
    );
    const during = await apiCall(t.app, 'GET', '/readyz');
    expect(during.statusCode).toBe(503);
    expect(during.json().checks.database.ok).toBe(false);
    const list = await apiCall(t.app, 'GET', '/api/dashboard/stats', { cookie: dealer.cookie });
    expect(list.statusCode).toBe(503);
    expect(list.json().message).toMatch(/briefly unavailable/);

    // Back: the next request works, with no restart of the app.
    await sql(`alter database ${database} with allow_connections true`);
    const after = await apiCall(t.app, 'GET', '/readyz');
    expect(after.statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', '/api/customers', { cookie: dealer.cookie })).statusCode).toBe(200);
  });
});
