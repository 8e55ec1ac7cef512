import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { joinTeam, signedInAdmin } from '../../test/team.ts';
import { assertCanSendDocuments, startOfLondonMonth } from './plans.service.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const setPlan = (dealerId: string, plan: string, cookie = admin) =>
  apiCall(t.app, 'PUT', `/api/admin/dealers/${dealerId}/plan`, { cookie, payload: { plan } });

describe('plans as the pricing sells them', () => {
  it('starts a dealership on Basic and shows its limits and use', async () => {
    const dealer = await registerDealer(t.app);
    const res = await apiCall(t.app, 'GET', '/api/plan', { cookie: dealer.cookie });
    expect(res.json()).toMatchObject({
      plan: {
        id: 'basic',
        name: 'Basic',
        pricePerMonthGbp: 49,
        documentsPerMonth: 50,
        staffUsers: 5,
        sites: 1,
      },
      documentsThisMonth: 0,
      staffUsers: 1,
      sites: 0,
    });
  });

  it('refuses a sixth staff user on Basic with 402 naming the limit; Professional has no limit', async () => {
    const dealer = await registerDealer(t.app);
    for (let i = 0; i < 4; i++) await joinTeam(t.app, dealer.cookie, 'sales');
    const invite = () =>
      apiCall(t.app, 'POST', '/api/team/invitations', {
        cookie: dealer.cookie,
        payload: {
          email: `sixth-${Math.random()}@example.co.uk`,
          firstName: 'Sixth',
          lastName: 'Person',
          role: 'sales',
        },
      });
    const refused = await invite();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'Your Basic plan includes 5 staff users; your team has 5. Ask us to move your dealership to Professional for more.',
    });
    expect((await setPlan(dealer.id, 'professional')).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
  });

  it('counts documents sent this month against the plan', async () => {
    const dealer = await registerDealer(t.app);
    const db = t.app.deps.db;
    await expect(assertCanSendDocuments(db, dealer.id, 50)).resolves.toBeUndefined();
    await expect(assertCanSendDocuments(db, dealer.id, 51)).rejects.toMatchObject({
      statusCode: 402,
      code: 'PLAN_LIMIT',
      message:
        'Your Basic plan includes 50 documents a month; 0 have been sent this month, so these 51 documents cannot be sent until next month. Ask us to move your dealership to Professional for more.',
    });
    await setPlan(dealer.id, 'enterprise');
    await expect(assertCanSendDocuments(db, dealer.id, 10_000)).resolves.toBeUndefined();
  });

  it('lets only the operator set a plan, for a dealership only, and audits it', async () => {
    const dealer = await registerDealer(t.app);
    expect((await setPlan(dealer.id, 'enterprise', dealer.cookie)).statusCode).toBe(403);
    expect((await setPlan('no-such-dealer', 'enterprise')).statusCode).toBe(404);
    const member = await joinTeam(t.app, dealer.cookie, 'sales');
    expect((await setPlan(member.userId, 'enterprise')).statusCode).toBe(404);
    expect((await setPlan(dealer.id, 'platinum')).statusCode).toBe(400);
    const set = await setPlan(dealer.id, 'enterprise');
    expect(set.json()).toMatchObject({ plan: { id: 'enterprise', name: 'Enterprise' } });
    const shown = await apiCall(t.app, 'GET', '/api/plan', { cookie: member.cookie });
    expect(shown.json().plan.id).toBe('enterprise');
  });

  it('starts the month at midnight UK time', () => {
    expect(startOfLondonMonth(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    expect(startOfLondonMonth(new Date('2026-11-27T00:30:00Z')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    // 00:30 on 1 April in London (BST) is already April.
    expect(startOfLondonMonth(new Date('2026-03-31T23:30:00Z')).toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
  });
});
