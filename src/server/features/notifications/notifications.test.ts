import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
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

  it('answers the bell’s figure: how many of the listed notifications are unread, kept until one changes', async () => {
    const dealer = await registerDealer(t.app);
    const db = t.app.deps.db;
    const unread = async () => (await call('GET', '/api/notifications/unread', dealer.cookie)).json();
    expect(await unread()).toEqual({ unread: 0 });
    const one = await insertNotification(db, { dealerId: dealer.id, type: 'other', message: 'One' });
    await insertNotification(db, { dealerId: dealer.id, type: 'other', message: 'Two' });
    expect(await unread()).toEqual({ unread: 2 });
    expect(await unread()).toEqual({ unread: 2 });
    await call('POST', `/api/notifications/${one.id}/read`, dealer.cookie);
    expect(await unread()).toEqual({ unread: 1 });
    // Only the listed (newest 100) count, as the bell counted them from the list before.
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.dealerId, dealer.id));
    await db.insert(notifications).values([
      ...Array.from({ length: 3 }, (_, i) => ({
        dealerId: dealer.id,
        type: 'other' as const,
        message: `old ${i}`,
        sentAt: new Date(Date.now() - 86_400_000 - i),
      })),
      ...Array.from({ length: 100 }, (_, i) => ({
        dealerId: dealer.id,
        type: 'other' as const,
        message: `new ${i}`,
        sentAt: new Date(Date.now() - i),
        readAt: i < 40 ? null : new Date(),
      })),
    ]);
    expect(await unread()).toEqual({ unread: 40 });
    const list = (await call('GET', '/api/notifications', dealer.cookie)).json() as {
      readAt: string | null;
    }[];
    expect(list.filter((n) => !n.readAt)).toHaveLength(40);
    expect((await call('GET', '/api/notifications/unread', '')).statusCode).toBe(401);
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
