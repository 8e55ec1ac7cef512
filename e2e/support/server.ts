import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { TEST_NODE_FLAGS } from '../../src/server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void>; output(): string };

/** The servers this journey has started and not stopped: a failed test prints their logs (failure-log.ts). */
export const runningServers = new Set<RunningServer>();

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

/** The administrator the journeys that need one sign in as. */
export const ADMIN = { email: 'ops@docs2sign.test', password: 'an admin password' };

/**
 * A data directory for one journey's server: a copy of the run's started-once template
 * (global-setup.ts) inside the test runner, an empty one elsewhere (the template itself).
 */
export function newDataDir(template = inTestRunner() ? inject('e2eDataTemplate') : undefined): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-e2e-'));
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * A data directory whose ADMIN was made from the command line before any server starts, as an operator
 * would: a copy of the run's template where that was done once (global-setup.ts), made here elsewhere.
 */
export async function newDataDirWithAdmin(): Promise<string> {
  const template = inTestRunner() ? inject('e2eAdminDataTemplate') : undefined;
  if (template) return newDataDir(template);
  const dir = newDataDir();
  await createAdministrator(dir);
  return dir;
}

/** `npm run admin:create` for ADMIN in a data directory no server has open. */
export function createAdministrator(dataDir: string) {
  return runScript('scripts/admin-create.ts', ['--email', ADMIN.email, '--password', ADMIN.password], {
    DATA_DIR: dataDir,
  });
}

const inTestRunner = () => Boolean(process.env.VITEST_WORKER_ID);

/** Runs an npm script's entry file the way `npm run` does, on this Node. */
export function runScript(file: string, args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [...TEST_NODE_FLAGS, path.join(root, file), ...args], {
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
  const child: ChildProcess = spawn(process.execPath, [...TEST_NODE_FLAGS, 'src/server/main.ts'], {
    cwd: root,
    // The journeys' business mail server and webhook receiver are in-process ones on 127.0.0.1: allowed as
    // an operator's relay and a test system's receiver.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_ALLOW_PRIVATE_HOSTS: 'true',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
      // The one-time code before signing a credit agreement: the journeys that are about it turn it on.
      SIGNING_CODE_DEFAULT: 'off',
      // Background threads at the server's own priority, as npm test sets them (scripts/test-all.ts) for a
      // journey run on its own too: beside the other test processes a lowered thread is starved (a seal, a
      // page's drawing that a journey waits a minute for, OCR).
      SEAL_THREAD_NICE: process.env.SEAL_THREAD_NICE ?? '0',
      PAGE_IMAGES_NICE: process.env.PAGE_IMAGES_NICE ?? '0',
      OCR_NICE: process.env.OCR_NICE ?? '0',
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
  const server: RunningServer = {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      runningServers.delete(server);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
  runningServers.add(server);
  return server;
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
