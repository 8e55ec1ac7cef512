// A dealership's endpoints are told of its requests' steps, signed, from the queue. A real
// HTTP server on 127.0.0.1 receives them here (allowed by WEBHOOK_ALLOW_PRIVATE_HOSTS, as on a test system).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_ENDPOINT_LIMIT } from '../../../shared/dealer/webhooks.schema.ts';
import { loadConfig } from '../../config.ts';
import { signingRequests, webhookEndpoints } from '../../db/schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { JOINT_HP_HIRERS, jointHirePurchase } from '../../test/joint-hire-purchase.ts';
import { SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';
import { joinTeam } from '../../test/team.ts';
import { expireOverdue } from '../signing-requests/index.ts';
import { postWebhook } from './webhook-post.ts';
import { assertEndpointUrl } from './webhooks.service.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };
type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  lastStatusCode: number | null;
  attempts: {
    attempt: number;
    statusCode: number | null;
    responseExcerpt: string | null;
    error: string | null;
  }[];
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let receiver: Server;
let base: string;
const received: Received[] = [];
const flakyCalls = new Map<string, number>();

/** The integrator's server: /ok answers 200, /fail 500, /flaky/<name> 500 twice then 200. */
function answer(path: string): number {
  if (path.startsWith('/fail')) return 500;
  if (path.startsWith('/flaky')) {
    const n = (flakyCalls.get(path) ?? 0) + 1;
    flakyCalls.set(path, n);
    return n <= 2 ? 500 : 200;
  }
  return 200;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = answer(req.url ?? '');
      res
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 200 ? 'thanks' : 'Internal trouble');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
  owner = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  other = await registerDealer(t.app, { dealershipName: 'Elsewhere Cars' });
  scenario = signingScenario(t, owner);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

async function addEndpoint(cookie: string, path: string, events: string[], description = 'Dealer system') {
  const res = await call(cookie, 'POST', '/api/webhooks', { url: `${base}${path}`, description, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; secretPrefix: string };
}

const deliveries = async (cookie: string, endpointId: string) =>
  (await call(cookie, 'GET', `/api/webhooks/${endpointId}/deliveries`)).json() as Delivery[];

/** Checks the header as an integrator would: the HMAC of "<t>.<raw body>" under the endpoint's secret. */
function verifies(secret: string, header: string | undefined, body: string) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

describe('webhooks', () => {
  it('posts a signed request.completed (and the steps before it) that the receiver verifies', async () => {
    const endpoint = await addEndpoint(owner.cookie, '/ok', [
      'request.sent',
      'document.signed',
      'request.completed',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint.secret.startsWith(endpoint.secretPrefix)).toBe(true);
    // Shown once: neither the list nor the stored row holds the secret in clear.
    const list = await call(owner.cookie, 'GET', '/api/webhooks');
    expect(list.body).not.toContain(endpoint.secret);
    const [stored] = await t.app.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret);

    const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const { requestId, token } = await scenario.sendRequest('aisha@example.co.uk', [documentId]);
    await scenario.signAll(token, [documentId]);
    const submit = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(submit.statusCode, submit.body).toBe(200);

    const completed = await eventually(
      async () => received.find((r) => r.path === '/ok' && JSON.parse(r.body).type === 'request.completed'),
      { what: 'request.completed at the receiver' },
    );
    expect(
      verifies(endpoint.secret, completed.headers['docs2sign-signature'] as string, completed.body),
    ).toBe(true);
    // A body changed on the way, or another secret, does not verify.
    expect(
      verifies(endpoint.secret, completed.headers['docs2sign-signature'] as string, `${completed.body} `),
    ).toBe(false);
    const event = JSON.parse(completed.body);
    expect(event).toMatchObject({
      type: 'request.completed',
      data: {
        requestId,
        status: 'completed',
        customer: { name: 'Aisha Rahman', email: 'aisha@example.co.uk' },
      },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(event.createdAt).getTime()).not.toBeNaN();
    expect(completed.headers['content-type']).toBe('application/json');

    const types = received.filter((r) => r.path === '/ok').map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(expect.arrayContaining(['request.sent', 'document.signed', 'request.completed']));
    const signed = received.find((r) => JSON.parse(r.body).type === 'document.signed')!;
    expect(JSON.parse(signed.body).data).toMatchObject({ requestId, documentId });
    // Only the chosen events: this endpoint did not ask for request.opened.
    expect(types).not.toContain('request.opened');

    // The log: newest first, each delivered with the endpoint's answer.
    const log = await eventually(async () => {
      const rows = await deliveries(owner.cookie, endpoint.id);
      return rows.length >= 3 && rows.every((d) => d.status === 'delivered') && rows;
    });
    expect(log[0]!.eventType).toBe('request.completed');
    expect(log[0]!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, responseExcerpt: 'thanks', error: null }),
    ]);
    const listed = (await call(owner.cookie, 'GET', '/api/webhooks')).json();
    expect(listed.find((e: { id: string }) => e.id === endpoint.id).lastDelivery).toMatchObject({
      status: 'delivered',
      statusCode: 200,
    });
  }, 90_000);

  it('tells of an opened, a cancelled and an expired request, each with the status it left', async () => {
    const endpoint = await addEndpoint(owner.cookie, '/ok/lifecycle', [
      'request.opened',
      'request.cancelled',
      'request.expired',
    ]);
    const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const opened = await scenario.sendRequest('opened@example.co.uk', [documentId]);
    expect((await scenario.customerCall('GET', `/api/sign/${opened.token}`)).statusCode).toBe(200);
    const cancelled = await scenario.sendRequest('cancelled@example.co.uk', [documentId]);
    await scenario.dealerCall('POST', `/api/signing-requests/${cancelled.requestId}/cancel`);
    const expired = await scenario.sendRequest('expired@example.co.uk', [documentId]);
    await t.app.deps.db
      .update(signingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingRequests.id, expired.requestId));
    expect((await scenario.customerCall('GET', `/api/sign/${expired.token}`)).statusCode).toBe(410);

    const events = await eventually(async () => {
      const bodies = received.filter((r) => r.path === '/ok/lifecycle').map((r) => JSON.parse(r.body));
      return bodies.length >= 3 && bodies;
    });
    const of = (type: string) => events.find((e: { type: string }) => e.type === type)?.data;
    expect(of('request.opened')).toMatchObject({ requestId: opened.requestId, status: 'in_progress' });
    expect(of('request.cancelled')).toMatchObject({ requestId: cancelled.requestId, status: 'cancelled' });
    expect(of('request.expired')).toMatchObject({ requestId: expired.requestId, status: 'expired' });
    for (const r of received.filter((r) => r.path === '/ok/lifecycle'))
      expect(verifies(endpoint.secret, r.headers['docs2sign-signature'] as string, r.body)).toBe(true);
  }, 90_000);

  it('names the signer who opened or signed a request with several signers', async () => {
    await addEndpoint(owner.cookie, '/ok/joint', ['request.opened', 'document.signed']);
    const { documentId, aisha, ben } = await jointHirePurchase(scenario, JOINT_HP_HIRERS, 'hooks');
    const created = await scenario.dealerCall('POST', '/api/signing-requests', {
      documentIds: [documentId],
      mismatchConfirmed: true,
      signers: [
        { customerId: aisha, role: 'customer' },
        { customerId: ben, role: 'customer' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json() as { id: string; signers: { id: string; name: string }[] };
    const { link } = (
      await scenario.dealerCall(
        'GET',
        `/api/signing-requests/${request.id}/link?signer=${request.signers[1]!.id}`,
      )
    ).json();
    const benToken = link.match(/\/sign\/([\w-]+)/)[1] as string;
    expect((await scenario.customerCall('GET', `/api/sign/${benToken}`)).statusCode).toBe(200);
    const signed = await scenario.customerCall('POST', `/api/sign/${benToken}/signature`, {
      documentId,
      signatureData: SIGNATURE,
      pageNumber: 4,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const events = await eventually(async () => {
      const bodies = received.filter((r) => r.path === '/ok/joint').map((r) => JSON.parse(r.body));
      return bodies.length >= 2 && bodies;
    });
    for (const type of ['request.opened', 'document.signed']) {
      expect(events.find((e: { type: string }) => e.type === type)?.data).toMatchObject({
        requestId: request.id,
        customer: { name: 'Aisha Rahman' },
        signer: { name: 'Ben Okafor', role: 'Customer 2' },
      });
    }
  }, 90_000);

  it('expires a link nobody opens again once it runs out (the sweep), telling the endpoint once', async () => {
    const endpoint = await addEndpoint(owner.cookie, '/ok/unopened', ['request.expired']);
    // Not the HP agreement: a test above gave it a joint hirer's place, which one customer cannot be sent.
    const documentId = await scenario.uploadFixture('PCP-Credit-Agreement-NVC-90314.pdf');
    const overdue = await scenario.sendRequest('unopened@example.co.uk', [documentId]);
    const inTime = await scenario.sendRequest('in-time@example.co.uk', [documentId]);
    await t.app.deps.db
      .update(signingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingRequests.id, overdue.requestId));

    // What the minute's job runs (it may also have run on its own meanwhile: either way, once).
    await expireOverdue(t.app.deps);
    await expireOverdue(t.app.deps);
    const status = async (id: string) =>
      (await scenario.dealerCall('GET', `/api/signing-requests/${id}`)).json().status;
    expect(await status(overdue.requestId)).toBe('expired');
    expect(await status(inTime.requestId)).toBe('sent');
    const bodies = await eventually(async () => {
      const found = received.filter((r) => r.path === '/ok/unopened');
      return found.length >= 1 && found;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.filter((r) => r.path === '/ok/unopened')).toHaveLength(1);
    expect(JSON.parse(bodies[0]!.body).data).toMatchObject({
      requestId: overdue.requestId,
      status: 'expired',
    });
    expect(
      verifies(endpoint.secret, bodies[0]!.headers['docs2sign-signature'] as string, bodies[0]!.body),
    ).toBe(true);
  }, 90_000);

  it('tells two endpoints of a sweep that expires several requests: one event per request, shared by both', async () => {
    await addEndpoint(owner.cookie, '/ok/sweep-a', ['request.expired']);
    await addEndpoint(owner.cookie, '/ok/sweep-b', ['request.expired']);
    const documentId = await scenario.uploadFixture('PCP-Credit-Agreement-NVC-90314.pdf');
    const sent = [
      await scenario.sendRequest('sweep-1@example.co.uk', [documentId]),
      await scenario.sendRequest('sweep-2@example.co.uk', [documentId]),
    ];
    for (const { requestId } of sent) {
      await t.app.deps.db
        .update(signingRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(signingRequests.id, requestId));
    }
    await expireOverdue(t.app.deps);
    const events = await eventually(async () => {
      const found = received
        .filter((r) => r.path.startsWith('/ok/sweep-'))
        .map((r) => ({
          path: r.path,
          body: JSON.parse(r.body) as { id: string; data: { requestId: string; status: string } },
        }));
      return found.length >= 4 && found;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.filter((r) => r.path.startsWith('/ok/sweep-'))).toHaveLength(4);
    for (const { requestId } of sent) {
      const of = events.filter((e) => e.body.data.requestId === requestId);
      expect(of.map((e) => e.path).sort()).toEqual(['/ok/sweep-a', '/ok/sweep-b']);
      expect(of.every((e) => e.body.data.status === 'expired')).toBe(true);
      expect(new Set(of.map((e) => e.body.id)).size).toBe(1);
    }
    expect(new Set(events.map((e) => e.body.id)).size).toBe(2);
  }, 90_000);

  it('retries a failing endpoint with backoff and shows every attempt in the log', async () => {
    const flaky = await addEndpoint(owner.cookie, '/flaky/one', ['request.cancelled']);
    const test = await call(owner.cookie, 'POST', `/api/webhooks/${flaky.id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    const delivered = await eventually(
      async () => (await deliveries(owner.cookie, flaky.id)).find((d) => d.status === 'delivered'),
      { timeoutMs: 45_000, what: 'the ping delivered on its third attempt' },
    );
    expect(delivered.eventType).toBe('ping');
    expect(delivered.attempts.map((a) => a.statusCode)).toEqual([200, 500, 500]);
    expect(delivered.attempts[1]).toMatchObject({
      responseExcerpt: 'Internal trouble',
      error: 'The endpoint answered 500',
    });
    const pings = received.filter((r) => r.path === '/flaky/one');
    expect(pings).toHaveLength(3);
    // Every attempt is the same event, signed afresh.
    expect(new Set(pings.map((p) => JSON.parse(p.body).id)).size).toBe(1);
    for (const p of pings)
      expect(verifies(flaky.secret, p.headers['docs2sign-signature'] as string, p.body)).toBe(true);

    // An endpoint that keeps failing stays pending between its attempts, each one logged.
    const failing = await addEndpoint(owner.cookie, '/fail', ['request.cancelled']);
    await call(owner.cookie, 'POST', `/api/webhooks/${failing.id}/test`);
    const retried = await eventually(
      async () => (await deliveries(owner.cookie, failing.id)).find((d) => d.attempts.length >= 2),
      { timeoutMs: 30_000, what: 'two failed attempts' },
    );
    expect(retried.status).toBe('pending');
    expect(retried.lastStatusCode).toBe(500);
    expect(retried.attempts.every((a) => a.statusCode === 500)).toBe(true);

    // Redeliver: the same event again as a new delivery.
    const again = await call(
      owner.cookie,
      'POST',
      `/api/webhooks/${flaky.id}/deliveries/${delivered.id}/redeliver`,
    );
    expect(again.statusCode, again.body).toBe(202);
    const redelivered = await eventually(async () =>
      (await deliveries(owner.cookie, flaky.id)).find(
        (d) => d.id === again.json().deliveryId && d.status === 'delivered',
      ),
    );
    expect(redelivered.eventId).toBe(delivered.eventId);
  }, 90_000);

  it('keeps each dealership to its own endpoints and lets only the owner and managers manage them', async () => {
    const endpoint = await addEndpoint(owner.cookie, '/ok', ['request.sent']);
    const id = endpoint.id;
    for (const [method, url, payload] of [
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['POST', `/api/webhooks/${id}/deliveries/${id}/redeliver`],
    ] as const) {
      const res = await call(other.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other.cookie, 'GET', '/api/webhooks')).json()).toEqual([]);

    const sales = await joinTeam(t.app, owner.cookie, 'sales');
    const refused = await call(sales.cookie, 'GET', '/api/webhooks');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/owner or a manager/);
    expect(
      (await call(sales.cookie, 'POST', '/api/webhooks', { url: `${base}/ok`, events: ['request.sent'] }))
        .statusCode,
    ).toBe(403);
    expect((await call(sales.cookie, 'POST', `/api/webhooks/${id}/test`)).statusCode).toBe(403);

    const manager = await joinTeam(t.app, owner.cookie, 'manager');
    const off = await call(manager.cookie, 'PATCH', `/api/webhooks/${id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, events: ['request.sent'] });
    expect((await call(manager.cookie, 'DELETE', `/api/webhooks/${id}`)).json()).toEqual({ deleted: true });
    expect((await call(manager.cookie, 'DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
  }, 60_000);

  it(`keeps a dealership to ${WEBHOOK_ENDPOINT_LIMIT} endpoints: one more answers 409 in plain words`, async () => {
    const capped = await registerDealer(t.app, { dealershipName: 'Many Hooks Motors' });
    const ids: string[] = [];
    for (let i = 0; i < WEBHOOK_ENDPOINT_LIMIT; i++)
      ids.push((await addEndpoint(capped.cookie, `/ok/capped-${i}`, ['request.sent'])).id);
    const refused = await call(capped.cookie, 'POST', '/api/webhooks', {
      url: `${base}/ok/capped-one-more`,
      events: ['request.sent'],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `A dealership can have at most ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints. Delete one you no longer use, or send several events to one endpoint, to add another.`,
    );
    // Turned off still counts (it can be turned on again); deleted does not.
    await call(capped.cookie, 'PATCH', `/api/webhooks/${ids[0]}`, { enabled: false });
    expect(
      (await call(capped.cookie, 'POST', '/api/webhooks', { url: `${base}/ok/x`, events: ['request.sent'] }))
        .statusCode,
    ).toBe(409);
    await call(capped.cookie, 'DELETE', `/api/webhooks/${ids[0]}`);
    await addEndpoint(capped.cookie, '/ok/capped-after-delete', ['request.sent']);
  });

  it('refuses bad endpoints with a clear 400', async () => {
    for (const payload of [
      { url: 'ftp://example.com/hook', events: ['request.sent'] },
      { url: 'not an address', events: ['request.sent'] },
      { url: 'http://example.com/hook', events: ['request.sent'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['request.exploded'] },
    ]) {
      const res = await call(owner.cookie, 'POST', '/api/webhooks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('allows loopback and private receivers only with WEBHOOK_ALLOW_PRIVATE_HOSTS, whatever NODE_ENV says', async () => {
    const env = { APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };
    // Development no longer opens the door by itself: the setting does.
    const development = loadConfig({ ...env, NODE_ENV: 'development' });
    expect(development.webhookAllowPrivateHosts).toBe(false);
    for (const url of ['http://127.0.0.1:8080/hooks', 'http://localhost:8080/hooks', 'https://10.0.0.5/x'])
      await expect(assertEndpointUrl(development, url), url).rejects.toMatchObject({ statusCode: 400 });
    const testSystem = loadConfig({ ...env, NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://localhost:8080/hooks',
      'http://[::1]:8080/hooks',
      'http://10.0.0.5/hooks',
      'https://192.168.1.20/hooks',
      'https://93.184.215.14/hooks',
    ])
      await expect(assertEndpointUrl(testSystem, url), url).resolves.toBeUndefined();
    // A public address still needs https.
    await expect(assertEndpointUrl(testSystem, 'http://93.184.215.14/hooks')).rejects.toMatchObject({
      statusCode: 400,
      message: 'The address must start with https://',
    });
    expect(() => loadConfig({ ...env, WEBHOOK_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_HOSTS/,
    );
  });

  it('in production refuses plain http and private or local addresses, at save and at delivery', async () => {
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' });
    for (const url of [
      'http://127.0.0.1:9/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/x',
      'https://localhost/x',
      'https://[::1]/x',
    ])
      await expect(assertEndpointUrl(production, url), url).rejects.toMatchObject({ statusCode: 400 });
    await expect(assertEndpointUrl(production, 'https://93.184.215.14/hook')).resolves.toBeUndefined();
    // At delivery the connection's own lookup checks the address it connects to.
    const byName = await postWebhook(
      `http://localhost:${new URL(base).port}/ok`,
      '{}',
      {},
      { allowPrivate: false },
    );
    expect(byName).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/^Refused: .*private or local/),
    });
    const byNumber = await postWebhook(`${base}/ok`, '{}', {}, { allowPrivate: false });
    expect(byNumber.error).toMatch(/^Refused/);
    const allowed = await postWebhook(`${base}/ok`, '{}', {}, { allowPrivate: true });
    expect(allowed).toMatchObject({ statusCode: 200, responseExcerpt: 'thanks' });
  });
});
