// The caps on open event streams, and the timings that end a stream (a heartbeat, a peer that stopped
// reading, the lifetime), on stand-in responses at test speed.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFreshness } from '../../lib/fresh-cache.ts';
import { createEventStreams } from './event-streams.ts';
import {
  createStreamLimits,
  isRefusal,
  type StreamSlot,
  TOO_MANY_FOR_ADDRESS,
  TOO_MANY_FOR_SESSION,
  TOO_MANY_ON_SERVER,
} from './stream-limits.ts';

describe('createStreamLimits', () => {
  const limits = () => createStreamLimits({ perSession: 2, perAddress: 3, perInstance: 4 });

  it('refuses a session past its cap, and lets it in again once one of its streams closes', () => {
    const counter = limits();
    const first = counter.acquire('s1', '10.0.0.1') as StreamSlot;
    counter.acquire('s1', '10.0.0.2');
    const refused = counter.acquire('s1', '10.0.0.3');
    expect(isRefusal(refused) && refused).toMatchObject({ status: 429, message: TOO_MANY_FOR_SESSION });
    first.release();
    // Released twice (the socket's 'close' and 'error' both came): counted once.
    first.release();
    expect(isRefusal(counter.acquire('s1', '10.0.0.3'))).toBe(false);
    expect(isRefusal(counter.acquire('s1', '10.0.0.3'))).toBe(true);
  });

  it('refuses an address past its cap whatever the session, then the instance past its own', () => {
    const counter = limits();
    for (const session of ['a', 'b', 'c'])
      expect(isRefusal(counter.acquire(session, '10.0.0.9'))).toBe(false);
    const refused = counter.acquire('d', '10.0.0.9');
    expect(isRefusal(refused) && refused.message).toBe(TOO_MANY_FOR_ADDRESS);
    expect(isRefusal(counter.acquire('d', '10.0.0.8'))).toBe(false);
    const full = counter.acquire('e', '10.0.0.7');
    expect(isRefusal(full) && full).toMatchObject({ status: 503, message: TOO_MANY_ON_SERVER });
    expect(counter.held()).toEqual({ total: 4, sessions: 4, addresses: 2 });
  });

  it('forgets a session and an address once their last stream is released', () => {
    const counter = limits();
    const slot = counter.acquire('s', '10.0.0.1') as StreamSlot;
    slot.release();
    expect(counter.held()).toEqual({ total: 0, sessions: 0, addresses: 0 });
  });
});

/** A response that records what it was sent; `full` makes its writes answer false (the peer not reading). */
function fakeResponse() {
  const out = Object.assign(new EventEmitter(), {
    text: '',
    full: false,
    writableEnded: false,
    destroyed: false,
    write(chunk: string) {
      out.text += chunk;
      return !out.full;
    },
    end() {
      out.writableEnded = true;
    },
    destroy() {
      out.destroyed = true;
    },
  });
  return out;
}

const session = (token: string) => ({ kind: 'session' as const, token });

describe('event stream timings', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every heartbeat, ends a stream after its lifetime, and cuts one whose peer stopped reading', () => {
    // The clock is the test's: the heartbeat, the stall clock and the lifetime all read it.
    vi.useFakeTimers();
    const streams = createEventStreams(createFreshness(), {
      heartbeatMs: 1_000,
      stallMs: 3_000,
      maxLifetimeMs: 10_000,
    });
    const healthy = fakeResponse();
    const stuck = fakeResponse();
    const draining = fakeResponse();
    try {
      streams.open(healthy as unknown as ServerResponse, { dealerId: 'd1', credential: session('a') });
      streams.open(stuck as unknown as ServerResponse, { dealerId: 'd1', credential: session('b') });
      streams.open(draining as unknown as ServerResponse, { dealerId: 'd1', credential: session('c') });
      stuck.full = true;
      draining.full = true;
      vi.advanceTimersByTime(2_000);
      // The peer took its buffer: the stall clock stops.
      draining.full = false;
      draining.emit('drain');
      vi.advanceTimersByTime(2_000);
      expect(stuck.destroyed).toBe(true);
      expect(stuck.writableEnded).toBe(false);
      expect(draining.destroyed).toBe(false);
      expect(healthy.writableEnded).toBe(false);
      expect(healthy.text.match(/: ping\n\n/g)?.length).toBe(4);
      // The lifetime is between 80 % and 100 % of the longest: ended by 10 s, open at 7.9 s.
      vi.advanceTimersByTime(3_900);
      expect(healthy.writableEnded).toBe(false);
      vi.advanceTimersByTime(2_100);
      expect(healthy.writableEnded).toBe(true);
      expect(healthy.destroyed).toBe(false);
      expect(streams.count()).toBe(0);
    } finally {
      streams.close();
    }
  });

  it('ends the streams a revocation names, with a revoked event, and keeps the others', () => {
    const streams = createEventStreams(createFreshness());
    const kept = fakeResponse();
    const revoked = fakeResponse();
    try {
      streams.open(kept as unknown as ServerResponse, { dealerId: 'd1', credential: session('live') });
      streams.open(revoked as unknown as ServerResponse, {
        dealerId: 'd1',
        credential: { kind: 'key', hash: 'gone' },
      });
      expect(streams.credentials()).toEqual({ sessions: ['live'], keys: ['gone'] });
      expect(streams.endRevoked((credential) => credential.kind === 'key')).toBe(1);
      expect(revoked.text).toContain('event: revoked\n');
      expect(revoked.writableEnded).toBe(true);
      expect(kept.writableEnded).toBe(false);
      expect(streams.count()).toBe(1);
    } finally {
      streams.close();
    }
  });
});
