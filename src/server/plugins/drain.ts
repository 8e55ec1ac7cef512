// A stop that loses nothing (SIGTERM from an orchestrator, one instance of a rolling upgrade): the server
// keeps listening while it drains, so a request arriving then gets a plain 503 with Retry-After that a
// load balancer or the app's own retry understands, instead of a refused connection; the requests under
// way finish; then the app closes (the job queue's graceful stop lets a seal in progress finish, and one
// that outlives it returns to the queue for another instance or the next start).
import type { FastifyInstance } from 'fastify';

/** Seconds a refused caller is told to wait: about as long as a restart, or another instance's turn. */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

// The live-update streams stay open for as long as a page does; the app's close ends them (events feature).
const LONG_LIVED = /^\/api\/events(\/|\?|$)/;

export type Drain = {
  /** Refuses new requests from now on and waits (at most `maxMs`) for those under way; answers how many were left. */
  drain(maxMs: number): Promise<number>;
  readonly draining: boolean;
};

export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return reply
        .status(503)
        .header('retry-after', String(DRAIN_RETRY_AFTER_SECONDS))
        .header('connection', 'close')
        .send({
          message: 'This server is restarting. Please try again in a few seconds.',
          code: 'RESTARTING',
        });
    }
    if (LONG_LIVED.test(request.url)) return;
    inFlight += 1;
    // 'close' comes however the answer ends (sent, hijacked and finished, the client gone).
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
  });

  return {
    get draining() {
      return draining;
    },
    async drain(maxMs) {
      draining = true;
      if (inFlight === 0) return 0;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      return inFlight;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The stop that drains first (serve.ts on SIGTERM). */
    drain: Drain;
  }
}
