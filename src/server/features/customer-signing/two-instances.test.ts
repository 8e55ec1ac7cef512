import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { buildTestCluster } from '../../test/test-cluster.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

// Two app instances on one PostgreSQL and one S3 store, as behind a load balancer.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(postgres)('two app instances on one PostgreSQL and one S3 store', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  let one: TestApp;
  let two: TestApp;
  let dealer: Awaited<ReturnType<typeof registerDealer>>;

  beforeAll(async () => {
    cluster = await buildTestCluster(2);
    [one, two] = cluster.apps.map((app) => ({ app, close: async () => {} })) as [TestApp, TestApp];
    dealer = await registerDealer(one.app, { dealershipName: 'Twin Motors Ltd' });
  }, 60_000);
  afterAll(() => cluster?.close());

  it('sends on one, signs and submits on the other, and the first serves the sealed copy', async () => {
    const onOne = signingScenario(one, dealer);
    const onTwo = signingScenario(two, dealer);
    const documentIds = [await onOne.uploadFixture('HP-agreement-AMF-448120.pdf')];
    const { requestId, token } = await onOne.sendRequest('twin@example.co.uk', documentIds);
    await onTwo.signAll(token, documentIds);
    const submitted = await onTwo.customerCall('POST', `/api/sign/${token}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const copy = await eventually(async () => {
      const res = await onOne.dealerCall(
        'GET',
        `/api/signing-requests/${requestId}/documents/${documentIds[0]}/download`,
      );
      return res.headers['content-disposition']?.includes('(signed)') && res;
    });
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A reminder job is taken by one instance only, however many are polling.
    await one.app.deps.jobs.send('mail.scheduled', {
      kind: 'reminder',
      requestId: (await onOne.sendRequest('remind@example.co.uk', documentIds)).requestId,
    });
    await eventually(async () =>
      (await listOutbox(one.app.deps.db, 100)).find((m) => m.subject.startsWith('Reminder:')),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const reminders = (await listOutbox(one.app.deps.db, 100)).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );
    expect(reminders).toHaveLength(1);
  }, 60_000);

  it('counts one client’s calls across both instances', async () => {
    const token = 'x'.repeat(43);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const app = i % 2 === 0 ? one.app : two.app;
      const res = await apiCall(app, 'POST', `/api/sign/${token}/submit`, { remoteAddress: '10.9.8.7' });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
    // Each route counts on its own: the same client may still open a link.
    const open = await apiCall(one.app, 'GET', `/api/sign/${token}`, { remoteAddress: '10.9.8.7' });
    expect(open.statusCode).toBe(404);
  });

  it('signs a suspended dealer out of the other instance within a second', async () => {
    const victim = await registerDealer(one.app, { dealershipName: 'Soon Suspended Ltd' });
    expect((await apiCall(one.app, 'GET', '/api/auth/user', { cookie: victim.cookie })).statusCode).toBe(200);
    const admin = await createOrPromoteAdministrator(two.app.deps, {
      email: 'ops@docs2sign.test',
      password: 'a long admin password 42',
    });
    const login = await apiCall(two.app, 'POST', '/api/login', {
      payload: { email: admin.email, password: 'a long admin password 42' },
    });
    const adminCookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const suspended = await apiCall(two.app, 'POST', `/api/admin/dealers/${victim.id}/suspend`, {
      cookie: adminCookie,
      payload: { reason: 'Unpaid invoices' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const started = Date.now();
    await eventually(
      async () =>
        (await apiCall(one.app, 'GET', '/api/auth/user', { cookie: victim.cookie })).statusCode === 401,
      { timeoutMs: 1000, everyMs: 50, what: 'instance 1 to sign the suspended dealer out' },
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
