// The business-mail "Test connection" must not be a port scanner. Private and local hosts are
// refused at save and at test; with them allowed (an operator's own relay), a closed port and an open port
// that is not mail answer alike, after the same time; and each dealer has a few tests a minute.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { TEST_ANSWER_MS, TESTS_PER_DEALER_PER_MINUTE } from './business-smtp.service.ts';
import { isPrivateAddress } from './business-smtp-host.ts';

const AUTH = { user: 'sales@quayside.test', pass: 'app-password-123' };
const form = (host: string, port: number, password = AUTH.pass) => ({
  smtpEnabled: true,
  smtpHost: host,
  smtpPort: port,
  smtpUser: AUTH.user,
  smtpPassword: password,
  smtpFromEmail: AUTH.user,
});

let strict: TestApp;
let relaxed: TestApp;
let sink: SmtpSink;
let address = 0;
/** Each call from its own address, so the route's per-address limit never hides the per-dealer one. */
const from = () => `198.51.100.${++address}`;

beforeAll(async () => {
  sink = await startSmtpSink({ auth: AUTH });
  strict = await buildTestApp();
  relaxed = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
});
afterAll(async () => {
  await strict?.close();
  await relaxed?.close();
  await sink?.close();
});

describe('business mail hosts', () => {
  it('knows private, local and reserved addresses from public ones', () => {
    for (const a of ['127.0.0.1', '0.0.0.0', '10.2.3.4', '100.64.1.1', '172.20.0.1', '192.168.0.10']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of [
      '169.254.169.254',
      '::',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:4009:81f::200e', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('refuses loopback and private hosts in every spelling, at save and at test', async () => {
    const hosts = ['127.1', '0.0.0.0', '::1', '[::1]', '2130706433', '0x7f000001', 'localhost', '10.0.0.5'];
    for (const host of hosts) {
      const dealer = await registerDealer(strict.app);
      for (const [method, url] of [
        ['PUT', '/api/dealer/smtp'],
        ['POST', '/api/dealer/smtp/test'],
      ] as const) {
        const started = Date.now();
        const res = await apiCall(strict.app, method, url, {
          cookie: dealer.cookie,
          payload: form(host, sink.port),
          remoteAddress: from(),
        });
        expect(res.statusCode, `${method} ${host}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'SMTP_HOST_NOT_ALLOWED',
          message: expect.stringContaining('private or local network'),
        });
        expect(Date.now() - started).toBeLessThan(2000);
      }
      const saved = await apiCall(strict.app, 'GET', '/api/dealer/smtp', { cookie: dealer.cookie });
      expect(saved.json().smtpHost).toBeNull();
    }
    expect(sink.messages).toHaveLength(0);
  });

  it('with private hosts allowed, answers a closed port and an open non-mail port alike', async () => {
    const dealer = await registerDealer(relaxed.app);
    // An open port that is not mail: it accepts and never speaks.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const openPort = (silent.address() as net.AddressInfo).port;
    const closing = net.createServer();
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    const closedPort = (closing.address() as net.AddressInfo).port;
    await new Promise((resolve) => closing.close(resolve));
    try {
      const probe = async (port: number) => {
        const started = Date.now();
        const res = await apiCall(relaxed.app, 'POST', '/api/dealer/smtp/test', {
          cookie: dealer.cookie,
          payload: form('127.0.0.1', port),
          remoteAddress: from(),
        });
        return { res, ms: Date.now() - started, body: res.body.replace(`:${port}.`, ':PORT.') };
      };
      const [closed, open, wrongPassword] = await Promise.all([
        probe(closedPort),
        probe(openPort),
        (async () => {
          const started = Date.now();
          const res = await apiCall(relaxed.app, 'POST', '/api/dealer/smtp/test', {
            cookie: dealer.cookie,
            payload: form('127.0.0.1', sink.port, 'wrong password'),
            remoteAddress: from(),
          });
          return { res, ms: Date.now() - started, body: res.body.replace(`:${sink.port}.`, ':PORT.') };
        })(),
      ]);
      for (const answer of [closed, open, wrongPassword]) {
        expect(answer.res.statusCode).toBe(502);
        expect(answer.body).toBe(closed.body);
        expect(answer.ms).toBeGreaterThanOrEqual(TEST_ANSWER_MS - 50);
        expect(answer.ms).toBeLessThan(TEST_ANSWER_MS + 1500);
      }
      expect(Math.abs(closed.ms - open.ms)).toBeLessThan(1000);
      expect(closed.res.json()).toMatchObject({
        code: 'SMTP_TEST_FAILED',
        message: expect.stringMatching(/^Could not sign in to the mail server at 127\.0\.0\.1:\d+\./),
      });
    } finally {
      silent.close();
    }
  });

  it('limits tests per dealer, from whatever address', async () => {
    const dealer = await registerDealer(relaxed.app);
    const test = () =>
      apiCall(relaxed.app, 'POST', '/api/dealer/smtp/test', {
        cookie: dealer.cookie,
        payload: form('127.0.0.1', sink.port),
        remoteAddress: from(),
      });
    for (let i = 0; i < TESTS_PER_DEALER_PER_MINUTE; i++) expect((await test()).statusCode).toBe(200);
    const refused = await test();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many connection tests\. Please wait \d+ seconds/);
    // Another dealer is not held up by this one.
    const other = await registerDealer(relaxed.app);
    const theirs = await apiCall(relaxed.app, 'POST', '/api/dealer/smtp/test', {
      cookie: other.cookie,
      payload: form('127.0.0.1', sink.port),
      remoteAddress: from(),
    });
    expect(theirs.statusCode).toBe(200);
  });
});
