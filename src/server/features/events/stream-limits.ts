// How many event streams may be open at once (docs/decisions/0002-event-stream-caps.md). Each open stream
// holds a socket, and so a file descriptor, for as long as it lives: without caps one session held 19,953
// of them, the process reached its open-file limit and every tenant's sign-in, downloads and /healthz
// failed. A stream is counted when it opens and released once when it closes, however it closes (the
// client leaving, the server ending it, an error); a refused one is answered at once and holds nothing.

/**
 * Per signed-in session or API key. One browser tab holds one stream; five covers a person with several
 * tabs open (and a stream or two from a laptop that slept, not yet noticed gone), and no more.
 */
export const MAX_STREAMS_PER_SESSION = 5;
/**
 * Per client address (behind the proxy, the address it reports). A showroom's staff share one public
 * address: fifty is ten people with five tabs each, or twenty-five with two. Also what stops one dealer
 * from signing in again and again to gather many sessions' worth of streams.
 */
export const MAX_STREAMS_PER_ADDRESS = 50;
/**
 * Per server process, whoever asks: the process may open 20,000 files here (ulimit -n), and requests,
 * database connections, uploads and downloads need theirs. Past this, live updates wait; pages still work.
 */
export const MAX_STREAMS_PER_INSTANCE = 5_000;

export type StreamLimitValues = { perSession: number; perAddress: number; perInstance: number };
const LIMITS: StreamLimitValues = {
  perSession: MAX_STREAMS_PER_SESSION,
  perAddress: MAX_STREAMS_PER_ADDRESS,
  perInstance: MAX_STREAMS_PER_INSTANCE,
};

export const TOO_MANY_FOR_SESSION =
  'Too many live-update connections are open for this session; close another tab and try again';
export const TOO_MANY_FOR_ADDRESS =
  'Too many live-update connections are open from your network; close some tabs and try again';
export const TOO_MANY_ON_SERVER =
  'The server has too many live-update connections open right now; the page still works, and live updates will come back shortly';

export type StreamSlot = { release(): void };
export type Refusal = { status: 429 | 503; message: string; code: string };

export function createStreamLimits(limits: StreamLimitValues = LIMITS) {
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let total = 0;

  const add = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  return {
    /** A slot for a stream of this session (or key) from this address, or why there is none. */
    acquire(session: string, address: string): StreamSlot | Refusal {
      if ((bySession.get(session) ?? 0) >= limits.perSession) {
        return { status: 429, message: TOO_MANY_FOR_SESSION, code: 'TOO_MANY_STREAMS' };
      }
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) {
        return { status: 429, message: TOO_MANY_FOR_ADDRESS, code: 'TOO_MANY_STREAMS' };
      }
      if (total >= limits.perInstance) {
        return { status: 503, message: TOO_MANY_ON_SERVER, code: 'TOO_MANY_STREAMS' };
      }
      add(bySession, session, 1);
      add(byAddress, address, 1);
      total += 1;
      let released = false;
      return {
        // Called from every way a stream can end; only the first counts.
        release() {
          if (released) return;
          released = true;
          add(bySession, session, -1);
          add(byAddress, address, -1);
          total -= 1;
        },
      };
    },
    /** How many slots are held: in all, and by how many sessions and addresses. */
    held: () => ({ total, sessions: bySession.size, addresses: byAddress.size }),
  };
}

export const isRefusal = (answer: StreamSlot | Refusal): answer is Refusal => 'status' in answer;
