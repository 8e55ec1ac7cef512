import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dealerSettings } from '../../db/schema.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { multipartBody } from '../../test/multipart.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

const PASSWORD = 'S3cret-smtp-pass!';
const USER = 'sales@brindley.test';

let t: TestApp;
let sink: SmtpSink;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
const logLines: string[] = [];

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie: dealer.cookie, payload });
const settings = (overrides: object = {}) => ({
  smtpEnabled: true,
  smtpHost: '127.0.0.1',
  smtpPort: sink.port,
  smtpUser: USER,
  smtpPassword: PASSWORD,
  smtpFromEmail: 'sales@brindley.test',
  ...overrides,
});

beforeAll(async () => {
  sink = await startSmtpSink({ auth: { user: USER, pass: PASSWORD } });
  // Everything the server logs, down to debug, to prove the password never reaches the logs.
  // The dealer's mail server here is in this process, on 127.0.0.1: allowed by the operator's setting.
  t = await buildTestApp({ LOG_LEVEL: 'debug', SMTP_ALLOW_PRIVATE_HOSTS: 'true' }, undefined, logLines);
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
  expect(logLines.length).toBeGreaterThan(10);
  expect(logLines.join('\n')).not.toContain(PASSWORD);
});

describe('business SMTP settings', () => {
  it('validates with the spec’s messages', async () => {
    const cases: [object, string, string][] = [
      [{ smtpHost: '' }, 'smtpHost', 'SMTP host is required'],
      [{ smtpPort: 70000 }, 'smtpPort', 'Invalid port number'],
      [{ smtpPort: 'abc' }, 'smtpPort', 'Invalid port number'],
      [{ smtpUser: 'not-an-email' }, 'smtpUser', 'Invalid email address'],
      [{ smtpFromEmail: 'nope' }, 'smtpFromEmail', 'Invalid email address'],
      [{ smtpPassword: '' }, 'smtpPassword', 'Password is required'],
    ];
    for (const [change, path, message] of cases) {
      const res = await call('PUT', '/api/dealer/smtp', settings(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
  });

  it('stores the password encrypted and never answers it', async () => {
    const saved = await call('PUT', '/api/dealer/smtp', settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      smtpEnabled: true,
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpSecure: false,
      smtpUser: USER,
      smtpFromEmail: 'sales@brindley.test',
      smtpPasswordSet: true,
    });
    const [row] = await t.app.deps.db
      .select()
      .from(dealerSettings)
      .where(eq(dealerSettings.dealerId, dealer.id));
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    for (const url of ['/api/dealer/smtp', '/api/dealer/settings', '/api/auth/user']) {
      expect((await call('GET', url)).body).not.toContain(PASSWORD);
    }
    // Saving again without a password keeps the stored one.
    const again = await call('PUT', '/api/dealer/smtp', settings({ smtpPassword: '' }));
    expect(again.json().smtpPasswordSet).toBe(true);
  });

  it('tests the connection: the server’s refusal for a wrong password, success with the stored one', async () => {
    const wrong = await call('POST', '/api/dealer/smtp/test', settings({ smtpPassword: 'wrong password' }));
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json().message).toMatch(/^Could not sign in to the mail server at 127\.0\.0\.1:\d+\./);

    const right = await call('POST', '/api/dealer/smtp/test', settings({ smtpPassword: '' }));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ success: true });

    const nobody = await call('POST', '/api/dealer/smtp/test', settings({ smtpPort: 1 }));
    expect(nobody.statusCode).toBe(502);
    expect(nobody.json().message).toBe(wrong.json().message.replace(`:${sink.port}.`, ':1.'));
  });

  it('never sends the stored password to another server or account', async () => {
    await call('PUT', '/api/dealer/smtp', settings());
    const other = await startSmtpSink({ auth: { user: USER, pass: PASSWORD } });
    try {
      const moved = settings({ smtpPort: other.port, smtpPassword: '' });
      const test = await call('POST', '/api/dealer/smtp/test', moved);
      expect(test.statusCode).toBe(400);
      expect(test.json().message).toBe('Password is required');
      const renamed = await call(
        'POST',
        '/api/dealer/smtp/test',
        settings({ smtpUser: 'x@evil.test', smtpPassword: '' }),
      );
      expect(renamed.json().message).toBe('Password is required');
      const save = await call('PUT', '/api/dealer/smtp', moved);
      expect(save.statusCode).toBe(400);
      expect(save.json().issues).toContainEqual({ path: 'smtpPassword', message: 'Password is required' });
      expect((await call('GET', '/api/dealer/smtp')).json()).toMatchObject({
        smtpPort: sink.port,
        smtpPasswordSet: true,
      });
    } finally {
      await other.close();
    }
  });

  it('keeps each dealer’s SMTP to themselves', async () => {
    const other = await registerDealer(t.app);
    const res = await t.app.inject({
      url: '/api/dealer/smtp',
      headers: { cookie: other.cookie },
    });
    expect(res.json()).toMatchObject({ smtpEnabled: false, smtpHost: null, smtpPasswordSet: false });
  });

  it('sends the dealer’s signing mail through their server, from their address and name, replying to them', async () => {
    await call('PUT', '/api/dealer/smtp', settings());
    const canvas = createCanvas(300, 100);
    canvas.getContext('2d').fillRect(0, 0, 300, 100);
    const logo = await multipartBody([
      { field: 'logo', name: 'logo.png', bytes: await canvas.encode('png') },
    ]);
    const { logoUrl } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/dealer/logo',
        payload: logo.payload,
        headers: { ...logo.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
      })
    ).json();
    const scenario = signingScenario(t, dealer);
    const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const customer = await call('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha.smtp@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    const created = await call('POST', '/api/signing-requests', {
      customerId: customer.json().id,
      documentIds: [documentId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().mailStatus).toBe('queued');
    // Sent by the queue's worker a moment after the answer.
    const mail = await eventually(
      async () =>
        sink.messages.find((m) => m.to && JSON.stringify(m.to).includes('aisha.smtp@example.co.uk')),
      { what: 'the invitation at the business server' },
    );
    expect(mail?.from?.value[0]).toEqual({
      address: 'sales@brindley.test',
      name: 'Brindley & Hart Cars Ltd',
    });
    expect(mail?.replyTo?.value[0]?.address).toBe(dealer.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:5000\/sign\/[\w-]{43}/);
    expect(mail?.html).toContain(`src="http://localhost:5000${logoUrl}"`);
    expect((await listOutbox(t.app.deps.db, 100)).some((m) => m.to === 'aisha.smtp@example.co.uk')).toBe(
      false,
    );
  });

  it('keeps a request while the mail server is down and delivers its mail when it is back', async () => {
    await call('PUT', '/api/dealer/smtp', settings());
    const scenario = signingScenario(t, dealer);
    const documentId = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
    const customer = await call('POST', '/api/customers', {
      name: 'Owen Price',
      email: 'owen.retry@example.co.uk',
      phone: '07700 900456',
      postcode: 'CF10 1AA',
    });
    const port = sink.port;
    await sink.close();
    const created = await call('POST', '/api/signing-requests', {
      customerId: customer.json().id,
      documentIds: [documentId],
      mismatchConfirmed: true, // the warranty names another customer
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ mailStatus: 'queued' });
    const requestId = created.json().id as string;
    // The worker's first attempt finds the server down; the request keeps the mail, retrying.
    await eventually(
      async () => {
        const request = (await call('GET', `/api/signing-requests/${requestId}`)).json();
        return request.delivery?.attempts >= 1 && request.delivery;
      },
      { what: 'the first failed attempt' },
    ).then((delivery) =>
      expect(delivery).toMatchObject({
        status: 'retrying',
        lastError: expect.stringMatching(/ECONNREFUSED/),
      }),
    );

    sink = await startSmtpSink({ auth: { user: USER, pass: PASSWORD }, port, messages: sink.messages });
    await vi.waitFor(
      () =>
        expect(sink.messages.some((m) => JSON.stringify(m.to).includes('owen.retry@example.co.uk'))).toBe(
          true,
        ),
      { timeout: 20_000, interval: 250 },
    );
    await vi.waitFor(
      async () => {
        const deliveries = (await call('GET', `/api/signing-requests/${requestId}/deliveries`)).json();
        expect(deliveries[0]).toMatchObject({ template: 'signing_request', status: 'sent' });
      },
      { timeout: 5_000, interval: 100 },
    );
    const [delivery] = (await call('GET', `/api/signing-requests/${requestId}/deliveries`)).json();
    expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(delivery.log[0]).toMatchObject({ attempt: 1, ok: false, transport: 'business_smtp' });
    expect(delivery.log[0].error).toMatch(/ECONNREFUSED/);
    expect(delivery.log.at(-1)).toMatchObject({ ok: true, error: null });
    const events = (await call('GET', `/api/signing-requests/${requestId}/events`)).json() as {
      type: string;
    }[];
    expect(events.map((e) => e.type)).toEqual(['created', 'mail_failed', 'mailed']);
    const request = (await call('GET', `/api/signing-requests/${requestId}`)).json();
    expect(request.delivery).toMatchObject({ status: 'sent' });

    const other = await registerDealer(t.app);
    const theirs = await t.app.inject({
      url: `/api/signing-requests/${requestId}/deliveries`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
