// npm run bench:scaling — the measure behind docs/decisions/0016-scaling-out.md, in under 5 minutes:
// 1. the seal's cost at 1, 2 and 4 sealing threads, each run under taskset on that many of this machine's
//    processors (at most all of them): sets sealed a second and CPU time a set;
// 2. one instance on PostgreSQL and S3 (the in-repo S3 server in a process of its own unless STORAGE_URL
//    names one), counted by scripts/lib/count-io.ts: the statements and connection time, and the S3
//    requests and their time, of one signing (a request sent and signed, then submitted and sealed);
// 3. a model of the signings an hour 1, 2, 4 and 8 instances of SCALING_CORES processors each (default:
//    this machine's) would seal, bounded by each resource in turn, with the first bottleneck named.
// On a larger machine the scaling test is this one command. Needs TEST_DATABASE_URL or DATABASE_URL.
// SCALING_DB_CORES (default 4) is the database server's processors; PostgreSQL's max_connections is read.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { S3RVER_CREDENTIALS } from '../src/server/test/s3-server.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { benchServerEnv, PERSON_LIMITS_AWAY, startBenchServer } from './lib/bench-server.ts';
import {
  type Customer,
  createDatabase,
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  sleep,
} from './lib/signing-harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const cores = os.availableParallelism();
const TARGET_CORES = Number(process.env.SCALING_CORES ?? cores);
const DB_CORES = Number(process.env.SCALING_DB_CORES ?? 4);
const SETS = Number(process.env.SCALING_SETS ?? 12);
/** Connections one instance opens: its pool (DATABASE_POOL_SIZE), the job queue's 3, the ping and the listener. */
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const PER_INSTANCE_CONNECTIONS = POOL + 3 + 1 + 1;
/** S3's documented rate per key prefix: 3,500 writes a second (reads 5,500); the files share one prefix. */
const S3_REQUESTS_PER_SECOND = 3500;
/** The S3 client's sockets per instance (the SDK's default). */
const S3_SOCKETS = 50;

type SealRun = { threads: number; cpus: string; setsPerSecond: number; cpuMsPerSet: number };

function sealThroughput(threads: number): SealRun {
  const used = Math.min(threads, cores);
  const cpus = used === 1 ? '0' : `0-${used - 1}`;
  const out = execFileSync(
    'taskset',
    ['-c', cpus, process.execPath, 'scripts/lib/seal-throughput.ts', String(threads), String(8 * threads)],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  const line = JSON.parse(out.trim().split('\n').at(-1)!) as Omit<SealRun, 'cpus'>;
  return { ...line, cpus };
}

async function startS3(bucket: string) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/lib/s3-server-process.ts'), bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, ...(JSON.parse(line) as { endpoint: string; bucket: string }) };
}

type Io = { statements: number; databaseMs: number; s3Requests: number; s3Ms: number };

/** One signing's database and S3 work on one instance: the sets sent and signed, then submitted and sealed. */
async function ioOfOneSigning() {
  const database = await createDatabase(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (!database) throw new Error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server.');
  const s3 = process.env.STORAGE_URL ? undefined : await startS3('docs2sign-scaling');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-scaling-'));
  const counts = path.join(dataDir, 'io.json');
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The server with its statements and S3 requests counted (scripts/lib/count-io.ts, into IO_COUNTS).
  const server = await startBenchServer(
    benchServerEnv(port, {
      // The harness's dealer sends through an SMTP sink on 127.0.0.1, which production refuses.
      SMTP_ALLOW_PRIVATE_HOSTS: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ...PERSON_LIMITS_AWAY,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      REMINDER_DAYS: '0',
      SIGNING_CODE_DEFAULT: 'off',
      IO_COUNTS: counts,
      ...(s3 && {
        STORAGE_URL: `s3://${s3.bucket}/files`,
        S3_ENDPOINT: s3.endpoint,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      }),
    }),
    { args: ['--import', './scripts/lib/count-io.ts', 'src/server/main.ts'] },
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const read = async (): Promise<Io> => {
    await sleep(250);
    return existsSync(counts)
      ? (JSON.parse(readFileSync(counts, 'utf8')) as Io)
      : { statements: 0, databaseMs: 0, s3Requests: 0, s3Ms: 0 };
  };
  try {
    const dealer = await setUpDealer(base, sink.port);
    // One set first: the page images, the seal thread and the mail templates are ready after it.
    const warm = await newSignedRequest(base, dealer, sink.messages);
    await submitAndSeal([warm], base, client);
    const { rows } = await client.query<{ max_connections: string }>('show max_connections');
    const before = await read();
    const sets: Customer[] = [];
    for (let i = 0; i < SETS; i++) sets.push(await newSignedRequest(base, dealer, sink.messages));
    await submitAndSeal(sets, base, client);
    const after = await read();
    const per = (key: keyof Io) => (after[key] - before[key]) / SETS;
    return {
      statements: per('statements'),
      databaseMs: per('databaseMs'),
      s3Requests: per('s3Requests'),
      s3Ms: per('s3Ms'),
      maxConnections: Number(rows[0]!.max_connections),
      s3: s3 ? 'the in-repo S3 server on this machine' : `${process.env.STORAGE_URL}`,
    };
  } finally {
    await client.end();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    s3?.child.kill('SIGTERM');
    await sink.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function submitAndSeal(sets: Customer[], base: string, client: pg.Client) {
  for (const set of sets) {
    const res = await fetch(`${base}/api/sign/${set.token}/submit`, {
      method: 'POST',
      headers: { origin: base, 'x-forwarded-for': set.ip },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`submit answered ${res.status}`);
  }
  const ids = sets.map((s) => s.requestId);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from signing_requests where id = any($1::uuid[]) and sealed_at is not null',
      [ids],
    );
    if (Number(rows[0]!.n) === ids.length) return;
    if (Date.now() > deadline) throw new Error('not every set was sealed within 2 minutes');
    await sleep(50);
  }
}

async function main() {
  const started = performance.now();
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(`${cores} processors here, load average ${load}; modelling instances of ${TARGET_CORES}\n`);
  const seals = [1, 2, 4].map(sealThroughput);
  console.log('| seal threads | processors (taskset) | sets sealed a second | CPU a set |');
  console.log('| --- | --- | --- | --- |');
  for (const s of seals) {
    console.log(
      `| ${s.threads} | ${s.cpus} | ${s.setsPerSecond.toFixed(1)} | ${s.cpuMsPerSet.toFixed(0)} ms |`,
    );
  }
  const io = await ioOfOneSigning();
  console.log(
    `\nOne signing (two documents sent, signed, submitted, sealed and mailed), the mean of ${SETS}:` +
      `\n  database: ${io.statements.toFixed(0)} statements, ${io.databaseMs.toFixed(0)} ms of connection time` +
      ` (max_connections ${io.maxConnections}; ${PER_INSTANCE_CONNECTIONS} an instance)` +
      `\n  S3: ${io.s3Requests.toFixed(1)} requests, ${io.s3Ms.toFixed(0)} ms (${io.s3})`,
  );

  // Sealing: the CPU a set measured at one thread (the least disturbed), spread over the target's
  // processors at the parallel efficiency measured here (the best of 2 or 4 threads on this machine's).
  const one = seals[0]!;
  const best = seals.filter((s) => s.threads > 1).sort((a, b) => b.setsPerSecond - a.setsPerSecond)[0]!;
  const efficiency = Math.min(1, best.setsPerSecond / (Math.min(best.threads, cores) * one.setsPerSecond));
  const sealPerInstance = TARGET_CORES * one.setsPerSecond * efficiency * 3600;
  const dbBound = (DB_CORES * 1000 * 3600) / io.databaseMs;
  const s3Bound = (S3_REQUESTS_PER_SECOND * 3600) / Math.max(io.s3Requests, 0.01);
  const s3PerInstance = (S3_SOCKETS * 1000 * 3600) / Math.max(io.s3Ms, 0.01);
  const maxInstancesByConnections = Math.floor((io.maxConnections - 3) / PER_INSTANCE_CONNECTIONS);
  console.log(
    `\nModel, signings an hour (parallel efficiency of sealing here ${(efficiency * 100).toFixed(0)} %; database` +
      ` server of ${DB_CORES} processors; S3 at ${S3_REQUESTS_PER_SECOND} requests a second):\n`,
  );
  console.log(
    '| instances × processors | sealing | database time | connections | S3 | signings an hour | first bottleneck |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
  for (const n of [1, 2, 4, 8]) {
    const bounds: [string, number][] = [
      ['sealing CPU', n * sealPerInstance],
      ['database time', dbBound],
      ['S3', Math.min(s3Bound, n * s3PerInstance)],
      ['database connections', n <= maxInstancesByConnections ? Number.POSITIVE_INFINITY : 0],
    ];
    const [first, rate] = bounds.sort((a, b) => a[1] - b[1])[0]!;
    const connections = `${n * PER_INSTANCE_CONNECTIONS} of ${io.maxConnections}`;
    console.log(
      `| ${n} × ${TARGET_CORES} | ${fmt(n * sealPerInstance)} | ${fmt(dbBound)} | ${connections} | ${fmt(Math.min(s3Bound, n * s3PerInstance))} | ${rate === 0 ? 'the last instances cannot open their pools' : fmt(rate)} | ${first} |`,
    );
  }
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
