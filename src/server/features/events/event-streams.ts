// The server-sent event streams (GET /api/events): one per signed-in user's open app, told which kinds of
// their data changed (never the data: the page refetches what it shows). Fed by the same dealer_data
// notifications as every kept answer (lib/fresh-cache.ts), which every instance hears, so a change made
// on one instance reaches streams on all of them. A dealer hears their own dealer id's changes; an
// administrator every dealer's, gathered for a moment so a busy platform is one event a second, not many.
// Each event has an id; a reconnect's Last-Event-ID replays what it missed from the recent changes kept
// here, or, when the id is older than those (or from another instance, or the listener lost changes
// meanwhile), says '*': refetch everything.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { aboutDealerRecords, type DataChange, EVERY_DEALER } from '../../db/dealer-data-changes.ts';
import type { Freshness } from '../../lib/fresh-cache.ts';

export const HEARTBEAT_MS = 15_000;
const DEALER_GATHER_MS = 100;
const ADMIN_GATHER_MS = 1_000;
/** How many recent changes a reconnect can be answered from. */
const REMEMBERED = 2_000;
export const EVERYTHING = '*';
/** Kinds only administrators hear: not about any dealer's records (a stored system error). */
const ADMIN_ONLY = new Set(['errors']);

type Stream = {
  out: ServerResponse;
  dealerId: string | null; // null: an administrator, who hears every dealer
  pending: Set<string>;
  timer: NodeJS.Timeout | null;
};
type Remembered = { seq: number; dealerId: string; kind: string };

export type EventStreams = ReturnType<typeof createEventStreams>;

export function createEventStreams(freshness: Freshness) {
  // Ids are '<this instance's boot>.<sequence>': another instance's id (or a restart's) is a gap.
  const boot = randomBytes(4).toString('hex');
  let seq = 0;
  const recent: Remembered[] = [];
  /** The sequence number before which changes may have gone unheard (the listener was lost). */
  let trustedFrom = 0;
  const byDealer = new Map<string, Set<Stream>>();
  const admins = new Set<Stream>();

  const send = (stream: Stream, kinds: string[]) => {
    const all = kinds.includes(EVERYTHING) ? [EVERYTHING] : kinds;
    stream.out.write(`id: ${boot}.${seq}\nevent: change\ndata: ${JSON.stringify({ kinds: all })}\n\n`);
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

  const heartbeat = setInterval(() => {
    for (const stream of everyStream()) stream.out.write(': ping\n\n');
  }, HEARTBEAT_MS);
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
    open(out: ServerResponse, user: { dealerId: string | null }, lastEventId?: string) {
      const stream: Stream = { out, dealerId: user.dealerId, pending: new Set(), timer: null };
      if (stream.dealerId) {
        const streams = byDealer.get(stream.dealerId) ?? new Set();
        byDealer.set(stream.dealerId, streams);
        streams.add(stream);
      } else {
        admins.add(stream);
      }
      // Tell the browser how soon to come back after a drop, and this stream's place in the sequence.
      out.write(`retry: 2000\nid: ${boot}.${seq}\n\n`);
      const gap = missed(lastEventId, stream.dealerId);
      if (gap.length) send(stream, gap);
      return () => {
        if (stream.timer) clearTimeout(stream.timer);
        if (stream.dealerId) {
          const streams = byDealer.get(stream.dealerId);
          streams?.delete(stream);
          if (streams?.size === 0) byDealer.delete(stream.dealerId);
        } else {
          admins.delete(stream);
        }
      };
    },
    count: () => admins.size + [...byDealer.values()].reduce((sum, streams) => sum + streams.size, 0),
    close() {
      clearInterval(heartbeat);
      stopWatching();
      for (const stream of everyStream()) {
        if (stream.timer) clearTimeout(stream.timer);
        stream.out.end();
      }
      byDealer.clear();
      admins.clear();
    },
  };
}
