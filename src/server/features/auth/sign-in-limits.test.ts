// Sign-in limits that hold: behind TRUST_PROXY the client is the right-most address the proxies
// did not write, so a forged X-Forwarded-For buys nothing; and one account takes at most ten wrong
// passwords in fifteen minutes from all addresses together, its owner mailed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../config.ts';
import { buildTestApp, login, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { ACCOUNT_FAILURES_ALLOWED } from './auth.service.ts';

describe('TRUST_PROXY', () => {
  it('takes false, true (one hop), a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3', '11']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
    expect(() => loadConfig({ APP_SECRET: 'x'.repeat(32), TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });

  // Thirty sign-in tries a minute per address: a malformed body costs no password check, so the limit is
  // reached quickly. Each try forges a new left-most X-Forwarded-For, as a client can.
  const settings: [string, string, (forged: string) => string][] = [
    ['true', '10.9.0.5', (forged) => `${forged}, 203.0.113.7`],
    ['2', '10.9.0.5', (forged) => `${forged}, 203.0.113.7, 10.9.0.4`],
    ['10.9.0.0/16, 10.8.0.1', '10.9.0.5', (forged) => `${forged}, 203.0.113.7, 10.8.0.1`],
  ];
  for (const [setting, proxy, forwardedFor] of settings) {
    it(`TRUST_PROXY=${setting}: a rotated X-Forwarded-For still gets 429`, async () => {
      const t = await buildTestApp({ TRUST_PROXY: setting });
      try {
        const attempt = (forwarded: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/login',
            headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwarded },
            payload: { email: 'someone@example.co.uk' },
            remoteAddress: proxy,
          });
        const codes: number[] = [];
        for (let i = 0; i < 31; i++) codes.push((await attempt(forwardedFor(`198.51.100.${i}`))).statusCode);
        expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
        expect(codes[30]).toBe(429);
        // Another client behind the same proxy is not held back.
        expect(
          (await attempt(forwardedFor('198.51.100.99').replace('203.0.113.7', '203.0.113.8'))).statusCode,
        ).toBe(400);
      } finally {
        await t.close();
      }
    });
  }

  it('TRUST_PROXY=true: wrong passwords under rotated addresses reach the per-address limit', async () => {
    const t = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const dealer = await registerDealer(t.app);
      const attempt = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: dealer.email, password: `wrong password ${i}` },
          remoteAddress: '10.9.0.5',
        });
      for (let i = 1; i <= 9; i++) expect((await attempt(i)).statusCode).toBe(401);
      const tenth = await attempt(10);
      expect(tenth.statusCode).toBe(429);
      expect(tenth.json().code).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await t.close();
    }
  });
});

describe('failures per account, across addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const lockoutMails = async (email: string) =>
    (await listOutbox(t.app.deps.db, 200)).filter((m) => m.to === email && /paused/.test(m.subject));

  it('locks the account after ten failures from fifteen addresses, and mails its owner once', async () => {
    const dealer = await registerDealer(t.app);
    const codes: number[] = [];
    for (let i = 1; i <= 15; i++) {
      codes.push((await login(t.app, dealer.email, `wrong password ${i}`, `10.15.0.${i}`)).statusCode);
    }
    expect(codes.slice(0, ACCOUNT_FAILURES_ALLOWED)).toEqual(Array(ACCOUNT_FAILURES_ALLOWED).fill(401));
    expect(codes.slice(ACCOUNT_FAILURES_ALLOWED)).toEqual(Array(15 - ACCOUNT_FAILURES_ALLOWED).fill(429));

    // Locked means locked: the right password from a fresh address waits too, with a plain reason.
    const right = await login(t.app, dealer.email, dealer.password, '10.15.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(right.json().message).toMatch(/wait 15 minutes, or reset your password/);

    const [notice] = await eventually(async () => {
      const mails = await lockoutMails(dealer.email);
      return mails.length > 0 && mails;
    });
    expect(notice!.subject).toBe('Sign-in to your Docs2Sign account is paused');
    expect(notice!.text).toContain(`${TEST_ORIGIN}/api/login?mode=forgot`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lockoutMails(dealer.email)).toHaveLength(1);
  }, 60_000);

  it('sends one notice when simultaneous failures cross the limit together', async () => {
    const dealer = await registerDealer(t.app);
    for (let i = 1; i <= 6; i++) await login(t.app, dealer.email, `wrong password ${i}`, `10.18.0.${i}`);
    const together = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => login(t.app, dealer.email, `wrong again ${i}`, `10.18.1.${i}`)),
    );
    expect(together.every((res) => [401, 429].includes(res.statusCode))).toBe(true);
    expect((await login(t.app, dealer.email, dealer.password, '10.18.2.1')).statusCode).toBe(429);
    await eventually(async () => (await lockoutMails(dealer.email)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await lockoutMails(dealer.email)).toHaveLength(1);
  }, 60_000);

  it('a password reset lifts the lock', async () => {
    const dealer = await registerDealer(t.app);
    for (let i = 1; i <= ACCOUNT_FAILURES_ALLOWED; i++) {
      await login(t.app, dealer.email, `wrong password ${i}`, `10.16.0.${i}`);
    }
    expect((await login(t.app, dealer.email, dealer.password, '10.16.1.1')).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      headers: { origin: TEST_ORIGIN },
      payload: { email: dealer.email },
    });
    const mail = (await listOutbox(t.app.deps.db, 200)).find(
      (m) => m.to === dealer.email && /Reset your/.test(m.subject),
    );
    const token = decodeURIComponent(mail!.text.match(/reset-password\?token=(\S+)/)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, dealer.email, 'a brand new password', '10.16.1.2')).statusCode).toBe(200);
  }, 60_000);

  it('locks an unknown address the same way, and mails nobody', async () => {
    const email = 'nobody-at-all@example.co.uk';
    const codes: number[] = [];
    for (let i = 1; i <= ACCOUNT_FAILURES_ALLOWED + 1; i++) {
      codes.push((await login(t.app, email, 'wrong password', `10.17.0.${i}`)).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 401)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listOutbox(t.app.deps.db, 200)).filter((m) => m.to === email)).toHaveLength(0);
  }, 60_000);
});
