// GET /api/events over a real HTTP connection: a dealer's open stream is told, within 2 s, which kinds of
// their data changed as a customer opens, signs and submits; a lost database listener is followed by '*'
// (refetch everything); a reconnect with Last-Event-ID gets what it missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../db/dealer-data-changes.ts';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../test/build-test-app.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

type Event = { id?: string; event?: string; data?: string; comment?: string };

let t: TestApp;
let base: string;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let documentIds: string[];

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dealer = await registerDealer(t.app);
  scenario = signingScenario(t, dealer);
  documentIds = [
    await scenario.uploadFixture('HP-agreement-AMF-448120.pdf'),
    await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf'),
  ];
});
afterAll(() => t.close());

/** Opens the stream with fetch and reads its events as they come. */
async function openStream(cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie, ...(lastEventId && { 'last-event-id': lastEventId }) },
    signal: controller.signal,
  });
  const events: Event[] = [];
  let waiters: (() => void)[] = [];
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Event = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const text = line.slice(colon + 1).trimStart();
            if (colon === 0) event.comment = text;
            else if (field === 'id' || field === 'event' || field === 'data') event[field] = text;
          }
          events.push(event);
          for (const wake of waiters) wake();
          waiters = [];
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted.
    }
  })();
  /**
   * The kinds of the first change event from `from` on that has all of `kinds`, within `timeoutMs`. A '*'
   * (the database listener was lost and came back: refetch everything) answers for any kinds, as it does
   * for the browser: a change made while the listener was down is heard only that way.
   */
  async function changeWith(kinds: string[], from = 0, timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const event of events.slice(from)) {
        if (event.event !== 'change') continue;
        const got = JSON.parse(event.data!).kinds as string[];
        if (got.includes('*') || kinds.every((kind) => got.includes(kind))) return got;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no change with ${kinds} within ${timeoutMs} ms: ${JSON.stringify(events.slice(from))}`,
        );
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }
  const lastId = () => events.filter((e) => e.id).at(-1)?.id;
  const close = async () => {
    controller.abort();
    await reading;
  };
  return { res, events, changeWith, lastId, close };
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('tells the dealer, within 2 s of each step, that their requests changed as the customer signs', async () => {
    const { token } = await scenario.sendRequest('live@example.co.uk', documentIds);
    const stream = await openStream(dealer.cookie);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('x-accel-buffering')).toBe('no');

      let from = stream.events.length;
      const opened = await scenario.customerCall('GET', `/api/sign/${token}`);
      expect(opened.statusCode, opened.body).toBe(200);
      await stream.changeWith(['requests'], from);

      from = stream.events.length;
      await scenario.signAll(token, documentIds.slice(0, 1));
      await stream.changeWith(['requests'], from);

      from = stream.events.length;
      await scenario.signAll(token, documentIds.slice(1));
      const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
      expect(submitted.statusCode, submitted.body).toBe(200);
      // Submitting also tells the dealer in the bell.
      await stream.changeWith(['notifications', 'requests'], from, 5000);
      // The data itself never travels on the stream.
      expect(stream.events.map((e) => e.data ?? '').join('')).not.toContain('live@example.co.uk');
    } finally {
      await stream.close();
    }
  });

  it("does not tell one dealer about another dealer's changes", async () => {
    const other = await registerDealer(t.app);
    const stream = await openStream(other.cookie);
    try {
      await scenario.dealerCall('POST', '/api/customers', {
        name: 'Someone Else',
        email: 'else@example.co.uk',
        phone: '07700 900124',
        postcode: 'B33 8TH',
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // (Their own registration mail may be heard meanwhile: 'mail'. The other dealer's customer never.)
      const kinds = stream.events
        .filter((e) => e.event === 'change')
        .flatMap((e) => JSON.parse(e.data!).kinds);
      expect(kinds).not.toContain('customers');
      expect(kinds).not.toContain('*');
    } finally {
      await stream.close();
    }
  });

  it("tells an administrator of any dealer's change, and of a system error as it is stored (a dealer never)", async () => {
    await createOrPromoteAdministrator(t.app.deps, {
      email: 'live@platform.test',
      password: 'ops password 1',
    });
    const admin = sessionCookie(await login(t.app, 'live@platform.test', 'ops password 1'));
    const operator = await openStream(admin);
    const dealerStream = await openStream(dealer.cookie);
    try {
      const suspended = await registerDealer(t.app);
      const at = operator.events.length;
      const res = await fetch(`${base}/api/admin/dealers/${suspended.id}/suspend`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ reason: 'Unpaid invoice' }),
      });
      expect(res.status).toBe(200);
      await operator.changeWith(['users'], at);
      const from = operator.events.length;
      const dealerFrom = dealerStream.events.length;
      t.app.deps.captureError({
        severity: 'high',
        errorType: 'job_failed',
        source: 'job mail.retry (attempt 1 of 6)',
        dealerId: dealer.id,
        error: new Error('The e-mail “Reminder” could not be sent.'),
      });
      await operator.changeWith(['errors'], from);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const dealerKinds = dealerStream.events
        .slice(dealerFrom)
        .filter((e) => e.event === 'change')
        .flatMap((e) => JSON.parse(e.data!).kinds);
      expect(dealerKinds).not.toContain('errors');
    } finally {
      await operator.close();
      await dealerStream.close();
    }
  });

  it('says "*" after the database listener was lost, and keeps the stream open', async () => {
    const stream = await openStream(dealer.cookie);
    try {
      const from = stream.events.length;
      if (t.app.deps.databaseKind === 'postgres') {
        await t.app.deps.db.execute(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${LISTENER_NAME}' AND datname = current_database()`,
        );
      } else {
        await t.app.deps.dataListener.interrupt();
      }
      // The listener comes back within its 1 s retry: every open stream is told to refetch everything.
      expect(await stream.changeWith(['*'], from, 5000)).toEqual(['*']);
      // And the same stream goes on carrying changes.
      const after = stream.events.length;
      await scenario.dealerCall('POST', '/api/customers', {
        name: 'After Gap',
        email: 'after-gap@example.co.uk',
        phone: '07700 900125',
        postcode: 'B33 8TH',
      });
      await stream.changeWith(['customers'], after);
    } finally {
      await stream.close();
    }
  });

  it('replays what a reconnect missed from its Last-Event-ID, and "*" for an id it cannot place', async () => {
    const first = await openStream(dealer.cookie);
    await first.changeWith([], 0, 0).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lastId = first.lastId();
    expect(lastId).toMatch(/^[0-9a-f]+\.\d+$/);
    await first.close();

    await scenario.dealerCall('POST', '/api/customers', {
      name: 'While Away',
      email: 'away@example.co.uk',
      phone: '07700 900126',
      postcode: 'B33 8TH',
    });
    const again = await openStream(dealer.cookie, lastId);
    try {
      expect(await again.changeWith(['customers'])).not.toContain('*');
    } finally {
      await again.close();
    }

    const stranger = await openStream(dealer.cookie, 'feedbeef.1');
    try {
      expect(await stranger.changeWith(['*'])).toEqual(['*']);
    } finally {
      await stranger.close();
    }
  });
});
