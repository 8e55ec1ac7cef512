import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { insertNotification } from './notifications.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string) => apiCall(t.app, method, url, { cookie });

describe('notifications', () => {
  it('lists newest first, marks one read, then all', async () => {
    const dealer = await registerDealer(t.app);
    const db = t.app.deps.db;
    const started = await insertNotification(db, {
      dealerId: dealer.id,
      type: 'customer_started',
      message: 'Aisha opened her documents',
    });
    await new Promise((r) => setTimeout(r, 5));
    await insertNotification(db, {
      dealerId: dealer.id,
      type: 'customer_completed',
      message: 'Aisha signed 2 documents',
    });

    const list = (await call('GET', '/api/notifications', dealer.cookie)).json();
    expect(list.map((n: { type: string }) => n.type)).toEqual(['customer_completed', 'customer_started']);
    expect(list.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);

    expect((await call('POST', `/api/notifications/${started.id}/read`, dealer.cookie)).statusCode).toBe(200);
    const afterOne = (await call('GET', '/api/notifications', dealer.cookie)).json();
    expect(afterOne.find((n: { id: string }) => n.id === started.id).readAt).not.toBeNull();

    const all = await call('POST', '/api/notifications/mark-all-read', dealer.cookie);
    expect(all.json()).toEqual({ updated: 1 });
    const afterAll = (await call('GET', '/api/notifications', dealer.cookie)).json();
    expect(afterAll.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('keeps the list as finished bytes, and a new notification or a read one shows at once', async () => {
    const dealer = await registerDealer(t.app);
    const db = t.app.deps.db;
    const first = await insertNotification(db, { dealerId: dealer.id, type: 'other', message: 'First' });
    const read = async () => (await call('GET', '/api/notifications', dealer.cookie)).json();
    expect((await read()).map((n: { message: string }) => n.message)).toEqual(['First']);
    // Kept: asked again, the same bytes without a statement; the answer is still the contract's shape.
    const again = await call('GET', '/api/notifications', dealer.cookie);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual([
      {
        id: first.id,
        type: 'other',
        message: 'First',
        signingRequestId: null,
        sentAt: first.sentAt.toISOString(),
        readAt: null,
      },
    ]);
    // A write by anyone (here straight into the table, as another instance would) drops the kept answer.
    await new Promise((r) => setTimeout(r, 5));
    await insertNotification(db, { dealerId: dealer.id, type: 'customer_started', message: 'Second' });
    expect((await read()).map((n: { message: string }) => n.message)).toEqual(['Second', 'First']);
    await call('POST', `/api/notifications/${first.id}/read`, dealer.cookie);
    expect((await read()).find((n: { id: string }) => n.id === first.id).readAt).not.toBeNull();
  });

  it('answers 404 for another dealer’s notification and leaves it unread', async () => {
    const owner = await registerDealer(t.app);
    const other = await registerDealer(t.app);
    const n = await insertNotification(t.app.deps.db, { dealerId: owner.id, type: 'other', message: 'x' });
    expect((await call('POST', `/api/notifications/${n.id}/read`, other.cookie)).statusCode).toBe(404);
    await call('POST', '/api/notifications/mark-all-read', other.cookie);
    expect((await call('GET', '/api/notifications', owner.cookie)).json()[0].readAt).toBeNull();
    expect((await call('GET', '/api/notifications', other.cookie)).json()).toEqual([]);
  });
});
