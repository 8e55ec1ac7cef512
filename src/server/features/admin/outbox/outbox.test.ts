import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailDeliveries, mailOutbox } from '../../../db/schema.ts';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';
import { deliverMail } from '../../email/mail-delivery.service.ts';
import { OUTBOX_LINK_DAYS, redactOldOutboxLinks } from './outbox.service.ts';

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
    // Found by subject: the dealer's welcome mail leaves the queue on its own time and may sit between them.
    const list: { id: string; subject: string; createdAt: string }[] = res.json();
    const latest = list.find((m) => m.subject === 'Second')!;
    const earlier = list.find((m) => m.subject === 'First')!;
    expect(list.indexOf(latest)).toBeLessThan(list.indexOf(earlier));
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

  it('puts every read of the outbox and of its attachments in the audit log', async () => {
    const { mailer } = t.app.deps;
    const pdf = Buffer.from('%PDF-1.7\n%audited\n');
    await mailer.send({
      to: 'audited@customer.test',
      subject: 'Audited',
      text: 'x',
      attachments: [{ filename: 'copy.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const audit = (action: string) =>
      t.app.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
    const readsBefore = (await audit('outbox.read')).length;
    const list = await get('/api/admin/outbox?q=audited', adminCookie);
    const [message] = list.json();
    expect((await get(`/api/admin/outbox/${message.id}/attachments/0`, adminCookie)).statusCode).toBe(200);
    const reads = await audit('outbox.read');
    expect(reads).toHaveLength(readsBefore + 1);
    expect(reads.at(-1)).toMatchObject({
      targetType: 'outbox',
      details: { search: 'audited', messages: 1 },
      ipAddress: '127.0.0.1',
    });
    expect(reads.at(-1)?.adminId).toBeTruthy();
    const downloads = (await audit('outbox.attachment_download')).filter((e) => e.targetId === message.id);
    expect(downloads).toEqual([
      expect.objectContaining({ targetType: 'outbox', details: { attachment: 0, filename: 'copy.pdf' } }),
    ]);
  });

  it(`removes the links from outbox mail after ${OUTBOX_LINK_DAYS} days`, async () => {
    const { mailer, db } = t.app.deps;
    const link = 'http://localhost:5000/reset-password?token=abcDEF123_secret-token';
    const send = (to: string) =>
      mailer.send({
        to,
        subject: 'Reset your password',
        text: `Reset it here: ${link}\nThanks`,
        html: `<p><a href="${link}">Reset</a> or visit ${link}</p>`,
      });
    await send('old.link@customer.test');
    await send('new.link@customer.test');
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - (OUTBOX_LINK_DAYS + 1) * 24 * 60 * 60_000) })
      .where(eq(mailOutbox.to, 'old.link@customer.test'));
    expect(await redactOldOutboxLinks(db)).toBe(1);
    expect(await redactOldOutboxLinks(db)).toBe(0);
    const [old] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'old.link@customer.test'));
    expect(old?.text).toBe('Reset it here: [link removed]\nThanks');
    expect(old?.html).toBe('<p><a href="[link removed]">Reset</a> or visit [link removed]</p>');
    const [recent] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'new.link@customer.test'));
    expect(recent?.text).toContain(link);
  });

  it('empties the delivery log’s sealed copy of a mail once it is delivered', async () => {
    const sent = await deliverMail(
      t.app.deps,
      {
        template: 'test',
        to: 'sealed.copy@customer.test',
        subject: 'Please sign',
        text: 'Sign here: http://localhost:5000/sign/some-signing-token',
        html: null,
      },
      'once',
    );
    expect(sent.status).toBe('sent');
    const [row] = await t.app.deps.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.id, sent.deliveryId), eq(mailDeliveries.status, 'sent')));
    expect(row?.messageSealed).toBe('');
  });
});
