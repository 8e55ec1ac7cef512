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

/** The 99th percentile of polls, in ms. */
export function p99(polls: number[]): number {
  const sorted = [...polls].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

/**
 * The floor beside which a held server is judged: /healthz's p99 over `ms` with nothing else running in
 * the app. On a loaded machine an idle server's answers wait for a core too (tens of milliseconds in CI);
 * a held one waits for the work, seconds.
 */
export async function idleHealthP99(app: FastifyInstance, ms = 1000): Promise<number> {
  const { polls } = await pollHealth(app, new Promise((r) => setTimeout(r, ms)));
  return p99(polls);
}
