import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { createOrPromoteAdministrator } from './auth.service.ts';
import { setupToken } from './first-run.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });
const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('first run', () => {
  it('offers the administrator account until one exists, then refuses a second', async () => {
    expect((await t.app.inject('/api/auth/options')).json()).toEqual({
      needsAdministrator: true,
      oidcProviderName: null,
    });
    const res = await post('/api/setup/admin', {
      email: 'Owner@Platform.test',
      password: TEST_PASSWORD,
      firstName: 'Olu',
      lastName: 'Ade',
      setupToken: setupToken(t.app.deps.config.appSecret),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'owner@platform.test', role: 'admin', isAdmin: true });
    expect((await currentUser(sessionCookie(res))).json()).toMatchObject({ role: 'admin' });

    expect((await t.app.inject('/api/auth/options')).json().needsAdministrator).toBe(false);
    const again = await post('/api/setup/admin', {
      email: 'x@y.test',
      password: TEST_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('registration', () => {
  it('creates an active dealer account and signs it in', async () => {
    const dealer = await registerDealer(t.app, { email: 'new.dealer@kingsway.test' });
    const res = await currentUser(dealer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: dealer.id,
      email: 'new.dealer@kingsway.test',
      role: 'dealer',
      status: 'active',
      firstName: 'Priya',
      lastName: 'Shah',
      dealershipName: 'Kingsway Motors Ltd',
      isAdmin: false,
    });
  });

  it('refuses a second account with the same e-mail, in any case', async () => {
    await registerDealer(t.app, { email: 'dupe@kingsway.test' });
    const res = await post('/api/register', {
      email: 'DUPE@kingsway.test',
      password: TEST_PASSWORD,
      dealershipName: 'Other',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it('explains each invalid field', async () => {
    const res = await post('/api/register', {
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Valid email is required' },
        { path: 'password', message: 'Password must be at least 10 characters' },
        { path: 'firstName', message: 'First name is required' },
        expect.objectContaining({ path: 'dealershipName' }),
      ]),
    );
  });
});

describe('sign-in', () => {
  it('answers the user and a secure-by-default session cookie', async () => {
    const dealer = await registerDealer(t.app);
    const res = await login(t.app, dealer.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: dealer.email, role: 'dealer' });
    const cookie = res.cookies.find((c) => c.name === 'docs2sign.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.body).not.toContain(TEST_PASSWORD);
  });

  it('gives one generic message for a wrong password and for an unknown e-mail', async () => {
    const dealer = await registerDealer(t.app);
    const wrong = await login(t.app, dealer.email, 'wrong password!', '10.0.0.1');
    const unknown = await login(t.app, 'nobody@nowhere.test', TEST_PASSWORD, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('answers 429 on the tenth wrong try within a minute, even with the right password', async () => {
    const dealer = await registerDealer(t.app);
    for (let i = 1; i <= 9; i++) {
      expect((await login(t.app, dealer.email, `wrong-${i}-password`, '10.0.0.2')).statusCode).toBe(401);
    }
    const tenth = await login(t.app, dealer.email, 'wrong-10-password', '10.0.0.2');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toMatch(/Too many failed sign-in attempts/);
    expect((await login(t.app, dealer.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(429);
    // Another address is not locked out by someone else's guessing.
    expect((await login(t.app, dealer.email, TEST_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });

  it('refuses a suspended dealer with the reason, and ends their open sessions', async () => {
    const dealer = await registerDealer(t.app);
    await t.app.deps.db
      .update(users)
      .set({ status: 'suspended', suspensionReason: 'Unpaid invoice' })
      .where(eq(users.id, dealer.id));
    const res = await login(t.app, dealer.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has been suspended: Unpaid invoice');
    expect(res.cookies.filter((c) => c.name.endsWith('session_token') && c.value)).toHaveLength(0);
    expect((await currentUser(dealer.cookie)).statusCode).toBe(401);
  });

  it('rejects a malformed body with 400', async () => {
    const res = await post('/api/login', { email: 'a@b.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe('session', () => {
  it('answers 401 Unauthorized without a session', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('refuses a session cookie whose signature does not match', async () => {
    const dealer = await registerDealer(t.app);
    const [name, value] = dealer.cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString('base64')}`)}`;
    expect((await currentUser(forged)).statusCode).toBe(401);
    expect((await currentUser(`${name}=${token}`)).statusCode).toBe(401);
    expect((await currentUser(dealer.cookie)).statusCode).toBe(200);
  });

  it('logout (a POST from this site) ends the session and returns to /', async () => {
    const dealer = await registerDealer(t.app);
    const res = await post('/api/logout', {}, { cookie: dealer.cookie });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await currentUser(dealer.cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout only asks: a link or image on another site signs nobody out', async () => {
    const dealer = await registerDealer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: dealer.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect((await currentUser(dealer.cookie)).statusCode).toBe(200);

    // Its button posts an empty form from this site, which signs out.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        origin: TEST_ORIGIN,
        cookie: dealer.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(form.statusCode).toBe(303);
    expect((await currentUser(dealer.cookie)).statusCode).toBe(401);
  });

  it('refuses a logout POST from another site', async () => {
    const dealer = await registerDealer(t.app);
    const res = await post('/api/logout', {}, { cookie: dealer.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await currentUser(dealer.cookie)).statusCode).toBe(200);
  });

  it('logout without a session still returns to /', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(302);
    expect((await post('/api/logout', {})).statusCode).toBe(303);
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await post(
      '/api/login',
      { email: 'a@b.test', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BAD_ORIGIN');
  });
});

describe('administrators from the command line', () => {
  it('creates an administrator, and promotes an existing dealer with a new password', async () => {
    const admin = await createOrPromoteAdministrator(t.app.deps, {
      email: 'ops@platform.test',
      password: 'ops password 1',
    });
    expect(admin).toMatchObject({ role: 'admin', isAdmin: true });
    const res = await login(t.app, 'ops@platform.test', 'ops password 1');
    expect((await currentUser(sessionCookie(res))).json()).toMatchObject({ role: 'admin', isAdmin: true });

    const dealer = await registerDealer(t.app);
    await createOrPromoteAdministrator(t.app.deps, { email: dealer.email, password: 'promoted password' });
    expect((await login(t.app, dealer.email, TEST_PASSWORD)).statusCode).toBe(401);
    const promoted = await login(t.app, dealer.email, 'promoted password');
    expect(promoted.json()).toMatchObject({ role: 'admin' });
  });
});

describe('sign-in from one address', () => {
  it('answers 429 to the 31st try within a minute, whatever the accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push(
        (await login(t.app, `nobody-${i}@example.co.uk`, 'wrong password here', '10.31.31.31')).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another address is not held back.
    expect(
      (await login(t.app, 'nobody@example.co.uk', 'wrong password here', '10.31.31.32')).statusCode,
    ).toBe(401);
    // 32 password checks (scrypt, also for unknown accounts): a busy machine takes a while.
  }, 120_000);
});

describe('new passwords', () => {
  it("are refused when made of the account's own name, e-mail or dealership", async () => {
    const cases: [string, Record<string, string>][] = [
      ['KingswayMotors2024!', {}],
      ['Priya Shah Kingsway', {}],
      ['priya.shah.1990', { email: 'priya.shah@kingsway.test' }],
      ['Harrowgate Autos 77', { dealershipName: 'Harrowgate Autos Limited' }],
    ];
    for (const [password, overrides] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: TEST_ORIGIN },
        payload: {
          email: 'own.words@example.co.uk',
          password,
          dealershipName: 'Kingsway Motors Ltd',
          firstName: 'Priya',
          lastName: 'Shah',
          ...overrides,
        },
        remoteAddress: '10.45.45.45',
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', issues: [{ path: 'password' }] });
    }
    // The same words are fine for an account they do not belong to.
    const other = await registerDealer(t.app, {
      password: 'KingswayMotors2024!',
      dealershipName: 'Oak Lane Cars',
      firstName: 'Tom',
      lastName: 'Reed',
    });
    expect(other.id).toBeTruthy();
  });

  it("are checked against the account's words at reset and in admin:create", async () => {
    const dealer = await registerDealer(t.app, { email: 'samira.okafor@example.co.uk', firstName: 'Samira' });
    await post('/api/password-reset/request', { email: dealer.email });
    const mail = (await listOutbox(t.app.deps.db, 200)).find((m) => m.to === dealer.email);
    const token = decodeURIComponent(mail!.text.match(/reset-password\?token=(\S+)/)![1]!);
    const weak = await post('/api/password-reset/confirm', { token, password: 'Samira Okafor 2025' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/your name, e-mail address or dealership name/);
    expect((await post('/api/password-reset/confirm', { token, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );

    await expect(
      createOrPromoteAdministrator(t.app.deps, {
        email: 'oluwaseun@platform.test',
        password: 'Oluwaseun!2025',
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD' });
  });

  it('are refused when common or guessable, with the reason', async () => {
    for (const password of ['password1234', 'qwertyuiop123', 'Password1234']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: TEST_ORIGIN },
        payload: {
          email: 'weak@example.co.uk',
          password,
          dealershipName: 'Weak Ltd',
          firstName: 'W',
          lastName: 'K',
        },
        remoteAddress: '10.44.44.44',
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', issues: [{ path: 'password' }] });
      expect(res.json().message).toMatch(/^Please choose a stronger password\. .*common/);
    }
  });
});
