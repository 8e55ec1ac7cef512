import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

let t: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  admin = { id: user.id, cookie: sessionCookie(await login(t.app, 'admin@platform.test', 'admin password')) };
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });

describe('suspending dealers', () => {
  it('ends the dealer’s sessions, refuses their sign-in with the reason, and reactivation restores access', async () => {
    const dealer = await registerDealer(t.app);
    const res = await post(`/api/admin/dealers/${dealer.id}/suspend`, admin.cookie, {
      reason: 'Unpaid invoice',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The dealer account has been suspended successfully.');

    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: dealer.cookie } })).statusCode,
    ).toBe(401);
    const refused = await login(t.app, dealer.email, dealer.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been suspended: Unpaid invoice');

    expect((await post(`/api/admin/dealers/${dealer.id}/unsuspend`, admin.cookie)).statusCode).toBe(200);
    expect((await login(t.app, dealer.email, dealer.password)).statusCode).toBe(200);
  });

  it('needs a reason, an administrator, and a dealer that exists', async () => {
    const dealer = await registerDealer(t.app);
    const noReason = await post(`/api/admin/dealers/${dealer.id}/suspend`, admin.cookie, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason for suspension is required');

    const other = await registerDealer(t.app);
    expect(
      (await post(`/api/admin/dealers/${other.id}/suspend`, dealer.cookie, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await post('/api/admin/dealers/nobody/suspend', admin.cookie, { reason: 'x' })).statusCode).toBe(
      404,
    );
    // Administrators are not dealers: this route cannot lock one out.
    expect(
      (await post(`/api/admin/dealers/${admin.id}/suspend`, admin.cookie, { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});
