import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  adminCookie = sessionCookie(await login(t.app, 'admin@platform.test', 'admin password'));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('mail outbox', () => {
  it('is for administrators only', async () => {
    const dealer = await registerDealer(t.app);
    expect((await get('/api/admin/outbox')).statusCode).toBe(401);
    const forbidden = await get('/api/admin/outbox', dealer.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Administrator access required');
  });

  it('lists messages newest first, with attachment details and bytes', async () => {
    const { mailer } = t.app.deps;
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'first@customer.test', subject: 'First', text: 'one' });
    const pdf = Buffer.from('%PDF-1.7\n%fake but bytes are bytes\n');
    await mailer.send({
      to: 'second@customer.test',
      replyTo: 'sales@kingsway.test',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      attachments: [{ filename: 'signed.pdf', contentType: 'application/pdf', content: pdf }],
    });

    const res = await get('/api/admin/outbox', adminCookie);
    expect(res.statusCode).toBe(200);
    const [latest, earlier] = res.json();
    expect(latest).toMatchObject({
      to: 'second@customer.test',
      from: 'Docs2Sign <no-reply@docs2sign.local>',
      replyTo: 'sales@kingsway.test',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      attachments: [{ filename: 'signed.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect(earlier).toMatchObject({ subject: 'First', attachments: [] });
    expect(Date.parse(latest.createdAt)).toBeGreaterThanOrEqual(Date.parse(earlier.createdAt));

    const file = await get(`/api/admin/outbox/${latest.id}/attachments/0`, adminCookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    expect((await get(`/api/admin/outbox/${latest.id}/attachments/1`, adminCookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/outbox/${earlier.id}/attachments/0`, adminCookie)).statusCode).toBe(404);
    expect((await get('/api/admin/outbox/not-a-uuid/attachments/0', adminCookie)).statusCode).toBe(404);
    expect((await get(`/api/admin/outbox/${latest.id}/attachments/0`)).statusCode).toBe(401);
  });

  it('searches recipient, sender and subject, case-insensitively, with wildcards taken literally', async () => {
    const { mailer } = t.app.deps;
    await mailer.send({
      to: 'owen.price@example.co.uk',
      subject: 'Please sign: 100% Finance Pack',
      text: 'x',
    });
    await mailer.send({ to: 'someone@example.co.uk', subject: 'Reset your password', text: 'y' });
    const search = async (q: string) =>
      (
        (await get(`/api/admin/outbox?q=${encodeURIComponent(q)}`, adminCookie)).json() as { to: string }[]
      ).map((m) => m.to);
    expect(await search('OWEN.PRICE')).toEqual(['owen.price@example.co.uk']);
    expect(await search('finance pack')).toEqual(['owen.price@example.co.uk']);
    expect(await search('100%')).toEqual(['owen.price@example.co.uk']);
    expect(await search('%')).toEqual(['owen.price@example.co.uk']);
    expect(await search('nobody-at-all')).toEqual([]);
  });
});
