// GET /api/admin/dealers: paged like the dealer's own lists (limit, cursor in a Link header, q), with each
// row's counts counted for that dealer only; and the dashboard stats' cached counts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDealer } from '../../../../shared/admin/admin.schema.ts';
import { customers, documents, signingRequests } from '../../../db/schema.ts';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';
import { STATS_FRESH_MS } from './dashboard.service.ts';

let t: TestApp;
let adminCookie: string;
const dealers: Awaited<ReturnType<typeof registerDealer>>[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  adminCookie = sessionCookie(await login(t.app, 'admin@platform.test', 'admin password'));
  const names = ['Alpha Cars', 'Bravo Motors', 'Charlie Autos', 'Delta 100% Vans', 'Echo Motors'];
  for (const [i, dealershipName] of names.entries()) {
    dealers.push(
      await registerDealer(t.app, {
        dealershipName,
        firstName: i === 2 ? 'Marta' : 'Priya',
        lastName: i === 2 ? 'Kowalska' : 'Shah',
      }),
    );
  }
});
afterAll(() => t.close());

const get = (url: string, cookie = adminCookie) => t.app.inject({ url, headers: { cookie } });
const nextLink = (link: string | string[] | undefined) =>
  String(link ?? '').match(/<([^>]+)>; rel="next"/)?.[1];

describe('the dashboard’s dealer list', () => {
  it('pages newest first through every dealer (never an administrator), the next page in the Link header', async () => {
    const first = await get('/api/admin/dealers?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const seen: AdminDealer[] = first.json();
    expect(seen).toHaveLength(2);
    let next = nextLink(first.headers.link);
    expect(next).toBe('/api/admin/dealers?limit=2&offset=2');
    while (next) {
      const res = await get(next);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json());
      next = nextLink(res.headers.link);
    }
    expect(seen.map((d) => d.id)).toEqual(dealers.map((d) => d.id).reverse());
    expect(seen.some((d) => d.email === 'admin@platform.test')).toBe(false);

    const all = await get('/api/admin/dealers');
    expect(all.json()).toHaveLength(5);
    expect(all.headers.link).toBeUndefined();
  });

  it('searches dealership, e-mail and full name on the server, wildcards taken literally', async () => {
    const names = async (q: string) =>
      ((await get(`/api/admin/dealers?q=${encodeURIComponent(q)}`)).json() as AdminDealer[]).map(
        (d) => d.dealershipName,
      );
    expect(await names('motors')).toEqual(['Echo Motors', 'Bravo Motors']);
    expect(await names('marta kow')).toEqual(['Charlie Autos']);
    expect(await names(dealers[0]!.email.toUpperCase())).toEqual(['Alpha Cars']);
    expect(await names('100%')).toEqual(['Delta 100% Vans']);
    expect(await names('%')).toEqual(['Delta 100% Vans']);
    expect(await names('nobody here')).toEqual([]);

    const paged = await get('/api/admin/dealers?q=motors&limit=1');
    expect(paged.json().map((d: AdminDealer) => d.dealershipName)).toEqual(['Echo Motors']);
    const next = nextLink(paged.headers.link)!;
    expect(next).toContain('q=motors');
    expect((await get(next)).json().map((d: AdminDealer) => d.dealershipName)).toEqual(['Bravo Motors']);
  });

  it('counts each dealer’s own live documents, live customers and pending requests only', async () => {
    const db = t.app.deps.db;
    const [owner, neighbour] = [dealers[1]!, dealers[3]!];
    const [customer] = await db
      .insert(customers)
      .values([
        { dealerId: owner.id, name: 'Ann', email: 'a@example.com', phone: '1', postcode: 'M1 1AE' },
        {
          dealerId: owner.id,
          name: 'Old',
          email: 'o@example.com',
          phone: '1',
          postcode: 'M1 1AE',
          archivedAt: new Date(),
        },
      ])
      .returning();
    const doc = {
      dealerId: owner.id,
      fileName: 'a.pdf',
      format: 'pdf' as const,
      originalKey: 'k',
      pdfKey: 'k',
    };
    await db.insert(documents).values([
      { ...doc, title: 'Invoice', sizeBytes: 1, sha256: 'x', pageCount: 1 },
      { ...doc, title: 'Gone', sizeBytes: 1, sha256: 'x', pageCount: 1, archivedAt: new Date() },
    ]);
    const request = (status: 'sent' | 'in_progress' | 'completed' | 'cancelled') => ({
      dealerId: owner.id,
      customerId: customer!.id,
      status,
    });
    await db
      .insert(signingRequests)
      .values([request('sent'), request('in_progress'), request('completed'), request('cancelled')]);

    // Bravo was counted (none) by the calls above; the inserts' change notifications forget those counts
    // at once (no figure is older than the last change), so the next call counts afresh.
    expect((await get('/api/admin/dealers?q=bravo')).json()[0].pendingRequests).toBe(2);
    const res = await get('/api/admin/dealers?q=bravo');
    expect(res.json()).toEqual([
      {
        id: owner.id,
        email: owner.email,
        firstName: 'Priya',
        lastName: 'Shah',
        dealershipName: 'Bravo Motors',
        accountStatus: 'active',
        suspendedReason: null,
        totalDocuments: 1,
        totalCustomers: 1,
        pendingRequests: 2,
      },
    ]);
    const other = (await get('/api/admin/dealers?q=delta')).json()[0];
    expect(other).toMatchObject({
      id: neighbour.id,
      totalDocuments: 0,
      totalCustomers: 0,
      pendingRequests: 0,
    });
  });

  it('refuses a bad limit, offset or search in plain words, a dealer with 403 and a visitor with 401', async () => {
    expect((await get('/api/admin/dealers?limit=0')).statusCode).toBe(400);
    const tooMany = await get('/api/admin/dealers?limit=501');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/Limit must be between 1 and 500/);
    const bad = await get('/api/admin/dealers?offset=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Offset must be between 0/);
    expect((await get('/api/admin/dealers?offset=x')).json().message).toMatch(/Offset must be a number/);
    expect((await get(`/api/admin/dealers?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    // Past the end: an empty page, no next link.
    const past = await get('/api/admin/dealers?offset=50');
    expect(past.json()).toEqual([]);
    expect(past.headers.link).toBeUndefined();
    const forbidden = await get('/api/admin/dealers?limit=1', dealers[0]!.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Administrator access required');
    expect((await t.app.inject({ url: '/api/admin/dealers?q=a' })).statusCode).toBe(401);
  });
});

describe('the dashboard stats’ cached counts', () => {
  it('shows an administrator’s suspension at once, and new requests once the counts are older than 10 s', async () => {
    const before = (await get('/api/admin/dashboard/stats')).json();
    const target = dealers[4]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/dealers/${target.id}/suspend`,
      headers: { origin: TEST_ORIGIN, cookie: adminCookie },
      payload: { reason: 'Unpaid invoice' },
    });
    const after = (await get('/api/admin/dashboard/stats')).json();
    expect(after).toMatchObject({
      totalDealers: 5,
      activeDealers: before.activeDealers - 1,
      suspendedDealers: before.suspendedDealers + 1,
    });

    const [customer] = await t.app.deps.db
      .insert(customers)
      .values({ dealerId: target.id, name: 'Bo', email: 'b@example.com', phone: '1', postcode: 'M1 1AE' })
      .returning();
    await t.app.deps.db.insert(signingRequests).values({ dealerId: target.id, customerId: customer!.id });
    // Within the window the last counts stand.
    expect((await get('/api/admin/dashboard/stats')).json().totalSigningRequests).toBe(
      after.totalSigningRequests,
    );

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + STATS_FRESH_MS + 1_000 });
    try {
      // The first call after the window answers the last counts and starts one recount; a later one sees it.
      await get('/api/admin/dashboard/stats');
      await vi.waitFor(async () => {
        const now = (await get('/api/admin/dashboard/stats')).json();
        expect(now.totalSigningRequests).toBe(after.totalSigningRequests + 1);
        expect(now.pendingSigningRequests).toBe(after.pendingSigningRequests + 1);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
