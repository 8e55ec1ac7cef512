import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, documents, signingRequests } from '../../db/schema.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { startOfLondonDay } from './dashboard.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function seedDealer() {
  const dealer = await registerDealer(t.app);
  const db = t.app.deps.db;
  const [customer] = await db
    .insert(customers)
    .values({ dealerId: dealer.id, name: 'C One', email: 'c1@example.com', phone: '1', postcode: 'M1 1AE' })
    .returning();
  await db.insert(customers).values({
    dealerId: dealer.id,
    name: 'Gone',
    email: 'g@example.com',
    phone: '1',
    postcode: 'M1 1AE',
    archivedAt: new Date(),
  });
  const doc = {
    dealerId: dealer.id,
    fileName: 'a.pdf',
    format: 'pdf' as const,
    originalKey: 'k',
    pdfKey: 'k',
    sizeBytes: 1,
    sha256: 'x',
    pageCount: 1,
  };
  await db.insert(documents).values([
    { ...doc, title: 'A' },
    { ...doc, title: 'B' },
    { ...doc, title: 'Old', archivedAt: new Date() },
  ]);
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  const request = (
    status: 'sent' | 'in_progress' | 'completed' | 'cancelled',
    completedAt: Date | null = null,
  ) => ({
    dealerId: dealer.id,
    customerId: customer!.id,
    status,
    completedAt,
    sentAt: new Date(),
  });
  await db
    .insert(signingRequests)
    .values([
      request('sent'),
      request('sent'),
      request('in_progress'),
      request('completed', new Date()),
      request('completed', twoDaysAgo),
      request('cancelled'),
    ]);
  return dealer;
}

describe('dashboard stats', () => {
  it('counts live documents and customers, pending, active and today’s completions', async () => {
    const dealer = await seedDealer();
    const res = await t.app.inject({ url: '/api/dashboard/stats', headers: { cookie: dealer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalDocuments: 2,
      totalCustomers: 1,
      pendingRequests: 3,
      completedToday: 1,
      activeSignings: 1,
    });
  });

  it('counts nothing of another dealer', async () => {
    await seedDealer();
    const fresh = await registerDealer(t.app);
    const res = await t.app.inject({ url: '/api/dashboard/stats', headers: { cookie: fresh.cookie } });
    expect(res.json()).toEqual({
      totalDocuments: 0,
      totalCustomers: 0,
      pendingRequests: 0,
      completedToday: 0,
      activeSignings: 0,
    });
  });

  it('lists the latest requests with their customer, limited on request', async () => {
    const dealer = await seedDealer();
    const res = await t.app.inject({
      url: '/api/signing-requests?limit=5',
      headers: { cookie: dealer.cookie },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ customer: { name: 'C One', email: 'c1@example.com' } });
    expect(
      (await t.app.inject({ url: '/api/signing-requests?limit=0', headers: { cookie: dealer.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/dashboard/stats')).statusCode).toBe(401);
  });
});

describe('the start of today in Europe/London', () => {
  it.each([
    ['2026-11-22T15:00:00Z', '2026-11-22T00:00:00.000Z'],
    ['2026-07-01T12:00:00Z', '2026-06-30T23:00:00.000Z'],
    ['2026-06-30T23:30:00Z', '2026-06-30T23:00:00.000Z'],
    ['2026-03-29T12:00:00Z', '2026-03-29T00:00:00.000Z'],
    ['2026-10-25T12:00:00Z', '2026-10-24T23:00:00.000Z'],
  ])('%s → %s', (now, expected) => expect(startOfLondonDay(new Date(now)).toISOString()).toBe(expected));
});
