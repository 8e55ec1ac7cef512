import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, earliestDemoDate, londonDate } from '../../../shared/dealer/demo-request.schema.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['first-admin@platform.test', 'second-admin@platform.test']) {
    await createOrPromoteAdministrator(t.app.deps, { email, password: 'admin password' });
  }
  adminCookie = sessionCookie(await login(t.app, 'first-admin@platform.test', 'admin password'));
});
afterAll(() => t.close());

let address = 0;
/** Each test posts from its own address: the route is rate-limited per address. */
const freshAddress = () => `10.88.0.${++address}`;

const valid = () => ({
  contactName: 'Priya Shah',
  phoneNumber: '01632 960123',
  email: 'Priya@Kingsway.example',
  websiteDomain: 'kingsway.example',
  preferredCallDate: `${earliestDemoDate()}T00:00:00.000Z`,
  preferredCallTime: '10:00-11:00',
  notes: 'Two sites',
});

const post = (payload: object, remoteAddress = freshAddress()) =>
  apiCall(t.app, 'POST', '/api/demo-requests', { payload, remoteAddress });

describe('POST /api/demo-requests', () => {
  it('stores the request and mails every administrator through the queue', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await apiCall(t.app, 'GET', '/api/admin/demo-requests', { cookie: adminCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      contactName: 'Priya Shah',
      email: 'priya@kingsway.example',
      preferredCallDate: earliestDemoDate(),
      preferredCallTime: '10:00-11:00',
      notes: 'Two sites',
    });

    const mails = await eventually(
      async () => {
        const outbox = await apiCall(t.app, 'GET', '/api/admin/outbox?q=Demo request from Priya', {
          cookie: adminCookie,
        });
        const rows = outbox.json() as { to: string; subject: string; text: string; replyTo: string }[];
        return rows.length >= 2 && rows;
      },
      { what: 'the admins’ mail' },
    );
    expect(mails.map((m) => m.to).sort()).toEqual([
      'first-admin@platform.test',
      'second-admin@platform.test',
    ]);
    expect(mails[0]).toMatchObject({
      subject: 'Demo request from Priya Shah',
      replyTo: 'priya@kingsway.example',
    });
    expect(mails[0]?.text).toContain('between 10:00 and 11:00');
    expect(mails[0]?.text).toContain('01632 960123');
  });

  it('takes a bare date and leaves the optional fields out', async () => {
    const { websiteDomain: _w, notes: _n, ...required } = valid();
    const res = await post({ ...required, preferredCallDate: addDays(londonDate(), 30) });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['contactName', '', 'Contact name is required'],
    ['contactName', undefined, 'Contact name is required'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', 'call me', 'Enter a phone number, e.g. 01632 960123'],
    ['email', 'not-an-email', 'Enter a valid e-mail address'],
    ['email', undefined, 'E-mail is required'],
    ['preferredCallDate', '', 'Preferred call date is required'],
    ['preferredCallDate', '2026-02-30', 'Enter a valid date'],
    ['preferredCallTime', '17:00-18:00', 'Choose one of the hourly time slots'],
    ['preferredCallTime', undefined, 'Choose one of the hourly time slots'],
  ])('refuses %s = %j with “%s”', async (field, value, message) => {
    const res = await post({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
  });

  it('refuses today and dates in the past (in London) but takes tomorrow', async () => {
    for (const day of [londonDate(), addDays(londonDate(), -3)]) {
      const res = await post({ ...valid(), preferredCallDate: `${day}T00:00:00.000Z` });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({
        path: 'preferredCallDate',
        message: 'Please choose a date from tomorrow onwards.',
      });
    }
    const tomorrow = await post({ ...valid(), preferredCallDate: addDays(londonDate(), 1) });
    expect(tomorrow.statusCode).toBe(201);
  });

  it('allows five requests an hour from one address, then answers 429', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await post({ ...valid(), contactName: `Caller ${i}` }, remoteAddress)).statusCode).toBe(201);
    }
    const limited = await post(valid(), remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect((await post(valid())).statusCode).toBe(201);
  });
});

describe('GET /api/admin/demo-requests', () => {
  it('is for administrators only', async () => {
    expect((await apiCall(t.app, 'GET', '/api/admin/demo-requests')).statusCode).toBe(401);
    const dealer = await registerDealer(t.app);
    const res = await apiCall(t.app, 'GET', '/api/admin/demo-requests', { cookie: dealer.cookie });
    expect(res.statusCode).toBe(403);
  });
});
