// The dealer's busiest reads (the dashboard's counters, the first page of customers), kept as finished
// answers: JSON bytes, and their brotli and gzip forms made once, on first need. A dealer's answers are
// dropped the moment the database says that dealer's data changed (db/dealer-data-changes.ts, from every
// instance and every writer; this instance's own writes are heard before they answer, so a list read
// straight after a change here is never the old one). While changes cannot be heard, nothing is kept.
// It hears them through the app's freshness rule (fresh-cache.ts); its own store stays here because it
// keeps bytes and their compressed forms under a memory budget, which the general helper does not.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { aboutDealerRecords, type DataChange, EVERY_DEALER } from '../../db/dealer-data-changes.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A backstop only: a change is heard within milliseconds, so an answer is never kept this long stale. */
const KEEP_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;

export type FreshAnswer = { json: string; link?: string };
type Answer = { json: Buffer; link?: string; br?: Promise<Buffer>; gzip?: Promise<Buffer>; until: number };
type DealerAnswers = { generation: number; answers: Map<string, Answer> };

export type DealerAnswerCache = ReturnType<typeof createDealerAnswerCache>;

export function createDealerAnswerCache() {
  const dealers = new Map<string, DealerAnswers>();
  let listening = false;
  let epoch = 0;
  let bytes = 0;

  const sizeOf = (answers: Map<string, Answer>) => {
    let size = 0;
    for (const answer of answers.values()) size += weight(answer);
    return size;
  };
  const drop = (dealerId: string) => {
    const state = dealers.get(dealerId);
    if (!state) return;
    state.generation += 1;
    bytes -= sizeOf(state.answers);
    state.answers.clear();
    dealers.delete(dealerId);
  };
  const dropAll = () => {
    for (const state of dealers.values()) state.generation += 1;
    dealers.clear();
    bytes = 0;
    epoch += 1;
  };
  const stateOf = (dealerId: string) => {
    let state = dealers.get(dealerId);
    if (state) {
      // Most recently used last: eviction takes from the front.
      dealers.delete(dealerId);
    } else {
      state = { generation: 0, answers: new Map() };
    }
    dealers.set(dealerId, state);
    return state;
  };
  const makeRoom = () => {
    for (const dealerId of dealers.keys()) {
      if (bytes <= MAX_BYTES) return;
      drop(dealerId);
    }
  };

  /** Answers from the kept bytes, or runs `fresh` and keeps what it wrote unless a change came meanwhile. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    dealerId: string,
    key: string,
    fresh: () => Promise<FreshAnswer>,
  ) {
    const state = stateOf(dealerId);
    let answer = state.answers.get(key);
    if (!answer || answer.until < Date.now()) {
      const started = { generation: state.generation, epoch };
      const made = await fresh();
      answer = { json: Buffer.from(made.json), link: made.link, until: Date.now() + KEEP_MS };
      if (listening && started.epoch === epoch && started.generation === state.generation) {
        const previous = state.answers.get(key);
        if (previous) bytes -= weight(previous);
        state.answers.set(key, answer);
        bytes += weight(answer);
        makeRoom();
      }
    }
    return sendAnswer(request, reply, answer);
  }

  return {
    send,
    /** A dealer's data changed (or every dealer's: EVERY_DEALER). */
    changed(change: DataChange) {
      if (!aboutDealerRecords(change)) return;
      const { dealerId } = change;
      if (dealerId === EVERY_DEALER) dropAll();
      else drop(dealerId);
    },
    /** Changes are heard from now on (and any made before may have been missed). */
    listening() {
      dropAll();
      listening = true;
    },
    /** Changes may go unheard: keep nothing until `listening` again. */
    deaf() {
      listening = false;
      dropAll();
    },
  };
}

/** An answer's share of MAX_BYTES: its JSON and, roughly, the compressed forms made beside it. */
const weight = (answer: Answer) => answer.json.length * 1.3;

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.link) reply.header('link', answer.link);
  // Small answers go as they are, whatever was asked, like the compression plugin's 1 KB threshold.
  if (answer.json.length <= 1024) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  answer[encoding] ??= encoding === 'br' ? brotliOf(answer.json) : gzipAsync(answer.json);
  return answer[encoding].then((body) => reply.header('content-encoding', encoding).send(body));
}

// Made once per answer, so worth a better quality than the per-answer compression's 4.
const brotliOf = (json: Buffer) => brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });

function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = accept
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'));
  const allows = (name: string) =>
    offered.some(
      ([coding, ...params]) => coding === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)),
    );
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}
