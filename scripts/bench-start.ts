// `npm run bench:start`: how quickly the app reopens an existing embedded database (PGlite, the default) and
// how much memory it holds, each beside its floor measured in the same run: PGlite alone opening the same
// data folder in a process of its own. Reopen is from spawning the process to the first answer of /healthz;
// idle RSS is read once start-up work is over, and again after typical work (a dealer uploads two documents,
// a customer signs and submits them, the set is sealed) and a pause. Goals: reopen < 2 s, idle RSS < 350 MB.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import {
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  sleep,
  startServer,
} from './lib/signing-harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const GOAL = { reopenMs: 2000, idleRssMb: 350 };
const root = path.resolve(import.meta.dirname, '..');

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** PGlite alone: opens the app's data folder, answers one query, and reports its time and memory. */
async function pgliteAlone(dataDir: string) {
  const code = `
    const started = performance.now();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))});
    await db.query('select 1');
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, ${SETTLE_MS}));
    console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss / 1048576 }));
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as { ms: number; rss: number };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-start-'));
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_SECRET: 'start-secret-start-secret-start-secret-01',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
  };
  try {
    // First start: creates the database, runs the migrations, generates the sealing certificate.
    await stop(await startServer(env, base, 120_000));
    const reopen: number[] = [];
    const idle: number[] = [];
    const floor: { ms: number; rss: number }[] = [];
    let afterWork = 0;
    for (let run = 0; run < RUNS; run++) {
      floor.push(await pgliteAlone(dataDir));
      const started = performance.now();
      const server = await startServer(env, base, 120_000, 25);
      reopen.push(performance.now() - started);
      await sleep(SETTLE_MS);
      idle.push(rssMb(server.pid!));
      if (run === RUNS - 1) {
        const dealer = await setUpDealer(base, sink.port);
        const customer = await newSignedRequest(base, dealer, sink.messages);
        const res = await fetch(`${base}/api/sign/${customer.token}/submit`, {
          method: 'POST',
          headers: { origin: base, 'x-forwarded-for': customer.ip },
        });
        if (!res.ok) throw new Error(`submit answered ${res.status}`);
        await sleep(SETTLE_MS * 2);
        afterWork = rssMb(server.pid!);
      }
      await stop(server);
    }
    const floorMs = median(floor.map((f) => f.ms));
    const floorRss = median(floor.map((f) => f.rss));
    console.log(
      `Embedded database (PGlite), ${RUNS} reopens; the machine may be shared, so read each figure beside its floor.`,
    );
    console.log('| measure | app | floor (PGlite alone, same data folder) | goal |');
    console.log('| --- | --- | --- | --- |');
    console.log(
      `| reopen to first /healthz (median) | ${median(reopen).toFixed(0)} ms (runs ${reopen.map((r) => r.toFixed(0)).join(', ')}) | ${floorMs.toFixed(0)} ms | < ${GOAL.reopenMs} ms |`,
    );
    console.log(
      `| idle RSS, ${SETTLE_MS / 1000} s after start (median) | ${median(idle).toFixed(0)} MB | ${floorRss.toFixed(0)} MB | < ${GOAL.idleRssMb} MB |`,
    );
    console.log(
      `| RSS after uploading 2 documents, signing and sealing a set | ${afterWork.toFixed(0)} MB | | |`,
    );
    if (median(reopen) > GOAL.reopenMs || median(idle) > GOAL.idleRssMb) process.exitCode = 1;
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
