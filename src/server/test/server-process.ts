// The server as operators run it (`node src/server/main.ts`), in a child process: for tests of what only a
// real process shows (a signal, a stop with requests under way, two releases side by side). `root` is a
// checkout of the code to run: this one, or an earlier release's (test/earlier-release.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const THIS_CHECKOUT = path.resolve(import.meta.dirname, '../../..');

/**
 * Node's flags for the test runs' server processes: V8 runs WebAssembly with its baseline compiler only.
 * By default a process that opens the embedded database (PGlite) also optimises the whole engine in the
 * background, some 2 s of processor time and 500 MB of memory a process, which a server living seconds to
 * minutes never earns back. What the server does is the same either way (docs/decisions/0110-*.md).
 */
export const TEST_NODE_FLAGS = ['--liftoff-only'];

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote so far (its log), for assertions and for a failure's message. */
  output(): string;
  /** Its exit code once it has ended (a signal's end answers null). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the end (SIGKILL after `killAfterMs`). */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server of `root` and waits until its /healthz answers 200 (at most `readyMs`). */
export async function startServerProcess(options: {
  env: Record<string, string>;
  root?: string;
  port?: number;
  readyMs?: number;
}): Promise<ServerProcess> {
  const root = options.root ?? THIS_CHECKOUT;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      SEAL_THREAD_NICE: '0',
      OCR_NICE: '0',
      PAGE_IMAGES_NICE: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      // A signal's end gives no code: said in the output, which a failed test prints.
      if (signal) output += `\n[ended by ${signal} at ${new Date().toISOString()}]`;
      resolve(code);
    }),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  // An earlier release on the embedded engine migrates its empty database first: past 90 s on a CI host
  // running three database suites beside it (7 December). A server that never answers still fails.
  const deadline = Date.now() + (options.readyMs ?? 180_000);
  for (;;) {
    if (ended) throw new Error(`the server of ${root} ended before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server of ${root} was not ready in time:\n${output}`);
    }
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM', killAfterMs = 45_000) => {
      if (!ended) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
