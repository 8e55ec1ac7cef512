import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_REQUESTS_SHOWN } from '../../shared/dealer/overview.ts';
import { customers, notifications, signingRequests } from '../db/schema.ts';
import { buildTestApp, registerDealer, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const clientDir = path.join(t.app.deps.config.dataDir, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-5.css">\n  </head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'index-5.css'), '.text-2xl{font-size:1.5rem}');
  // A server renderer that draws how many requests and notifications it was given.
  mkdirSync(path.join(clientDir, '..', 'ssr'), { recursive: true });
  writeFileSync(
    path.join(clientDir, '..', 'ssr', 'dashboard-ssr.js'),
    `export async function renderDashboardPage(path, answers) {
      const requests = answers['/api/signing-requests'];
      return { markup: '<p>' + requests.length + ' requests</p>', answers };
    }`,
  );
});
afterAll(() => t.close());

const drawnData = (body: string) =>
  JSON.parse(body.match(/<script type="application\/json" id="app-data">(.*?)<\/script>/)![1]!);

describe("the busy dealer's drawn overview", () => {
  it('asks for the latest few requests only, newest first, not the list’s whole first page', async () => {
    const dealer = await registerDealer(t.app);
    const { db } = t.app.deps;
    const [customer] = await db
      .insert(customers)
      .values({
        dealerId: dealer.id,
        name: 'Ada Busy',
        email: 'ada@example.com',
        phone: '1',
        postcode: 'M1 1AE',
      })
      .returning();
    const base = Date.now() - 3_600_000;
    await db.insert(signingRequests).values(
      Array.from({ length: 30 }, (_, i) => ({
        dealerId: dealer.id,
        customerId: customer!.id,
        status: 'sent' as const,
        notes: `request ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await db.insert(notifications).values({ dealerId: dealer.id, type: 'other', message: 'Hello' });

    const page = await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<p>${LATEST_REQUESTS_SHOWN} requests</p>`);
    const data = drawnData(page.body);
    // Under the list's own key, as the browser's overview reads it (and asks for it: ?limit=5).
    expect(data['/api/signing-requests'].map((r: { notes: string }) => r.notes)).toEqual(
      Array.from({ length: LATEST_REQUESTS_SHOWN }, (_, i) => `request ${29 - i}`),
    );
    // The bell's figure, not the hundred notifications behind it.
    expect(data['/api/notifications/unread']).toEqual({ unread: 1 });
    expect(data).not.toHaveProperty('/api/notifications');
    expect(data['/api/dashboard/stats'].pendingRequests).toBe(30);

    // A new request shows at once: the short page is dropped with the dealer's other kept answers.
    await db.insert(signingRequests).values({
      dealerId: dealer.id,
      customerId: customer!.id,
      status: 'sent',
      notes: 'the newest',
    });
    const again = drawnData(
      (await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } })).body,
    );
    expect(again['/api/signing-requests'][0].notes).toBe('the newest');
    expect(again['/api/signing-requests']).toHaveLength(LATEST_REQUESTS_SHOWN);
    expect(again['/api/dashboard/stats'].pendingRequests).toBe(31);
    // A notification read anywhere: the figure follows at once.
    await db.update(notifications).set({ readAt: new Date() });
    const read = drawnData(
      (await t.app.inject({ url: '/dashboard', headers: { cookie: dealer.cookie } })).body,
    );
    expect(read['/api/notifications/unread']).toEqual({ unread: 0 });
  });
});
