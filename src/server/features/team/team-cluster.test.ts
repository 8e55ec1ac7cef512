import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { joinTeam } from '../../test/team.ts';
import { buildTestCluster } from '../../test/test-cluster.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(postgres)('a removed member on two app instances', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    cluster = await buildTestCluster(2);
    [one, two] = cluster.apps.map((app) => ({ app, close: async () => {} })) as [TestApp, TestApp];
  }, 60_000);
  afterAll(() => cluster?.close());

  it('answers 401 on the other instance within a second of the removal', async () => {
    const owner = await registerDealer(one.app, { dealershipName: 'Twin Motors Ltd' });
    const member = await joinTeam(one.app, owner.cookie, 'sales');
    // Instance 2 has the member's session kept (its 5-second cache) before the removal.
    for (const app of [one.app, two.app]) {
      expect((await apiCall(app, 'GET', '/api/customers', { cookie: member.cookie })).statusCode).toBe(200);
    }
    const removed = await apiCall(one.app, 'DELETE', `/api/team/${member.userId}`, { cookie: owner.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    const started = Date.now();
    await eventually(
      async () =>
        (await apiCall(two.app, 'GET', '/api/customers', { cookie: member.cookie })).statusCode === 401,
      { timeoutMs: 1000, everyMs: 50, what: 'instance 2 to sign the removed member out' },
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a role change holds on the other instance within a second', async () => {
    const owner = await registerDealer(one.app, { dealershipName: 'Twin Motors Ltd' });
    const member = await joinTeam(one.app, owner.cookie, 'manager');
    const settings = {
      dealershipName: 'Twin Motors Ltd',
      primaryColor: '#112233',
      secondaryColor: '#445566',
    };
    const save = () =>
      apiCall(two.app, 'PUT', '/api/dealer/settings', { cookie: member.cookie, payload: settings });
    expect((await save()).statusCode).toBe(200);
    await apiCall(one.app, 'PATCH', `/api/team/${member.userId}`, {
      cookie: owner.cookie,
      payload: { role: 'sales' },
    });
    await eventually(async () => (await save()).statusCode === 403, {
      timeoutMs: 1000,
      everyMs: 50,
      what: 'instance 2 to see the new role',
    });
  });
});
