import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSettings } from '../../db/schema.ts';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

const PASSWORD = 'S3cret-smtp-pass!';
const USER = 'sales@brindley.test';

let t: TestApp;
let sink: SmtpSink;
let dealer: Awaited<ReturnType<typeof registerDealer>>;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: dealer.cookie, origin: TEST_ORIGIN } });
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
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
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
    expect(wrong.json().message).toMatch(
      /Could not connect to your email server: .*535.*Authentication failed/,
    );

    const right = await call('POST', '/api/dealer/smtp/test', settings({ smtpPassword: '' }));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ success: true });

    const nobody = await call('POST', '/api/dealer/smtp/test', settings({ smtpPort: 1 }));
    expect(nobody.statusCode).toBe(502);
    expect(nobody.json().message).toMatch(/ECONNREFUSED/);
  });

  it('keeps each dealer’s SMTP to themselves', async () => {
    const other = await registerDealer(t.app);
    const res = await t.app.inject({
      url: '/api/dealer/smtp',
      headers: { cookie: other.cookie },
    });
    expect(res.json()).toMatchObject({ smtpEnabled: false, smtpHost: null, smtpPasswordSet: false });
  });
});
