// `npm run bench:scale`: 100 customers submitting signed two-document sets at the same moment, on PostgreSQL
// and an S3 store, in the same run:
// 1. against one app instance with the whole machine: each submit's answer time (p50, p95), how long after
//    the first submit every set was sealed (each sealed file then checked by pdfsig), /healthz meanwhile;
// 2. against one instance with half the machine's processors, then two instances with a half each (taskset),
//    as two machines of that size would be: the sealing throughput of two beside one. On one machine two
//    instances can only seal faster than one while one leaves the processors idle, so round 1's instance,
//    which uses them all, is no measure of what a second machine adds.
// Each beside its floor from the same run: a lone submit, a lone set's seal (warm: one set is sealed first),
// /healthz with nothing else to do. Goals: p95 answer < 1 s, every set sealed and valid within 10 s,
// /healthz p99 < 50 ms (round 1), two instances ≥ 1.7× one (round 2). Needs TEST_DATABASE_URL or
// DATABASE_URL (a server to create a scratch database on) and at least two processors; S3 is the in-repo
// test server unless STORAGE_URL (with S3_ENDPOINT and credentials) names another.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { S3RVER_CREDENTIALS } from '../src/server/test/s3-server.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { benchServerEnv, PERSON_LIMITS_AWAY } from './lib/bench-server.ts';
import { checkSealed, probeHealth, quantile as q, type Round, submitAll } from './lib/scale-round.ts';
import {
  type Customer,
  createDatabase,
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  startServer,
} from './lib/signing-harness.ts';

const SETS = Number(process.env.BENCH_SETS ?? 100);
const GOAL = { p95Ms: 1000, sealedMs: 10_000, healthP99Ms: 50, twoOverOne: 1.7 };
const cores = os.availableParallelism();
/** Round 2's two halves of the processors, as taskset lists ("0" and "1" on two cores). */
const half = Math.floor(cores / 2);
const span = (from: number) => (half === 1 ? `${from}` : `${from}-${from + half - 1}`);
const halves = [span(0), span(half)] as const;

async function main() {
  if (cores < 2) throw new Error('bench:scale needs at least two processors (one for each instance)');
  const database = await createDatabase(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (!database) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to bench on.');
    process.exit(2);
  }
  const s3 = process.env.STORAGE_URL ? undefined : await startS3Process('docs2sign-scale');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-scale-'));
  // The servers' logs (errors unless BENCH_LOG_LEVEL says otherwise), kept when anything was logged.
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-scale-logs-'));
  // The customers' links are read from their mail while the sets are prepared; after that, the mail the
  // seals send is received (a real SMTP conversation) but not parsed in this process.
  let preparing = true;
  const sink = await startSmtpSink({ auth: SMTP_LOGIN, keep: () => preparing });
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const env = (port: number) =>
    benchServerEnv(port, {
      APP_URL: bases[0],
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ...PERSON_LIMITS_AWAY,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      TRUST_PROXY: 'true',
      REMINDER_DAYS: '0',
      ...(s3 && {
        STORAGE_URL: `s3://${s3.bucket}/files`,
        S3_ENDPOINT: s3.endpoint,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      }),
    });
  const servers = new Set<ChildProcess>();
  let started = 0;
  const start = async (i: 0 | 1, cpus?: string) => {
    const log = path.join(logDir, `server-${++started}${cpus ? `-cpus-${cpus}` : ''}.log`);
    const server = await startServer(env(ports[i]!), bases[i]!, 60_000, 200, { cpus, log });
    servers.add(server);
    return server;
  };
  const stop = (server: ChildProcess) => {
    servers.delete(server);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    return exited;
  };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const whole = await start(0);
    const dealer = await setUpDealer(bases[0]!, sink.port, undefined, env(0).APP_SECRET);
    console.log(`Preparing ${SETS * 3 + 2} signed two-document sets…`);
    const sets: Customer[] = [];
    for (let i = 0; i < SETS * 3 + 2; i++)
      sets.push(await newSignedRequest(bases[0]!, dealer, sink.messages));
    preparing = false;
    const [warm, alone, ...rest] = sets as [Customer, Customer, ...Customer[]];
    const round = (n: number) => rest.slice(n * SETS, (n + 1) * SETS);

    // Floors, same run: /healthz with nothing else to do, and one set submitted and sealed on its own, after
    // one more was (its seal thread started, its certificate loaded: the state of a server at work).
    const idleHealth = await probeHealth(bases[0]!, 2000);
    await submitAll([warm], [bases[0]!], client);
    const lone = await submitAll([alone], [bases[0]!], client);
    const one = await submitAll(round(0), [bases[0]!], client);
    // Round 2: the same instance again on half the processors, then a second one on the other half.
    await stop(whole);
    await start(0, halves[0]);
    const halfOne = await submitAll(round(1), [bases[0]!], client);
    await start(1, halves[1]);
    const halfTwo = await submitAll(round(2), bases, client);
    const invalid = await checkSealed(bases[0]!, dealer, [alone, ...rest]);

    const ms = (t: number) => `${Math.round(t)} ms`;
    const row = (what: string, r: Round) =>
      `| ${what} | ${ms(q(r.answers, 0.5))} | ${ms(q(r.answers, 0.95))} | ${ms(r.sealedMs)} | ${ms(q(r.health, 0.99))} | ${r.rate.toFixed(1)} |`;
    const loneSeal = lone.sealedMs;
    console.log(
      `\n${SETS} customers submitting at once; PostgreSQL + ${s3 ? 'the in-repo S3 test server' : process.env.STORAGE_URL}; ${cores} processors, shared with other work, so read each figure beside its floor.`,
    );
    console.log(
      '| instances | answer p50 | answer p95 | all sealed after | /healthz p99 during | sets sealed/s |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(row(`1, all ${cores} processors`, one));
    console.log(row(`1, processors ${halves[0]}`, halfOne));
    console.log(row(`2, processors ${halves[0]} and ${halves[1]}`, halfTwo));
    console.log(
      `| floor | ${ms(lone.answers[0]!)} (one submit alone) | | ${ms((loneSeal * SETS) / cores)} (one set's seal, ${ms(loneSeal)}, × ${SETS} / ${cores} processors) | ${ms(q(idleHealth, 0.99))} (idle) | ${(1000 / loneSeal).toFixed(1)} per set in series |`,
    );
    const ratio = halfTwo.rate / halfOne.rate;
    console.log(
      `\nTwo instances / one, each on ${half} processor(s): ${ratio.toFixed(2)}× (goal ≥ ${GOAL.twoOverOne}×)`,
    );
    console.log(`Sealed files pdfsig does not validate: ${invalid} of ${(sets.length - 1) * 2}`);
    const missed = [
      q(one.answers, 0.95) > GOAL.p95Ms && 'p95 answer',
      one.sealedMs > GOAL.sealedMs && 'all sealed',
      q(one.health, 0.99) > GOAL.healthP99Ms && '/healthz p99',
      ratio < GOAL.twoOverOne && 'two instances',
      invalid > 0 && 'valid seals',
    ].filter(Boolean);
    if (missed.length > 0) {
      console.log(`Missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
    await Promise.all([...servers].map(stop));
    await sink.close();
    await s3?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    const logged = readdirSync(logDir).filter((f) => statSync(path.join(logDir, f)).size > 0);
    if (logged.length > 0) console.log(`Server logs: ${logDir} (${logged.join(', ')})`);
    else rmSync(logDir, { recursive: true, force: true });
  }
}

/** The in-repo S3 test server, in a process of its own (scripts/lib/s3-server-process.ts). */
async function startS3Process(bucket: string) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib/s3-server-process.ts'), bucket],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { endpoint } = JSON.parse(line) as { endpoint: string };
  return {
    endpoint,
    bucket,
    close: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

await main();
