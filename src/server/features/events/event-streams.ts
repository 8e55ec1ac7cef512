// The server-sent event streams (GET /api/events): one per signed-in user's open app, told which kinds of
// their data changed (never the data: the page refetches what it shows). Fed by the same dealer_data
// notifications as every kept answer (lib/fresh-cache.ts), which every instance hears, so a change made
// on one instance reaches streams on all of them. A dealer hears their own dealer id's changes; an
// administrator every dealer's, gathered for a moment so a busy platform is one event a second, not many.
// Each event has an id; a reconnect's Last-Event-ID replays what it missed from the recent changes kept
// here, or, when the id is older than those (or from another instance, or the listener lost changes
// meanwhile), says '*': refetch everything.
// No stream lives for ever (docs/decisions/0002-event-stream-caps.md): a heartbeat every 15 s keeps proxies
// from dropping a quiet stream and shows a peer that is gone (its RST closes the socket); a stream whose
// writes have been backed up for STALL_MS is cut; every stream is ended after its lifetime (about half an
// hour), and the browser's EventSource comes back by itself with Last-Event-ID, losing nothing. A stream
// whose session or API key was revoked is ended with a `revoked` event (stream-revocation.ts).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { aboutDealerRecords, type DataChange, EVERY_DEALER } from '../../db/dealer-data-changes.ts';
import type { Freshness } from '../../lib/fresh-cache.ts';

export const HEARTBEAT_MS = 15_000;
/**
 * A stream whose writes the peer has not taken for this long (the write buffer full, no 'drain') is cut:
 * a client that stopped reading must not hold a socket and its buffered events. Four heartbeats.
 */
export const STALL_MS = 60_000;
/**
 * The longest a stream stays open; each gets a lifetime between 80 % and 100 % of it, so streams opened
 * together (after a deploy) do not all come back in the same second. The browser reconnects within the
 * `retry` pause and replays what it missed, so the page never notices.
 */
export const MAX_LIFETIME_MS = 30 * 60_000;
const DEALER_GATHER_MS = 100;
/** How long the browser waits before coming back after a stream ends (the `retry` field). */
const RETRY_MS = 2_000;
const ADMIN_GATHER_MS = 1_000;
/** How many recent changes a reconnect can be answered from. */
const REMEMBERED = 2_000;
export const EVERYTHING = '*';
/** Kinds only administrators hear: not about any dealer's records (a stored system error). */
const ADMIN_ONLY = new Set(['errors']);

/** What let a stream in: a signed-in session (its token) or an API key (its hash). */
export type StreamCredential = { kind: 'session'; token: string } | { kind: 'key'; hash: string };

type Stream = {
  out: ServerResponse;
  dealerId: string | null; // null: an administrator, who hears every dealer
  credential: StreamCredential;
  pending: Set<string>;
  timer: NodeJS.Timeout | null;
  endsAt: number;
  /** Since when a write has been waiting for the peer to take the buffer ('drain'); null when none. */
  stalledSince: number | null;
};

export type StreamTimings = { heartbeatMs: number; stallMs: number; maxLifetimeMs: number };
const TIMINGS: StreamTimings = {
  heartbeatMs: HEARTBEAT_MS,
  stallMs: STALL_MS,
  maxLifetimeMs: MAX_LIFETIME_MS,
};
type Remembered = { seq: number; dealerId: string; kind: string };

export type EventStreams = ReturnType<typeof createEventStreams>;

export function createEventStreams(freshness: Freshness, timings: StreamTimings = TIMINGS) {
  // Ids are '<this instance's boot>.<sequence>': another instance's id (or a restart's) is a gap.
  const boot = randomBytes(4).toString('hex');
  let seq = 0;
  const recent: Remembered[] = [];
  /** The sequence number before which changes may have gone unheard (the listener was lost). */
  let trustedFrom = 0;
  const byDealer = new Map<string, Set<Stream>>();
  const admins = new Set<Stream>();

  /** Writes unless the stream is over; a write the peer cannot take yet starts its stall clock. */
  const write = (stream: Stream, text: string) => {
    const { out } = stream;
    if (out.writableEnded || out.destroyed) return;
    if (out.write(text) || stream.stalledSince !== null) return;
    stream.stalledSince = Date.now();
    out.once('drain', () => {
      stream.stalledSince = null;
    });
  };
  const send = (stream: Stream, kinds: string[]) => {
    const all = kinds.includes(EVERYTHING) ? [EVERYTHING] : kinds;
    write(stream, `id: ${boot}.${seq}\nevent: change\ndata: ${JSON.stringify({ kinds: all })}\n\n`);
  };
  const flush = (stream: Stream) => {
    stream.timer = null;
    if (!stream.pending.size) return;
    const kinds = [...stream.pending].sort();
    stream.pending.clear();
    send(stream, kinds);
  };
  const queue = (stream: Stream, kind: string) => {
    stream.pending.add(kind);
    stream.timer ??= setTimeout(flush, stream.dealerId ? DEALER_GATHER_MS : ADMIN_GATHER_MS, stream);
  };
  const everyStream = function* () {
    for (const streams of byDealer.values()) yield* streams;
    yield* admins;
  };

  /** Takes the stream out of every list (its closer, run by the socket's 'close', does the same). */
  const forget = (stream: Stream) => {
    if (stream.timer) clearTimeout(stream.timer);
    stream.timer = null;
    if (stream.dealerId) {
      const streams = byDealer.get(stream.dealerId);
      streams?.delete(stream);
      if (streams?.size === 0) byDealer.delete(stream.dealerId);
    } else {
      admins.delete(stream);
    }
  };
  /** Ends a stream: 'revoked' tells the page its credential is gone (it stops reconnecting). */
  const end = (stream: Stream, why: 'lifetime' | 'stalled' | 'revoked' | 'closing') => {
    forget(stream);
    // A peer that takes nothing would hold an ending stream open as long as it held the live one.
    if (stream.stalledSince !== null) return void stream.out.destroy();
    if (why === 'revoked') write(stream, 'event: revoked\ndata: {}\n\n');
    stream.out.end();
  };

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const stream of [...everyStream()]) {
      if (stream.stalledSince !== null && now - stream.stalledSince >= timings.stallMs) {
        end(stream, 'stalled');
      } else if (now >= stream.endsAt) {
        end(stream, 'lifetime');
      } else {
        write(stream, ': ping\n\n');
      }
    }
  }, timings.heartbeatMs);
  heartbeat.unref();

  const stopWatching = freshness.watch({
    changed(change: DataChange) {
      if (!aboutDealerRecords(change)) return;
      const { dealerId, kind } = change;
      seq += 1;
      recent.push({ seq, dealerId, kind });
      if (recent.length > REMEMBERED) recent.splice(0, recent.length - REMEMBERED);
      if (ADMIN_ONLY.has(kind)) {
        for (const stream of admins) queue(stream, kind);
        return;
      }
      if (dealerId === EVERY_DEALER) {
        for (const stream of everyStream()) queue(stream, kind);
        return;
      }
      for (const stream of byDealer.get(dealerId) ?? []) queue(stream, kind);
      for (const stream of admins) queue(stream, kind);
    },
    deaf() {
      seq += 1;
      trustedFrom = seq;
    },
    // Whatever changed while nobody listened is unknown: every open page refetches everything.
    listening() {
      seq += 1;
      trustedFrom = seq;
      for (const stream of everyStream()) queue(stream, EVERYTHING);
    },
  });

  /** What a reconnect missed since its Last-Event-ID: kinds, '*' when unknown, nothing when up to date. */
  function missed(lastEventId: string | undefined, dealerId: string | null): string[] {
    if (!lastEventId) return [];
    const [idBoot, idSeq] = lastEventId.split('.');
    const since = Number(idSeq);
    if (idBoot !== boot || !Number.isSafeInteger(since) || since > seq) return [EVERYTHING];
    const oldestKnown = (recent[0]?.seq ?? seq + 1) - 1;
    if (since < oldestKnown || since < trustedFrom) return [EVERYTHING];
    const kinds = new Set<string>();
    for (const change of recent) {
      if (change.seq <= since) continue;
      if (dealerId !== null && ADMIN_ONLY.has(change.kind)) continue;
      if (dealerId === null || change.dealerId === dealerId || change.dealerId === EVERY_DEALER)
        kinds.add(change.kind);
    }
    return [...kinds].sort();
  }

  return {
    /** Opens a stream on `out` (already answered 200 with the event-stream headers); answers its closer. */
    open(
      out: ServerResponse,
      user: { dealerId: string | null; credential: StreamCredential },
      lastEventId?: string,
    ) {
      const lifetime = timings.maxLifetimeMs * (0.8 + 0.2 * Math.random());
      const stream: Stream = {
        out,
        dealerId: user.dealerId,
        credential: user.credential,
        pending: new Set(),
        timer: null,
        endsAt: Date.now() + lifetime,
        stalledSince: null,
      };
      if (stream.dealerId) {
        const streams = byDealer.get(stream.dealerId) ?? new Set();
        byDealer.set(stream.dealerId, streams);
        streams.add(stream);
      } else {
        admins.add(stream);
      }
      // Tell the browser how soon to come back after a drop, and this stream's place in the sequence.
      write(stream, `retry: ${RETRY_MS}\nid: ${boot}.${seq}\n\n`);
      const gap = missed(lastEventId, stream.dealerId);
      if (gap.length) send(stream, gap);
      return () => forget(stream);
    },
    count: () => admins.size + [...byDealer.values()].reduce((sum, streams) => sum + streams.size, 0),
    /** The credentials of the open streams, each once, with whom each stream was opened for. */
    credentials() {
      const sessions = new Set<string>();
      const keys = new Set<string>();
      for (const { credential } of everyStream()) {
        if (credential.kind === 'session') sessions.add(credential.token);
        else keys.add(credential.hash);
      }
      return { sessions: [...sessions], keys: [...keys] };
    },
    /** Ends (with a `revoked` event) every stream for which `revoked(credential, dealerId)` says so. */
    endRevoked(revoked: (credential: StreamCredential, dealerId: string | null) => boolean) {
      let ended = 0;
      for (const stream of [...everyStream()]) {
        if (!revoked(stream.credential, stream.dealerId)) continue;
        end(stream, 'revoked');
        ended += 1;
      }
      return ended;
    },
    close() {
      clearInterval(heartbeat);
      stopWatching();
      for (const stream of [...everyStream()]) end(stream, 'closing');
      byDealer.clear();
      admins.clear();
    },
  };
}
