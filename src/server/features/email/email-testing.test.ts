import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_LABELS } from '../../../shared/dealer/email.schema.ts';
import { QUEUES } from '../../lib/jobs/job-queue.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';
import { runScheduledMail } from './scheduled-mail.ts';
import { MAIL_TEMPLATE_NAMES } from './templates/index.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, cookie = dealer.cookie) =>
  apiCall(t.app, method, url, { cookie, payload });
const mailsTo = async (to: string) => (await listOutbox(t.app.deps.db, 200)).filter((m) => m.to === to);
// Mail is queued and sent by a worker a moment after the call that asked for it: waited for, up to `count`.
const mailsArrived = (to: string, count = 1) =>
  eventually(async () => {
    const mails = await mailsTo(to);
    return mails.length >= count && mails;
  });

beforeAll(async () => {
  // The dealer's business mail server in these tests is an in-process one on 127.0.0.1.
  t = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  await call('PUT', '/api/dealer/settings', {
    dealershipName: 'Brindley & Hart Cars Ltd',
    primaryColor: '#0f5132',
    secondaryColor: '#ffd700',
    emailSignature: 'Sam Hart\nSales Manager',
  });
});
afterAll(() => t.close());

describe('previews', () => {
  it('renders every template in the dealer’s branding, sending nothing', async () => {
    expect(Object.keys(MAIL_TEMPLATE_LABELS).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
    // The dealer's welcome mail leaves the queue on its own time: let it arrive before counting.
    await eventually(async () => (await listOutbox(t.app.deps.db, 500)).some((m) => m.to === dealer.email), {
      what: 'the welcome mail',
    });
    const before = (await listOutbox(t.app.deps.db, 500)).length;
    for (const template of Object.keys(MAIL_TEMPLATE_LABELS)) {
      const res = await call('POST', '/api/preview-email', { testMode: true, template });
      expect(res.statusCode, template).toBe(200);
      expect(res.json().subject.length, template).toBeGreaterThan(5);
      expect(res.json().text.length, template).toBeGreaterThan(50);
    }
    const signing = (await call('POST', '/api/preview-email', { testMode: true })).json();
    expect(signing.template).toBe('signing_request');
    expect(signing.html).toContain('Brindley &amp; Hart Cars Ltd');
    expect(signing.html).toContain('#0f5132');
    expect(signing.text).toContain('Sales Manager');
    expect((await listOutbox(t.app.deps.db, 500)).length).toBe(before);
  });

  it('refuses an unknown template, a call outside test mode, and a visitor', async () => {
    expect((await call('POST', '/api/preview-email', { testMode: true, template: 'nope' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/preview-email', { testMode: false })).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/preview-email',
      payload: { testMode: true },
      headers: { origin: TEST_ORIGIN },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('test e-mails', () => {
  it('validates with the spec’s messages and sends a marked sample', async () => {
    const bad = await call('POST', '/api/test-email', {
      customerEmail: 'x',
      customerName: '',
      documentTitle: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'customerEmail', message: 'Valid email is required' },
        { path: 'customerName', message: 'Customer name is required' },
        { path: 'documentTitle', message: 'Document title is required' },
      ]),
    );
    const res = await call('POST', '/api/test-email', {
      customerEmail: 'me@brindley.test',
      customerName: 'Test Customer',
      documentTitle: 'Sales Agreement',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Test e-mail sent to me@brindley.test.' });
    const [mail] = await mailsTo('me@brindley.test');
    expect(mail?.subject).toBe('[Test] Please sign: Sales Agreement');
    expect(mail?.from).toBe('"Brindley & Hart Cars Ltd" <no-reply@docs2sign.local>');
  });

  it('reports the mail server’s refusal at once, without queueing a retry', async () => {
    await call('PUT', '/api/dealer/smtp', {
      smtpEnabled: true,
      smtpHost: '127.0.0.1',
      smtpPort: 1,
      smtpUser: 'sales@brindley.test',
      smtpPassword: 'whatever password',
      smtpFromEmail: 'sales@brindley.test',
    });
    const res = await call('POST', '/api/test-email', {
      customerEmail: 'me@brindley.test',
      customerName: 'Test Customer',
      documentTitle: 'Sales Agreement',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/The test e-mail could not be sent: .*ECONNREFUSED/);
    await call('PUT', '/api/dealer/smtp', { smtpEnabled: false });
  });
});

describe('scheduled mail', () => {
  type Job = { data: Record<string, unknown>; start_after: Date };
  // As the worker does: the stored payload is checked against the queue's schema.
  const payload = (job: Job) => QUEUES['mail.scheduled'].payload.parse(job.data);
  const scheduled = async () =>
    (await t.app.deps.db.execute(
      sql`select data, start_after from pgboss.job where name = 'mail.scheduled' order by start_after`,
    )) as unknown as { rows: Job[] };

  it('welcomes a new dealer at once and schedules days 3 and 7', async () => {
    const fresh = await registerDealer(t.app, { dealershipName: 'Kingsway Motors Ltd' });
    const [welcome] = await mailsArrived(fresh.email);
    expect(welcome?.subject).toBe('Welcome to Docs2Sign');
    const jobs = (await scheduled()).rows.filter((j) => j.data.dealerId === fresh.id);
    expect(jobs.map((j) => j.data.day)).toEqual([3, 7]);
    const days = jobs.map((j) => Math.round((new Date(j.start_after).getTime() - Date.now()) / 86_400_000));
    expect(days).toEqual([3, 7]);
    await runScheduledMail(t.app.deps, payload(jobs[0]!));
    expect((await mailsArrived(fresh.email, 2)).map((m) => m.subject)).toContain(
      'Make Docs2Sign look like your dealership',
    );
  });

  it('reminds a customer with the same link after three days, unless they have signed', async () => {
    const scenario = signingScenario(t, dealer);
    const documentId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
    const { requestId, token } = await scenario.sendRequest('remind.me@example.co.uk', [documentId]);
    const job = (await scheduled()).rows.find((j) => j.data.requestId === requestId)!;
    const inDays = (new Date(job.start_after).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(inDays)).toBe(3);

    await runScheduledMail(t.app.deps, payload(job));
    const reminder = (await mailsArrived('remind.me@example.co.uk', 2)).find((m) =>
      m.subject.startsWith('Reminder:'),
    );
    expect(reminder?.text).toContain(`/sign/${token}`);

    await scenario.signAll(token, [documentId]);
    await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    // Reminders only: the signed copy leaves the queue on its own time, after sealing.
    const reminders = async () =>
      (await mailsTo('remind.me@example.co.uk')).filter((m) => m.subject.startsWith('Reminder:')).length;
    const before = await reminders();
    await runScheduledMail(t.app.deps, payload(job));
    expect(await reminders()).toBe(before);
  });

  it('lets an administrator send any day of the welcome series to any address', async () => {
    const admin = await registerDealer(t.app);
    await createOrPromoteAdministrator(t.app.deps, { email: admin.email, password: TEST_PASSWORD });
    const adminCookie = sessionCookie(await login(t.app, admin.email, TEST_PASSWORD));
    const body = { email: 'trial@example.co.uk', name: 'Trial Dealer', dayNumber: 7 };
    expect((await call('POST', '/api/admin/test-welcome-email', body)).statusCode).toBe(403);
    const res = await call('POST', '/api/admin/test-welcome-email', body, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await mailsArrived('trial@example.co.uk'))[0]?.subject).toBe('How is Docs2Sign working for you?');
    const bad = await call('POST', '/api/admin/test-welcome-email', { ...body, dayNumber: 5 }, adminCookie);
    expect(bad.json().issues).toContainEqual({ path: 'dayNumber', message: 'Day must be 0, 3 or 7' });
  });
});
