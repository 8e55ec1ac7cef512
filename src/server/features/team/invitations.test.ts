// An invitation never tells that an address already has an account (the operator's, another dealership's):
// the answer and the Team list are those of any invitation, and only the mail to the address explains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signedInAdmin } from '../../test/team.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
const ADMIN = 'ops.invitations@docs2sign.test';

beforeAll(async () => {
  t = await buildTestApp();
  await signedInAdmin(t, ADMIN);
  owner = await registerDealer(t.app, {
    dealershipName: 'Oakfield Motors',
    firstName: 'Olivia',
    lastName: 'Grant',
  });
});
afterAll(() => t.close());

const invite = (email: string, role: 'manager' | 'sales' = 'sales', cookie = owner.cookie) =>
  apiCall(t.app, 'POST', '/api/team/invitations', {
    cookie,
    payload: { email, firstName: 'Sam', lastName: 'Patel', role },
  });
/** The answer without what differs between any two invitations (their ids and times). */
const shape = (body: Record<string, unknown>) => ({ ...body, userId: typeof body.userId, joinedAt: 'time' });
const mailTo = (to: string) =>
  eventually(async () => (await listOutbox(t.app.deps.db, 200)).find((m) => m.to === to), {
    what: `the mail to ${to}`,
  });

describe('inviting an address that already has an account', () => {
  it("answers exactly as for a new address, for the operator's and another dealership's, and lists them as pending", async () => {
    const other = await registerDealer(t.app, { dealershipName: 'Elsewhere Cars' });
    const fresh = await invite('fresh.person@example.co.uk');
    expect(fresh.statusCode).toBe(201);
    for (const taken of [ADMIN, other.email]) {
      const res = await invite(taken);
      expect(res.statusCode, taken).toBe(201);
      expect(res.body).not.toMatch(/exist|taken|already/i);
      expect(shape(res.json())).toEqual({ ...shape(fresh.json()), email: taken });
    }
    const team = (await apiCall(t.app, 'GET', '/api/team', { cookie: owner.cookie })).json() as {
      email: string;
      status: string;
    }[];
    expect(team.map((m) => [m.email, m.status])).toEqual([
      [owner.email, 'active'],
      ['fresh.person@example.co.uk', 'pending'],
      [ADMIN, 'pending'],
      [other.email, 'pending'],
    ]);

    // Only the address's owner is told why, with no link to set a password.
    const mail = await mailTo(other.email);
    expect(mail.subject).toBe('Your invitation to join Oakfield Motors on Docs2Sign');
    expect(mail.text).toContain('This e-mail address already has a Docs2Sign account');
    expect(mail.text).toContain('ask Olivia Grant to invite another e-mail address of yours');
    expect(mail.text).not.toMatch(/reset-password|token=/);
    const normal = await mailTo('fresh.person@example.co.uk');
    expect(normal.subject).toBe('Set your Docs2Sign password');
    // The existing account is untouched: the other dealer still signs in to their own dealership.
    const me = (await apiCall(t.app, 'GET', '/api/auth/user', { cookie: other.cookie })).json();
    expect(me).toMatchObject({ id: other.id, email: other.email });
    expect(me.member).toBeUndefined();
  });

  it('is removed, changed and counted like any pending member; the same address twice is said to be in the team', async () => {
    const dealer = await registerDealer(t.app, { dealershipName: 'Second Street Motors' });
    const other = await registerDealer(t.app);
    const invited = await invite(other.email, 'manager', dealer.cookie);
    const id = invited.json().userId as string;
    const again = await invite(other.email, 'sales', dealer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_IN_TEAM',
      message: 'This address is already in your team.',
    });
    expect((await invite(dealer.email, 'sales', dealer.cookie)).statusCode).toBe(409);
    const changed = await apiCall(t.app, 'PATCH', `/api/team/${id}`, {
      cookie: dealer.cookie,
      payload: { role: 'sales' },
    });
    expect(changed.json()).toMatchObject({ userId: id, role: 'sales', status: 'pending' });
    const plan = (await apiCall(t.app, 'GET', '/api/plan', { cookie: dealer.cookie })).json();
    expect(plan.staffUsers).toBe(2);
    // Another dealership cannot touch it.
    expect((await apiCall(t.app, 'DELETE', `/api/team/${id}`, { cookie: owner.cookie })).statusCode).toBe(
      404,
    );
    const removed = await apiCall(t.app, 'DELETE', `/api/team/${id}`, { cookie: dealer.cookie });
    expect(removed.statusCode).toBe(200);
    const team = (await apiCall(t.app, 'GET', '/api/team', { cookie: dealer.cookie })).json() as unknown[];
    expect(team).toHaveLength(1);
  });
});
