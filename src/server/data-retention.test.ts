// The nightly prune of personal data past its keeping time: each store loses only what is older than its
// period (and a bulk send still sending is never cut short); what is younger, or still in use, stays.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneKeptData } from './data-retention.ts';
import { bulkSendRows, bulkSends, demoRequests, systemErrors } from './db/schema.ts';
import { buildTestApp, registerDealer, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (
      (await t.app.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('retention.prune', () => {
  it('deletes bulk-send reports after 90 days, demo requests after a year, archived errors after 90 days', async () => {
    const { db } = t.app.deps;
    const dealer = await registerDealer(t.app);
    const send = (createdAt: Date, status: 'finished' | 'sending') =>
      db
        .insert(bulkSends)
        .values({ dealerId: dealer.id, fileName: 'customers.csv', status, createdAt })
        .returning({ id: bulkSends.id })
        .then(([row]) => row!.id);
    const old = await send(daysAgo(91), 'finished');
    const stillSending = await send(daysAgo(91), 'sending');
    const recent = await send(daysAgo(89), 'finished');
    await db.insert(bulkSendRows).values(
      [old, stillSending, recent].map((bulkSendId) => ({
        bulkSendId,
        line: 2,
        name: 'Dana Price',
        email: 'dana@example.co.uk',
        phone: '07700 900789',
        registration: 'AB12CDE',
      })),
    );
    const demo = (createdAt: Date) => ({
      contactName: 'Sam Prospect',
      phoneNumber: '07700 900111',
      email: 'sam@prospect.test',
      preferredCallDate: '2026-01-05',
      preferredCallTime: '10:00',
      createdAt,
    });
    await db.insert(demoRequests).values([demo(daysAgo(366)), demo(daysAgo(300))]);
    const error = (createdAt: Date, archivedAt: Date | null) => ({
      severity: 'high' as const,
      errorType: 'request_error',
      source: 'GET /api/x',
      message: 'boom',
      createdAt,
      archivedAt,
    });
    await db
      .insert(systemErrors)
      .values([error(daysAgo(91), daysAgo(1)), error(daysAgo(91), null), error(daysAgo(10), daysAgo(1))]);

    expect(await pruneKeptData(db)).toEqual({ bulkSends: 1, demoRequests: 1, archivedErrors: 1 });
    expect((await db.select().from(bulkSends)).map((s) => s.id).sort()).toEqual(
      [stillSending, recent].sort(),
    );
    expect(await db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, old))).toEqual([]);
    expect(await count('demo_requests')).toBe(1);
    expect(await count('system_errors')).toBe(2);
    // Nothing more the second time.
    expect(await pruneKeptData(db)).toEqual({ bulkSends: 0, demoRequests: 0, archivedErrors: 0 });
  });
});
