// `npm run bench:start`: how quickly the app reopens an existing embedded database (PGlite, the default) and
// how much memory it holds, each beside its floor measured in the same run: PGlite alone opening the same
// data folder in a process of its own. Reopen is from spawning the process to the first answer of /healthz;
// idle RSS is read once start-up work is over, and again after typical work (a dealer uploads two documents,
// a customer signs and submits them, the set is sealed) and a pause. Goals: reopen < 2 s, idle RSS < 350 MB.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGLITE_START_PARAMS } from '../src/server/db/client.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { benchServerEnv } from './lib/bench-server.ts';
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
/** CPU time (user + system) the process has used so far, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

type Opened = { ms: number; cpu: number; rss: number };

/**
 * PGlite alone: opens the app's data folder, answers one query, and reports its time and memory. With the
 * app's engine settings (db/client.ts: a 16 MB buffer pool), or PGlite's own (`startParams` undefined).
 */
async function pgliteAlone(dataDir: string, startParams?: string[]) {
  const code = `
    const started = performance.now();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))}, {
      startParams: ${JSON.stringify(startParams)},
    });
    await db.query('select 1');
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage();
    await new Promise((r) => setTimeout(r, ${SETTLE_MS}));
    console.log(JSON.stringify({ ms, cpu: (user + system) / 1000, rss: process.memoryUsage().rss / 1048576 }));
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as Opened;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-start-'));
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
  });
  try {
    // First start: creates the database, runs the migrations, generates the sealing certificate.
    await stop(await startServer(env, base, 120_000));
    const app: Opened[] = [];
    const floor: Opened[] = [];
    const pgliteDefaults: Opened[] = [];
    let afterWork = 0;
    for (let run = 0; run < RUNS; run++) {
      pgliteDefaults.push(await pgliteAlone(dataDir));
      floor.push(await pgliteAlone(dataDir, PGLITE_START_PARAMS));
      const started = performance.now();
      const server = await startServer(env, base, 120_000, 25);
      const ms = performance.now() - started;
      const cpu = cpuMs(server.pid!);
      await sleep(SETTLE_MS);
      app.push({ ms, cpu, rss: rssMb(server.pid!) });
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
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const row = (measure: string, of: (o: Opened) => number, unit: string, goal: string) => {
      const runs = app.map(of);
      console.log(
        `| ${measure} | ${median(runs).toFixed(0)} ${unit} (runs ${runs.map((r) => r.toFixed(0)).join(', ')}) | ${median(floor.map(of)).toFixed(0)} ${unit} | ${median(pgliteDefaults.map(of)).toFixed(0)} ${unit} | ${goal} |`,
      );
    };
    console.log(
      `Embedded database (PGlite), ${RUNS} reopens, load average ${load} at the end; the machine may be shared, so read each figure beside its floor.`,
    );
    console.log(
      "| measure (median) | app | floor: PGlite alone, same data folder, the app's settings | PGlite alone, its own settings | goal |",
    );
    console.log('| --- | --- | --- | --- | --- |');
    row('reopen to first /healthz', (o) => o.ms, 'ms', `< ${GOAL.reopenMs} ms`);
    row('CPU time until then (user + system)', (o) => o.cpu, 'ms', '');
    row(`idle RSS, ${SETTLE_MS / 1000} s after start`, (o) => o.rss, 'MB', `< ${GOAL.idleRssMb} MB`);
    console.log(
      `| RSS after uploading 2 documents, signing and sealing a set | ${afterWork.toFixed(0)} MB | | | |`,
    );
    const reopen = app.map((o) => o.ms);
    const idle = app.map((o) => o.rss);
    if (median(reopen) > GOAL.reopenMs || median(idle) > GOAL.idleRssMb) process.exitCode = 1;
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
