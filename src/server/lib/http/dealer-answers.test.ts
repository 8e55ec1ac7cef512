import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../db/dealer-data-changes.ts';
import { customers, mailDeliveries, signingRequestDocuments } from '../../db/schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { buildTestCluster } from '../../test/test-cluster.ts';
import { createDealerAnswerCache } from './dealer-answers.ts';

/** A bare Fastify app whose one route answers from the cache, counting how often the answer is made. */
async function cacheHarness() {
  const cache = createDealerAnswerCache();
  let made = 0;
  let gate: Promise<void> | null = null;
  let onFill: () => void = () => {};
  const app = Fastify();
  app.get('/answer', (request, reply) =>
    cache.send(request, reply, 'dealer-1', 'answer', async () => {
      made += 1;
      onFill();
      if (gate) await gate;
      return {
        json: JSON.stringify({ made, padding: 'x'.repeat(2000) }),
        link: '</answer?cursor=x>; rel="next"',
      };
    }),
  );
  const get = async (headers: Record<string, string> = {}) => app.inject({ url: '/answer', headers });
  return {
    cache,
    get,
    made: () => made,
    /** Holds the next answer being made; answers when it has started, and how to let it finish. */
    holdNextFill: () => {
      let release!: () => void;
      const started = new Promise<void>((resolve) => {
        onFill = resolve;
      });
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { started, release: () => release() };
    },
  };
}

describe('dealer answer cache', () => {
  it('keeps an answer while listening, and makes it again after the dealer changes', async () => {
    const h = await cacheHarness();
    h.cache.listening();
    await h.get();
    const second = await h.get();
    expect(h.made()).toBe(1);
    expect(second.headers.link).toBe('</answer?cursor=x>; rel="next"');
    h.cache.changed({ dealerId: 'dealer-2', kind: '*' });
    await h.get();
    expect(h.made()).toBe(1);
    h.cache.changed({ dealerId: 'dealer-1', kind: '*' });
    await h.get();
    expect(h.made()).toBe(2);
    h.cache.changed({ dealerId: '*', kind: '*' });
    await h.get();
    expect(h.made()).toBe(3);
  });

  it('keeps nothing while changes cannot be heard', async () => {
    const h = await cacheHarness();
    await h.get();
    await h.get();
    expect(h.made()).toBe(2);
    h.cache.listening();
    await h.get();
    h.cache.deaf();
    await h.get();
    expect(h.made()).toBe(4);
  });

  it('does not keep an answer made while a change came in', async () => {
    const h = await cacheHarness();
    h.cache.listening();
    const fill = h.holdNextFill();
    const during = h.get();
    await fill.started;
    h.cache.changed({ dealerId: 'dealer-1', kind: '*' });
    fill.release();
    await during;
    await h.get();
    expect(h.made()).toBe(2);
  });

  it('sends brotli or gzip when asked, the same JSON once decoded', async () => {
    const h = await cacheHarness();
    h.cache.listening();
    const plain = await h.get();
    const br = await h.get({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await h.get({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(h.made()).toBe(1);
  });
});

describe('kept answers in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const stats = async (cookie: string) =>
    (await apiCall(t.app, 'GET', '/api/dashboard/stats', { cookie })).json().totalCustomers as number;

  it('counts a change made by anyone, not only through the dealer, on the very next read', async () => {
    const dealer = await registerDealer(t.app);
    expect(await stats(dealer.cookie)).toBe(0);
    expect(await stats(dealer.cookie)).toBe(0);
    // Written as a job or another feature would: straight to the table, not through the dealer's session.
    await t.app.deps.db.insert(customers).values({
      dealerId: dealer.id,
      name: 'Direct Write',
      email: 'direct@example.co.uk',
      phone: '07700900001',
      postcode: 'M1 1AA',
    });
    expect(await stats(dealer.cookie)).toBe(1);
  });

  it("lists a new customer straight after it is added, and never another dealer's", async () => {
    const dealer = await registerDealer(t.app);
    const other = await registerDealer(t.app);
    const list = async (cookie: string, headers: Record<string, string> = {}) =>
      apiCall(t.app, 'GET', '/api/customers', { cookie, headers });
    expect((await list(dealer.cookie)).json()).toEqual([]);
    const added = await apiCall(t.app, 'POST', '/api/customers', {
      cookie: dealer.cookie,
      payload: {
        name: 'Amelia Hart',
        email: 'amelia@example.co.uk',
        phone: '07700900002',
        postcode: 'LS1 4AP',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const plain = await list(dealer.cookie);
    expect(plain.json().map((c: { name: string }) => c.name)).toEqual(['Amelia Hart']);
    const br = await list(dealer.cookie, { 'accept-encoding': 'br' });
    expect(
      JSON.parse(
        br.headers['content-encoding'] === 'br' ? brotliDecompressSync(br.rawPayload).toString() : br.body,
      ),
    ).toEqual(plain.json());
    expect((await list(other.cookie)).json()).toEqual([]);
  });

  it("shows a request's documents and e-mail as they change, though those rows do not name the dealer", async () => {
    const dealer = await registerDealer(t.app);
    const scenario = signingScenario(t, dealer);
    const documentIds = [await scenario.uploadFixture('HP-agreement-AMF-448120.pdf')];
    const { requestId } = await scenario.sendRequest('kept@example.co.uk', documentIds);
    const first = async () =>
      (await apiCall(t.app, 'GET', '/api/signing-requests', { cookie: dealer.cookie })).json()[0];
    expect((await first()).documents[0].sealedSha256).toBeNull();
    await first();
    await t.app.deps.db
      .update(signingRequestDocuments)
      .set({ sealedSha256: 'a'.repeat(64) })
      .where(eq(signingRequestDocuments.requestId, requestId));
    expect((await first()).documents[0].sealedSha256).toBe('a'.repeat(64));
    // The invitation's own delivery settles first (the mail worker writes it), then it is changed here.
    await eventually(async () => (await first()).delivery?.status === 'sent', {
      what: 'the invitation sent',
    });
    await t.app.deps.db
      .update(mailDeliveries)
      .set({ status: 'failed', lastError: 'mailbox full' })
      .where(eq(mailDeliveries.signingRequestId, requestId));
    expect((await first()).delivery).toMatchObject({ status: 'failed', lastError: 'mailbox full' });
  });
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(postgres)('kept answers across two instances', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  beforeAll(async () => {
    cluster = await buildTestCluster(2);
  }, 60_000);
  afterAll(() => cluster?.close());

  it("drops one instance's kept counters within a moment of a change made on the other", async () => {
    const [one, two] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
    const dealer = await registerDealer(one);
    const count = async () =>
      (await apiCall(one, 'GET', '/api/dashboard/stats', { cookie: dealer.cookie })).json().totalCustomers;
    expect(await count()).toBe(0);
    const added = await apiCall(two, 'POST', '/api/customers', {
      cookie: dealer.cookie,
      payload: {
        name: 'Twin Customer',
        email: 'twin@example.co.uk',
        phone: '07700900003',
        postcode: 'B1 1AA',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const started = Date.now();
    await eventually(async () => (await count()) === 1, {
      timeoutMs: 2000,
      everyMs: 10,
      what: 'the new count',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads afresh while the listening connection is lost, and listens again once it is back', async () => {
    const [one, two] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
    const dealer = await registerDealer(one);
    const count = async () =>
      (await apiCall(one, 'GET', '/api/dashboard/stats', { cookie: dealer.cookie })).json().totalCustomers;
    const add = async (n: number) => {
      const res = await apiCall(two, 'POST', '/api/customers', {
        cookie: dealer.cookie,
        payload: {
          name: `Customer ${n}`,
          email: `c${n}@example.co.uk`,
          phone: '07700900004',
          postcode: 'B1 1AA',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    expect(await count()).toBe(0);
    await one.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`,
    );
    await add(1);
    await eventually(async () => (await count()) === 1, {
      timeoutMs: 2000,
      everyMs: 10,
      what: 'the count after a loss',
    });
    // Re-opened within about a second: a change on the other instance is heard again.
    await eventually(
      async () => {
        const [row] = (
          (await one.deps.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
              where application_name = ${LISTENER_NAME} and datname = current_database()`,
          )) as unknown as { rows: { n: number }[] }
        ).rows;
        return row!.n >= 2;
      },
      { timeoutMs: 10_000, what: 'both listeners back' },
    );
    expect(await count()).toBe(1);
    await add(2);
    await eventually(async () => (await count()) === 2, {
      timeoutMs: 2000,
      everyMs: 10,
      what: 'the count after',
    });
  });
});
