import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

let t: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createOrPromoteAdministrator(t.app.deps, {
    email: 'auditor@platform.test',
    password: 'admin password',
  });
  admin = {
    id: user.id,
    cookie: sessionCookie(await login(t.app, 'auditor@platform.test', 'admin password')),
  };
});
afterAll(() => t.close());

type Entry = { action: string; targetType: string; targetId: string; reason: string | null } & Record<
  string,
  unknown
>;
const auditOf = async (query: string) => {
  const res = await apiCall(t.app, 'GET', `/api/admin/audit-log${query}`, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Entry[];
};

describe('the admin audit log', () => {
  it('records suspend (with its reason), unsuspend and a reset link: admin, target, time and address', async () => {
    const dealer = await registerDealer(t.app);
    const call = (path: string, payload?: object) =>
      apiCall(t.app, 'POST', `/api/admin/dealers/${dealer.id}/${path}`, {
        cookie: admin.cookie,
        payload,
        remoteAddress: '203.0.113.9',
      });
    expect((await call('suspend', { reason: 'Chargebacks' })).statusCode).toBe(200);
    expect((await call('unsuspend')).statusCode).toBe(200);
    const reset = await call('reset-password');
    expect(reset.statusCode).toBe(200);

    const entries = await auditOf(`?targetType=dealer&targetId=${dealer.id}`);
    expect(entries.map((e) => e.action)).toEqual([
      'dealer.reset_password',
      'dealer.unsuspend',
      'dealer.suspend',
    ]);
    expect(entries[2]).toMatchObject({
      adminId: admin.id,
      adminEmail: 'auditor@platform.test',
      targetType: 'dealer',
      targetId: dealer.id,
      targetName: 'Kingsway Motors Ltd',
      reason: 'Chargebacks',
      ipAddress: '203.0.113.9',
    });
    expect(Date.parse(String(entries[0]!.createdAt))).toBeGreaterThan(Date.now() - 60_000);
    // The reset link is a credential: the log says one was made, never what it was.
    expect(JSON.stringify(entries)).not.toContain(reset.json().resetUrl);

    // The dealer sees what was changed on their account and why, not who did it or from where.
    // (The suspension ended the dealer's sessions: they sign in again.)
    const signedIn = sessionCookie(await login(t.app, dealer.email, dealer.password));
    const own = await apiCall(t.app, 'GET', '/api/account/admin-changes', { cookie: signedIn });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((c: { action: string }) => c.action)).toEqual([
      'dealer.reset_password',
      'dealer.unsuspend',
      'dealer.suspend',
    ]);
    expect(own.json()[2]).toEqual({
      id: expect.any(String),
      action: 'dealer.suspend',
      reason: 'Chargebacks',
      createdAt: expect.any(String),
    });
    const other = await registerDealer(t.app);
    expect(
      (await apiCall(t.app, 'GET', '/api/account/admin-changes', { cookie: other.cookie })).json(),
    ).toEqual([]);
    expect((await apiCall(t.app, 'GET', '/api/account/admin-changes')).statusCode).toBe(401);
  });

  it('records a new dealer with its address, and a refused action records nothing', async () => {
    const res = await apiCall(t.app, 'POST', '/api/admin/dealers', {
      cookie: admin.cookie,
      payload: {
        email: 'audit.new@dealer.test',
        firstName: 'Ann',
        lastName: 'Lee',
        dealershipName: 'Lee Cars',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = await auditOf(`?targetType=dealer&targetId=${res.json().id}`);
    expect(created).toMatchObject({
      action: 'dealer.create',
      details: { email: 'audit.new@dealer.test', dealershipName: 'Lee Cars' },
    });
    const before = (await auditOf('?limit=500')).length;
    expect(
      (
        await apiCall(t.app, 'POST', '/api/admin/dealers/nobody/suspend', {
          cookie: admin.cookie,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await auditOf('?limit=500')).length).toBe(before);
  });

  it('records a welcome e-mail test', async () => {
    const res = await apiCall(t.app, 'POST', '/api/admin/test-welcome-email', {
      cookie: admin.cookie,
      payload: { email: 'welcome.test@dealer.test', name: 'Wendy', dayNumber: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditOf('?targetType=email');
    expect(entry).toMatchObject({
      action: 'email.welcome_test',
      targetId: 'welcome.test@dealer.test',
      details: { dayNumber: 3 },
    });
  });

  it('answers plain 4xx messages, 403 to a dealer and 401 to a visitor', async () => {
    const bad = await apiCall(t.app, 'GET', '/api/admin/audit-log?limit=0', { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/too small|at least|greater/i);
    const dealer = await registerDealer(t.app);
    expect((await apiCall(t.app, 'GET', '/api/admin/audit-log', { cookie: dealer.cookie })).statusCode).toBe(
      403,
    );
    expect((await apiCall(t.app, 'GET', '/api/admin/audit-log')).statusCode).toBe(401);
  });
});
