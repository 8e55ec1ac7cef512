// The first-run administrator offer: it needs the setup token printed at start-up, and of
// simultaneous offers exactly one makes an administrator, on PGlite and on PostgreSQL.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  buildTestApp,
  sessionCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { insertAdministrator } from './auth.repo.ts';
import { createOrPromoteAdministrator } from './auth.service.ts';
import { setupLink, setupToken } from './first-run.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const offer = (body: Record<string, string>, remoteAddress = '10.26.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/setup/admin',
    headers: { origin: TEST_ORIGIN },
    payload: { password: TEST_PASSWORD, firstName: 'Olu', lastName: 'Ade', ...body },
    remoteAddress,
  });
const token = () => setupToken(t.app.deps.config.appSecret);
const countUsers = async (onlyAdmins: boolean) => {
  const [row] = await t.app.deps.db
    .select({ n: count() })
    .from(users)
    .where(onlyAdmins ? eq(users.role, 'admin') : undefined);
  return row?.n ?? 0;
};

describe('first-run administrator', () => {
  it('prints a link to the sign-in page carrying the token', () => {
    expect(setupLink(t.app.deps.config)).toBe(`${TEST_ORIGIN}/api/login?setup=${token()}`);
    expect(token()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses the offer without the setup token, or with a wrong one, saying what to do', async () => {
    for (const setupToken of [undefined, 'guessed-token', `${token()}x`]) {
      const res = await offer({ email: 'early@bird.test', ...(setupToken && { setupToken }) });
      expect(res.statusCode, String(setupToken)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SETUP_TOKEN_REQUIRED' });
      expect(res.json().message).toMatch(
        /setup link printed in the server's start-up output, or run npm run admin:create/,
      );
    }
    expect(await countUsers(false)).toBe(0);
    expect((await t.app.inject('/api/auth/options')).json().needsAdministrator).toBe(true);
  });

  it('makes exactly one administrator of five simultaneous offers with the token', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => offer({ email: `claimant-${i}@platform.test`, setupToken: token() })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(await countUsers(true)).toBe(1);
    expect(await countUsers(false)).toBe(1);
    const winner = answers.find((res) => res.statusCode === 201)!;
    expect(winner.json()).toMatchObject({ role: 'admin', isAdmin: true, status: 'active' });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(winner) } });
    expect(me.json()).toMatchObject({ role: 'admin', email: winner.json().email });
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'SETUP_DONE' });
    }
    // The token opens nothing once the administrator exists.
    expect((await offer({ email: 'late@platform.test', setupToken: token() })).statusCode).toBe(409);
    expect((await t.app.inject('/api/auth/options')).json().needsAdministrator).toBe(false);
  });

  it('creates one first account of twenty simultaneous inserts, with nothing between them', async () => {
    // The route's password hashing spreads simultaneous offers out; here they reach the database together.
    const fresh = await buildTestApp();
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          insertAdministrator(
            fresh.app.deps.db,
            {
              id: `race-${i}`,
              email: `race-${i}@platform.test`,
              firstName: 'Race',
              lastName: String(i),
              passwordHash: 'not-a-real-hash',
            },
            { onlyIfFirst: true },
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'not-first')).toHaveLength(19);
      const [row] = await fresh.app.deps.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('admin:create still adds administrators after the first', async () => {
    const admin = await createOrPromoteAdministrator(t.app.deps, {
      email: 'second.admin@platform.test',
      password: 'ops password for the second',
    });
    expect(admin).toMatchObject({ role: 'admin', email: 'second.admin@platform.test' });
    expect(await countUsers(true)).toBe(2);
  });
});
