import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { joinTeam, signedInAdmin } from '../../test/team.ts';

type TeamRow = { userId: string; role: string };

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
let sales: Awaited<ReturnType<typeof joinTeam>>;
const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => apiCall(t.app, method, url, { cookie, payload });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerDealer(t.app, {
    dealershipName: 'Oakfield Motors',
    firstName: 'Olivia',
    lastName: 'Grant',
  });
  sales = await joinTeam(t.app, owner.cookie, 'sales', { firstName: 'Priya', lastName: 'Shah' });
});
afterAll(() => t.close());

const settings = {
  dealershipName: 'Oakfield Motors',
  primaryColor: '#112233',
  secondaryColor: '#445566',
};

describe('a dealership with members', () => {
  it('invites by e-mail with a set-password link naming who invited and the role', () => {
    expect(sales.invitation.subject).toBe('Set your Docs2Sign password');
    expect(sales.invitation.text).toContain(
      'Olivia Grant has invited you to join Oakfield Motors on Docs2Sign (role: sales)',
    );
  });

  it("signs a member into the dealership: the owner's records, the member's own name and role", async () => {
    const customer = await call(owner.cookie, 'POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    expect(customer.statusCode).toBe(201);
    const me = (await call(sales.cookie, 'GET', '/api/auth/user')).json();
    expect(me).toMatchObject({
      id: owner.id,
      email: sales.email,
      role: 'staff',
      firstName: 'Priya',
      dealershipName: 'Oakfield Motors',
      isAdmin: false,
      member: { userId: sales.userId, role: 'sales' },
    });
    const seen = await call(sales.cookie, 'GET', `/api/customers/${customer.json().id}`);
    expect(seen.statusCode).toBe(200);
  });

  it('lists the team with roles and who is asking', async () => {
    const team = (await call(sales.cookie, 'GET', '/api/team')).json();
    expect(
      team.map((m: { role: string; status: string; isYou: boolean }) => [m.role, m.status, m.isYou]),
    ).toEqual([
      ['owner', 'active', false],
      ['sales', 'active', true],
    ]);
  });

  it('lets only owners and managers change settings, business mail, branding and the team', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/dealer/settings', settings],
      ['PUT', '/api/dealer/smtp', { smtpHost: 'smtp.example.com' }],
      ['DELETE', '/api/dealer/logo'],
      [
        'POST',
        '/api/team/invitations',
        { email: 'x@example.co.uk', firstName: 'X', lastName: 'Y', role: 'sales' },
      ],
      ['PATCH', `/api/team/${sales.userId}`, { role: 'manager' }],
      ['DELETE', `/api/team/${sales.userId}`],
    ] as const) {
      const res = await call(sales.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe("Only the dealership's owner or a manager can do this");
    }
    expect((await call(owner.cookie, 'PUT', '/api/dealer/settings', settings)).statusCode).toBe(200);
    // Nor do they read business mail's server: not from its own call, not from the settings.
    const smtp = await call(sales.cookie, 'GET', '/api/dealer/smtp');
    expect(smtp.statusCode).toBe(403);
    const seen = (await call(sales.cookie, 'GET', '/api/dealer/settings')).json();
    for (const field of ['smtpHost', 'smtpPort', 'smtpSecure', 'smtpUser', 'smtpPasswordSet']) {
      expect(seen, field).not.toHaveProperty(field);
    }
    expect(seen).toMatchObject({ smtpEnabled: false, dealershipName: expect.any(String) });
    expect((await call(owner.cookie, 'GET', '/api/dealer/settings')).json()).toHaveProperty('smtpPort');
  });

  it('a role change holds at once: a sales member made manager may change settings', async () => {
    const manager = await joinTeam(t.app, owner.cookie, 'sales');
    expect((await call(manager.cookie, 'PUT', '/api/dealer/settings', settings)).statusCode).toBe(403);
    const changed = await call(owner.cookie, 'PATCH', `/api/team/${manager.userId}`, { role: 'manager' });
    expect(changed.json()).toMatchObject({ role: 'manager' });
    expect((await call(manager.cookie, 'PUT', '/api/dealer/settings', settings)).statusCode).toBe(200);
    // A manager invites too, and cannot remove the owner or themselves.
    const invited = await call(manager.cookie, 'POST', '/api/team/invitations', {
      email: 'new.sales@example.co.uk',
      firstName: 'Noor',
      lastName: 'Ali',
      role: 'sales',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ status: 'pending', role: 'sales' });
    expect((await call(manager.cookie, 'DELETE', `/api/team/${owner.id}`)).json().message).toBe(
      'The owner cannot be removed',
    );
    expect((await call(manager.cookie, 'DELETE', `/api/team/${manager.userId}`)).statusCode).toBe(409);
    expect((await call(manager.cookie, 'DELETE', `/api/team/${invited.json().userId}`)).statusCode).toBe(200);
  });

  it('lets only the owner change or remove a manager; a manager still manages sales members', async () => {
    const boss = await registerDealer(t.app, { dealershipName: 'Two Managers Motors' });
    const first = await joinTeam(t.app, boss.cookie, 'manager');
    const second = await joinTeam(t.app, boss.cookie, 'manager');
    const seller = await joinTeam(t.app, boss.cookie, 'sales');
    const refusal = "Only the dealership's owner can change or remove a manager";
    for (const [method, payload] of [
      ['PATCH', { role: 'sales' }],
      ['PATCH', { siteIds: [] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(first.cookie, method, `/api/team/${second.userId}`, payload);
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: refusal });
    }
    const team = async () => (await call(boss.cookie, 'GET', '/api/team')).json() as TeamRow[];
    expect((await team()).find((m) => m.userId === second.userId)?.role).toBe('manager');
    // The manager still changes and removes a sales member.
    const moved = await call(first.cookie, 'PATCH', `/api/team/${seller.userId}`, { siteIds: [] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call(first.cookie, 'DELETE', `/api/team/${seller.userId}`)).statusCode).toBe(200);
    // The owner demotes and removes managers.
    const demoted = await call(boss.cookie, 'PATCH', `/api/team/${second.userId}`, { role: 'sales' });
    expect(demoted.json()).toMatchObject({ role: 'sales' });
    expect((await call(boss.cookie, 'DELETE', `/api/team/${first.userId}`)).statusCode).toBe(200);
    expect((await team()).some((m) => m.userId === first.userId)).toBe(false);
  });

  it('removing a member ends their session at once; another dealership cannot touch the team', async () => {
    const leaver = await joinTeam(t.app, owner.cookie, 'sales');
    expect((await call(leaver.cookie, 'GET', '/api/customers')).statusCode).toBe(200);
    const other = await registerDealer(t.app, { dealershipName: 'Elsewhere Cars' });
    expect((await call(other.cookie, 'DELETE', `/api/team/${leaver.userId}`)).statusCode).toBe(404);
    expect(
      (await call(other.cookie, 'PATCH', `/api/team/${leaver.userId}`, { role: 'manager' })).statusCode,
    ).toBe(404);
    const removed = await call(owner.cookie, 'DELETE', `/api/team/${leaver.userId}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(leaver.cookie, 'GET', '/api/customers')).statusCode).toBe(401);
    const team = (await call(owner.cookie, 'GET', '/api/team')).json() as { userId: string }[];
    expect(team.some((m) => m.userId === leaver.userId)).toBe(false);
    // The address may be invited again.
    const again = await call(owner.cookie, 'POST', '/api/team/invitations', {
      email: leaver.email,
      firstName: 'Sam',
      lastName: 'Patel',
      role: 'sales',
    });
    expect(again.statusCode).toBe(201);
  });

  it('an owner alone is unchanged: no member, the same answer as before teams', async () => {
    const alone = await registerDealer(t.app);
    const me = (await call(alone.cookie, 'GET', '/api/auth/user')).json();
    expect(me.member).toBeUndefined();
    expect(me.id).toBe(alone.id);
  });

  it('never lists a member among the dealers of the admin console', async () => {
    const admin = await signedInAdmin(t);
    const dealers = (await call(admin, 'GET', '/api/admin/dealers?limit=500')).json() as { email: string }[];
    expect(dealers.some((d) => d.email === owner.email)).toBe(true);
    expect(dealers.some((d) => d.email === sales.email)).toBe(false);
  });
});
