// Whether the server keeps answering while heavy work runs: /healthz asked every 20 ms until the work settles.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Polls `/healthz` until `done` settles: the result, each answer's time and the work's own time, in ms. */
export async function pollHealth<T>(
  app: FastifyInstance,
  done: Promise<T>,
): Promise<{ result: T; polls: number[]; ms: number }> {
  const polls: number[] = [];
  const started = performance.now();
  let finished = false;
  const settled = done.finally(() => {
    finished = true;
  });
  const poller = (async () => {
    while (!finished) {
      const asked = performance.now();
      const res = await app.inject('/healthz');
      expect(res.statusCode).toBe(200);
      polls.push(performance.now() - asked);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const result = await settled;
  const ms = performance.now() - started;
  await poller;
  return { result, polls, ms };
}
