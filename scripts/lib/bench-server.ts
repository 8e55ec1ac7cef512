// The server a bench measures, run as operators run it (`node src/server/main.ts`, production mode) on
// 127.0.0.1, and the bare Fastify route some benches set it beside: one environment and one start for all.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The benches' servers' secret: a fixed one, so that a bench's data directory serves its next run too. */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/** One session makes thousands of calls a second in a bench: the per-person limits scaled out of the way. */
export const PERSON_LIMITS_AWAY = { PERSON_LIMIT_SCALE: '10000' };

/**
 * The environment of a bench's server on 127.0.0.1:`port` (its APP_URL too): this process's own, then
 * production mode, warnings and errors only, and the bench secret. `more` adds to it or replaces any of it.
 */
export function benchServerEnv(port: number, more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    APP_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...more,
  };
}

/**
 * Starts `node <args>` in the checkout with `env` and answers once `probe`, a path on env's PORT, answers
 * 200. It fails if the process ends first or is not ready within `startMs`. Its log (stdout) is dropped
 * unless `stdout` is 'inherit'; its errors always reach this terminal.
 */
export async function startBenchServer(
  env: NodeJS.ProcessEnv,
  options: { args?: string[]; probe?: string; stdout?: 'ignore' | 'inherit'; startMs?: number } = {},
): Promise<ChildProcess> {
  const { args = ['src/server/main.ts'], probe = '/healthz', stdout = 'ignore', startMs = 120_000 } = options;
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', stdout, 'inherit'] });
  const url = `http://127.0.0.1:${env.PORT}${probe}`;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${args.join(' ')} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not answer ${probe} within ${startMs / 1000} s`);
}

/** The yardstick: Fastify answering a constant with nothing behind it (scripts/bench/bare-server.ts). */
export const startBareServer = (port: number) =>
  startBenchServer(benchServerEnv(port), { args: ['scripts/bench/bare-server.ts'], probe: '/bare' });

/** Signs in on the bench's server; answers the session cookie, ready for a `cookie` header. */
export async function benchSignIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
