import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  documents,
  mailDeliveries,
  signingRequestDocuments,
  signingRequests,
} from '../../db/schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
let rival: { cookie: string; id: string };

// A week ago, whole seconds: the requests were sent recently, so none has expired by the day the test runs.
const BASE = Math.floor((Date.now() - 7 * 86_400_000) / 1000) * 1000;

async function seedRequests(dealerId: string, name: string, count: number) {
  const { db } = t.app.deps;
  const [customer] = await db
    .insert(customers)
    .values({
      dealerId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
      phone: '07700 900123',
      postcode: 'LS1 4AP',
    })
    .returning();
  const [document] = await db
    .insert(documents)
    .values({
      dealerId,
      title: `${name} Invoice`,
      fileName: 'invoice.pdf',
      format: 'pdf',
      originalKey: 'k/invoice',
      pdfKey: 'k/invoice',
      sizeBytes: 1000,
      sha256: 'a'.repeat(64),
      pageCount: 2,
      extractedData: { signatureFields: [] },
    })
    .returning();
  // Several requests share one created time (the id breaks the tie); times to the microsecond.
  const requests = await db
    .insert(signingRequests)
    .values(
      Array.from({ length: count }, (_, i) => ({
        dealerId,
        customerId: customer!.id,
        status: i % 4 === 0 ? ('completed' as const) : ('sent' as const),
        notes: i === 3 ? 'Bring your licence' : null,
        sentAt: new Date(BASE + i * 1000),
        completedAt: i % 4 === 0 ? new Date(BASE + i * 1000 + 1) : null,
        expiresAt: new Date(BASE + 30 * 86_400_000),
        createdAt: new Date(BASE + Math.floor(i / 3) * 60_000),
      })),
    )
    .returning({ id: signingRequests.id });
  await db.insert(signingRequestDocuments).values(
    requests.map((r, i) => ({
      requestId: r.id,
      documentId: document!.id,
      position: 0,
      title: i === 42 ? 'Gap Insurance Declined' : document!.title,
      documentType: 'invoice',
      pdfKey: 'k/invoice',
      sha256: 'a'.repeat(64),
      pageCount: 2,
      sealedSha256: i % 4 === 0 ? 'b'.repeat(64) : null,
    })),
  );
  await db.insert(mailDeliveries).values({
    dealerId,
    signingRequestId: requests[1]!.id,
    template: 'signing_request',
    recipient: customer!.email,
    subject: 'Please sign',
    status: 'failed',
    attempts: 3,
    lastError: 'Mailbox unavailable',
    messageSealed: 'sealed',
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  rival = await registerDealer(t.app, { dealershipName: 'Rival Cars' });
  await seedRequests(dealer.id, 'Aisha Rahman', 105);
  await seedRequests(rival.id, 'Priya Rival', 2);
});
afterAll(() => t.close());

type Summary = { id: string; createdAt: string; customer: { name: string }; documents: { title: string }[] };
const get = (url: string, cookie = dealer.cookie) => apiCall(t.app, 'GET', url, { cookie });
const nextOf = (link: unknown) =>
  typeof link === 'string' ? link.match(/^<([^>]+)>; rel="next"$/)?.[1] : undefined;

describe('GET /api/signing-requests, a page at a time', () => {
  it('answers the first 25 (an array) with a Link to the rest, a page of that size each', async () => {
    const res = await get('/api/signing-requests');
    expect(res.statusCode).toBe(200);
    const first = res.json() as Summary[];
    expect(first).toHaveLength(25);
    expect(first[0]).not.toHaveProperty('cursorAt');
    let next = nextOf(res.headers.link);
    expect(next).toMatch(/^\/api\/signing-requests\?limit=25&cursor=/);
    const sizes = [first.length];
    while (next) {
      const page = await get(next);
      sizes.push((page.json() as Summary[]).length);
      next = nextOf(page.headers.link);
    }
    expect(sizes).toEqual([25, 25, 25, 25, 5]);
    // A hundred when asked for, as before.
    const hundred = await get('/api/signing-requests?limit=100');
    expect(hundred.json()).toHaveLength(100);
    expect(nextOf(hundred.headers.link)).toMatch(/^\/api\/signing-requests\?limit=100&cursor=/);
  });

  it('walks every request once with a small limit, newest first, ties broken by id', async () => {
    const seen: Summary[] = [];
    let url: string | undefined = '/api/signing-requests?limit=8';
    while (url) {
      const res = await get(url);
      const page = res.json() as Summary[];
      expect(page.length).toBeLessThanOrEqual(8);
      seen.push(...page);
      url = nextOf(res.headers.link);
    }
    expect(seen).toHaveLength(105);
    expect(new Set(seen.map((r) => r.id)).size).toBe(105);
    const times = seen.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches the customer and the documents’ titles, and keeps the search in the Link', async () => {
    const gap = (await get('/api/signing-requests?q=gap%20insurance')).json() as Summary[];
    expect(gap.map((r) => r.documents[0]!.title)).toEqual(['Gap Insurance Declined']);
    expect((await get('/api/signing-requests?q=%25')).json()).toHaveLength(0);
    const res = await get('/api/signing-requests?q=aisha&limit=50');
    expect(res.json()).toHaveLength(50);
    expect(nextOf(res.headers.link)).toMatch(/[?&]q=aisha(&|$)/);
  });

  it('walks every match of a search once, page by page, whether or not it has a trigram to look up', async () => {
    for (const q of ['aisha', 'ai', 'invoice']) {
      const seen: string[] = [];
      let url: string | undefined = `/api/signing-requests?q=${q}&limit=20`;
      while (url) {
        const res = await get(url);
        seen.push(...(res.json() as Summary[]).map((r) => r.id));
        url = nextOf(res.headers.link);
      }
      // Request 42's one document is "Gap Insurance Declined": its customer is Aisha, its title no invoice.
      expect(new Set(seen).size, q).toBe(q === 'invoice' ? 104 : 105);
      expect(seen, q).toHaveLength(new Set(seen).size);
    }
  });

  it('never shows another dealer’s requests, whatever the cursor or search', async () => {
    const res = await get('/api/signing-requests?limit=3');
    const theirs = await get(nextOf(res.headers.link)!, rival.cookie);
    expect((theirs.json() as Summary[]).map((r) => r.customer.name)).toEqual(['Priya Rival', 'Priya Rival']);
    expect((await get('/api/signing-requests?q=priya')).json()).toHaveLength(0);
    expect((await get('/api/signing-requests?q=aisha', rival.cookie)).json()).toHaveLength(0);
  });

  it("narrows to one customer's requests, newest first, and keeps the filter in the Link", async () => {
    const [aisha] = (await get('/api/signing-requests?limit=1')).json() as (Summary & {
      customerId: string;
    })[];
    const latest = await get(`/api/signing-requests?limit=1&customerId=${aisha!.customerId}`);
    expect((latest.json() as Summary[]).map((r) => r.id)).toEqual([aisha!.id]);
    expect(nextOf(latest.headers.link)).toMatch(new RegExp(`[?&]customerId=${aisha!.customerId}(&|$)`));
    const all = (await get(`/api/signing-requests?limit=500&customerId=${aisha!.customerId}`)).json();
    expect(all).toHaveLength(105);
    const [priya] = (await get('/api/signing-requests?limit=1', rival.cookie)).json() as {
      customerId: string;
    }[];
    expect((await get(`/api/signing-requests?customerId=${priya!.customerId}`)).json()).toEqual([]);
    expect((await get('/api/signing-requests?customerId=not-an-id')).statusCode).toBe(400);
  });

  it('refuses a bad limit or cursor in plain words', async () => {
    for (const url of [
      '/api/signing-requests?limit=0',
      '/api/signing-requests?limit=501',
      '/api/signing-requests?limit=ten',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).not.toMatch(/Invalid input|expected/);
    }
    const bad = await get('/api/signing-requests?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/list position/);
  });

  it('answers the same fields and values as the answer built in JS before (times, customer, documents)', async () => {
    const list = (await get('/api/signing-requests?limit=500')).json() as Summary[];
    const { db } = t.app.deps;
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    for (const item of list) {
      const r = (await db.query.signingRequests.findFirst({ where: (x, { eq }) => eq(x.id, item.id) }))!;
      const c = (await db.query.customers.findFirst({ where: (x, { eq }) => eq(x.id, r.customerId) }))!;
      const docs = await db.query.signingRequestDocuments.findMany({
        where: (x, { eq }) => eq(x.requestId, r.id),
      });
      const mail = await db.query.mailDeliveries.findFirst({
        where: (x, { eq }) => eq(x.signingRequestId, r.id),
      });
      expect(item).toStrictEqual({
        id: r.id,
        status: r.status,
        notes: r.notes,
        sentAt: iso(r.sentAt),
        completedAt: iso(r.completedAt),
        createdAt: r.createdAt.toISOString(),
        expiresAt: iso(r.expiresAt),
        customerId: r.customerId,
        customer: { name: c.name, email: c.email },
        documentIds: docs.map((d) => d.documentId),
        delivery: mail ? { status: mail.status, attempts: mail.attempts, lastError: mail.lastError } : null,
        documents: docs.map((d) => ({
          id: d.documentId,
          title: d.title,
          documentType: d.documentType,
          pageCount: d.pageCount,
          sealedSha256: d.sealedSha256,
        })),
      });
      expect((await get(`/api/signing-requests/${item.id}`)).json()).toStrictEqual(item);
    }
  });
});
