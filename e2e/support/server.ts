import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void>; output(): string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A data directory for one journey's server: a copy of the run's started-once template
 * (global-setup.ts) inside the test runner, an empty one elsewhere (the template itself).
 */
export function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-e2e-'));
  const template = process.env.VITEST_WORKER_ID ? inject('e2eDataTemplate') : undefined;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** Runs an npm script's entry file the way `npm run` does, on this Node. */
export function runScript(file: string, args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [path.join(root, file), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}

/** The real server (`npm start`'s entry point) on the embedded database in a fresh data directory. */
export async function startServer(
  dataDir = newDataDir(),
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    // The journeys' business mail server is an in-process one on 127.0.0.1: allowed as an operator's relay.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_ALLOW_PRIVATE_HOSTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  // A fresh embedded database is created and migrated first: on a busy 2-core machine that takes a minute.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
