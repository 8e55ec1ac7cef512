import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
let rival: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  rival = await registerDealer(t.app, { dealershipName: 'Rival Cars' });
  // 105 customers, several sharing one created time (the id breaks the tie), and one of the rival's.
  const base = Date.parse('2026-11-01T09:00:00Z');
  await t.app.deps.db.insert(customers).values(
    Array.from({ length: 105 }, (_, i) => ({
      dealerId: dealer.id,
      name: i === 42 ? 'Priya O’Connell' : `Customer ${String(i).padStart(3, '0')}`,
      email: `c${i}@example.co.uk`,
      phone: '07700 900123',
      postcode: i === 7 ? 'B33 8TH' : 'LS1 4AP',
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
    })),
  );
  await t.app.deps.db.insert(customers).values({
    dealerId: rival.id,
    name: 'Priya Rival',
    email: 'priya@rival.test',
    phone: '07700 900999',
    postcode: 'M1 1AA',
  });
});
afterAll(() => t.close());

const get = (url: string, cookie = dealer.cookie) => apiCall(t.app, 'GET', url, { cookie });
const nextOf = (link: string | string[] | number | undefined) =>
  typeof link === 'string' ? link.match(/^<([^>]+)>; rel="next"$/)?.[1] : undefined;

describe('GET /api/customers, a page at a time', () => {
  it('answers the first 100 (an array) with a Link to the rest', async () => {
    const res = await get('/api/customers');
    expect(res.statusCode).toBe(200);
    const first = res.json() as { id: string; name: string }[];
    expect(first).toHaveLength(100);
    expect(first[0]).not.toHaveProperty('cursorAt');
    const next = nextOf(res.headers.link);
    expect(next).toMatch(/^\/api\/customers\?limit=100&cursor=/);
    const rest = await get(next!);
    expect(rest.json()).toHaveLength(5);
    expect(rest.headers.link).toBeUndefined();
    const ids = [...first, ...rest.json()].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(105);
  });

  it('walks every customer once with a small limit, newest first, ties broken by id', async () => {
    const seen: { id: string; createdAt: string }[] = [];
    let url: string | undefined = '/api/customers?limit=7';
    while (url) {
      const res = await get(url);
      const page = res.json() as { id: string; createdAt: string }[];
      expect(page.length).toBeLessThanOrEqual(7);
      seen.push(...page);
      url = nextOf(res.headers.link);
    }
    expect(seen).toHaveLength(105);
    expect(new Set(seen.map((c) => c.id)).size).toBe(105);
    const times = seen.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches name, e-mail, phone, postcode and registration, and keeps the search in the Link', async () => {
    expect((await get('/api/customers?q=priya')).json().map((c: { name: string }) => c.name)).toEqual([
      'Priya O’Connell',
    ]);
    expect((await get('/api/customers?q=b33')).json()).toHaveLength(1);
    expect((await get('/api/customers?q=%25')).json()).toHaveLength(0);
    const res = await get('/api/customers?q=customer&limit=50');
    expect(res.json()).toHaveLength(50);
    expect(nextOf(res.headers.link)).toMatch(/[?&]q=customer(&|$)/);
  });

  it('never shows another dealer’s customers, whatever the cursor', async () => {
    const res = await get('/api/customers?limit=3');
    const theirs = await get(nextOf(res.headers.link)!, rival.cookie);
    expect(theirs.json().map((c: { name: string }) => c.name)).toEqual([]);
    expect((await get('/api/customers?q=priya', rival.cookie)).json()).toHaveLength(1);
  });

  it('refuses a bad limit or cursor in plain words', async () => {
    expect((await get('/api/customers?limit=0')).statusCode).toBe(400);
    expect((await get('/api/customers?limit=501')).statusCode).toBe(400);
    const bad = await get('/api/customers?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/list position/);
  });

  it('answers each customer exactly as GET /api/customers/{id} does (the JS-built answer)', async () => {
    // Vehicle details with some fields missing, and times with microseconds.
    await t.app.deps.db.insert(customers).values({
      dealerId: dealer.id,
      name: 'Tom Vehicle',
      email: 'tom@example.co.uk',
      phone: '07700 900555',
      postcode: 'M1 1AA',
      address: '1 High Street',
      vehicleRegistration: 'AB12CDE',
      vehicleData: { make: 'FORD', yearOfManufacture: 2019 },
      createdAt: sql`'2026-12-01 10:00:00.123987+00'`,
      updatedAt: sql`'2026-12-01 10:00:00.999999+00'`,
    });
    const list = (await get('/api/customers?limit=500')).json() as { id: string }[];
    expect(list).toHaveLength(106);
    expect((await get('/api/customers?q=ab12%20cde')).json().map((c: { name: string }) => c.name)).toEqual([
      'Tom Vehicle',
    ]);
    expect(list[0]).toMatchObject({
      name: 'Tom Vehicle',
      vehicleData: { make: 'FORD', model: null, yearOfManufacture: 2019 },
      createdAt: '2026-12-01T10:00:00.123Z',
      updatedAt: '2026-12-01T10:00:00.999Z',
    });
    for (const item of list) {
      expect(item).toStrictEqual((await get(`/api/customers/${item.id}`)).json());
    }
  });
});
