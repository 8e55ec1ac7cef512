import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDealer, AdminPendingRequest } from '../../../../shared/admin/admin.schema.ts';
import { customers, documents, signingRequestDocuments, signingRequests } from '../../../db/schema.ts';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

let t: TestApp;
let adminCookie: string;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;

async function seed() {
  const db = t.app.deps.db;
  const [customer] = await db
    .insert(customers)
    .values({
      dealerId: dealer.id,
      name: 'Ann Buyer',
      email: 'ann@example.com',
      phone: '1',
      postcode: 'M1 1AE',
    })
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
  const [invoice, order] = await db
    .insert(documents)
    .values([
      { ...doc, title: 'Invoice' },
      { ...doc, title: 'Order Form' },
      { ...doc, title: 'Old', archivedAt: new Date() },
    ])
    .returning();
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const request = (
    status: 'sent' | 'in_progress' | 'completed' | 'cancelled',
    sentAt: Date,
    completedAt?: Date,
  ) => ({
    dealerId: dealer.id,
    customerId: customer!.id,
    status,
    sentAt,
    completedAt: completedAt ?? null,
  });
  // Twelve pending (the newest has two documents), one completed now, one completed two days ago, one cancelled.
  const pending = Array.from({ length: 12 }, (_, i) =>
    request(i % 2 ? 'sent' : 'in_progress', minutesAgo(100 - i)),
  );
  const rows = await db
    .insert(signingRequests)
    .values([
      ...pending,
      request('completed', minutesAgo(5), new Date()),
      request('completed', minutesAgo(5000), new Date(Date.now() - 2 * 86_400_000)),
      request('cancelled', minutesAgo(1)),
    ])
    .returning();
  const newest = rows[11]!;
  const part = (documentId: string, position: number, title: string) => ({
    requestId: newest.id,
    documentId,
    position,
    title,
    documentType: 'other',
    pdfKey: 'k',
    sha256: 'x',
    pageCount: 1,
  });
  await db
    .insert(signingRequestDocuments)
    .values([part(order!.id, 1, 'Order Form'), part(invoice!.id, 0, 'Invoice')]);
}

beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  adminCookie = sessionCookie(await login(t.app, 'admin@platform.test', 'admin password'));
  dealer = await registerDealer(t.app, { dealershipName: 'Kingsway Motors' });
  other = await registerDealer(t.app, { dealershipName: 'Other Motors' });
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/dealers/${other.id}/suspend`,
    headers: { origin: TEST_ORIGIN, cookie: adminCookie },
    payload: { reason: 'Unpaid invoice' },
  });
  await seed();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('admin dashboard', () => {
  it('answers 401 to a visitor and 403 to a dealer on every dashboard call', async () => {
    for (const url of [
      '/api/admin/dashboard/stats',
      '/api/admin/dealers',
      '/api/admin/signing-requests/pending',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      const forbidden = await get(url, dealer.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Administrator access required');
    }
  });

  it('counts dealers, requests, today’s completions and live documents across the platform', async () => {
    const res = await get('/api/admin/dashboard/stats', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalDealers: 2,
      activeDealers: 1,
      suspendedDealers: 1,
      totalSigningRequests: 15,
      pendingSigningRequests: 12,
      completedToday: 1,
      totalDocuments: 2,
      asOf: expect.any(String),
    });
  });

  it('lists dealers (not administrators) with their counts and suspension reason', async () => {
    const res = await get('/api/admin/dealers', adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.link).toBeUndefined();
    const list = res.json() as AdminDealer[];
    expect(list).toHaveLength(2);
    expect(list.find((d) => d.id === dealer.id)).toEqual({
      id: dealer.id,
      email: dealer.email,
      firstName: 'Priya',
      lastName: 'Shah',
      dealershipName: 'Kingsway Motors',
      accountStatus: 'active',
      suspendedReason: null,
      totalDocuments: 2,
      totalCustomers: 1,
      pendingRequests: 12,
    });
    expect(list.find((d) => d.id === other.id)).toMatchObject({
      accountStatus: 'suspended',
      suspendedReason: 'Unpaid invoice',
      totalDocuments: 0,
      totalCustomers: 0,
      pendingRequests: 0,
    });
  });

  it('shows the ten newest pending requests with customer and document titles in order', async () => {
    const res = await get('/api/admin/signing-requests/pending', adminCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminPendingRequest[];
    expect(list).toHaveLength(10);
    expect(list.every((r) => r.status === 'sent' || r.status === 'in_progress')).toBe(true);
    expect(list[0]).toMatchObject({
      dealershipName: 'Kingsway Motors',
      customer: { name: 'Ann Buyer', email: 'ann@example.com' },
      documents: [{ title: 'Invoice' }, { title: 'Order Form' }],
    });
    expect(list[1]!.documents).toEqual([]);
    const sent = list.map((r) => Date.parse(r.sentAt!));
    expect([...sent].sort((a, b) => b - a)).toEqual(sent);
  });
});
