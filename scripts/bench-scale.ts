// `npm run bench:scale`: 100 customers submitting signed two-document sets at the same moment, against one app
// instance and then two instances on the same PostgreSQL and the same S3 store, in the same run. It prints
// each submit's answer time (p50, p95), how long after the first submit every set was sealed (each sealed
// file then checked by pdfsig), /healthz latency while it all happens, and sealing throughput, each beside
// its floor measured in the same run: a lone submit, a lone set's seal, /healthz with nothing else to do.
// Goals: p95 answer < 1 s, every set sealed and valid within 10 s, /healthz p99 < 50 ms, two instances
// ≥ 1.7× one. Needs TEST_DATABASE_URL or DATABASE_URL (a server to create a scratch database on); S3 is the
// in-repo test server unless STORAGE_URL (with S3_ENDPOINT and credentials) names another.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pdfsig } from '../src/server/test/poppler.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3 } from '../src/server/test/s3-server.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import {
  type Customer,
  createDatabase,
  type Dealer,
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  sleep,
  startServer,
} from './lib/signing-harness.ts';

const SETS = Number(process.env.BENCH_SETS ?? 100);
const GOAL = { p95Ms: 1000, sealedMs: 10_000, healthP99Ms: 50, twoOverOne: 1.7 };

type Run = {
  answers: number[];
  sealedMs: number;
  health: number[];
  rate: number;
};

async function main() {
  const database = await createDatabase(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (!database) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to bench on.');
    process.exit(2);
  }
  const s3: TestS3 | undefined = process.env.STORAGE_URL ? undefined : await startS3Server('docs2sign-scale');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-scale-'));
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const env = (port: number) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: bases[0],
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: 'scale-secret-scale-secret-scale-secret-01',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    REMINDER_DAYS: '0',
    ...(s3 && {
      STORAGE_URL: `s3://${s3.bucket}/files`,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    }),
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const servers: ChildProcess[] = [];
  try {
    servers.push(await startServer(env(ports[0]!), bases[0]!));
    const dealer = await setUpDealer(bases[0]!, sink.port, undefined, env(0).APP_SECRET);
    console.log(`Preparing ${SETS * 2 + 1} signed two-document sets…`);
    const sets: Customer[] = [];
    for (let i = 0; i < SETS * 2 + 1; i++)
      sets.push(await newSignedRequest(bases[0]!, dealer, sink.messages));

    // Floors, same run: /healthz with nothing else to do, and one set submitted and sealed on its own.
    const idleHealth = await probeHealth(bases[0]!, 2000);
    const lone = await submitAll([sets[0]!], [bases[0]!], client);
    const one = await submitAll(sets.slice(1, SETS + 1), [bases[0]!], client);
    servers.push(await startServer(env(ports[1]!), bases[1]!));
    const two = await submitAll(sets.slice(SETS + 1), bases, client);
    const invalid = await checkSealed(bases[0]!, dealer, sets.slice(1));

    const ms = (t: number) => `${Math.round(t)} ms`;
    const q = (list: number[], at: number) =>
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(at * list.length))] ?? 0;
    const loneSeal = lone.sealedMs;
    const cores = os.availableParallelism();
    console.log(
      `\n${SETS} customers submitting at once; PostgreSQL + ${s3 ? 'the in-repo S3 test server' : process.env.STORAGE_URL}; ${cores} cores, shared with other work, so read each figure beside its floor.`,
    );
    console.log(
      '| instances | answer p50 | answer p95 | all sealed after | /healthz p99 during | sets sealed/s |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [n, r] of [
      [1, one],
      [2, two],
    ] as const) {
      console.log(
        `| ${n} | ${ms(q(r.answers, 0.5))} | ${ms(q(r.answers, 0.95))} | ${ms(r.sealedMs)} | ${ms(q(r.health, 0.99))} | ${r.rate.toFixed(1)} |`,
      );
    }
    console.log(
      `| floor | ${ms(lone.answers[0]!)} (one submit alone) | | ${ms((loneSeal * SETS) / cores)} (one set's seal, ${ms(loneSeal)}, × ${SETS} / ${cores} cores) | ${ms(q(idleHealth, 0.99))} (idle) | ${(1000 / loneSeal).toFixed(1)} per set in series |`,
    );
    console.log(`\nTwo instances / one: ${(two.rate / one.rate).toFixed(2)}× (goal ≥ ${GOAL.twoOverOne}×)`);
    console.log(`Sealed files pdfsig does not validate: ${invalid} of ${SETS * 2 * 2}`);
    const missed = [
      q(one.answers, 0.95) > GOAL.p95Ms && 'p95 answer',
      one.sealedMs > GOAL.sealedMs && 'all sealed',
      q(one.health, 0.99) > GOAL.healthP99Ms && '/healthz p99',
      two.rate / one.rate < GOAL.twoOverOne && 'two instances',
      invalid > 0 && 'valid seals',
    ].filter(Boolean);
    if (missed.length > 0) {
      console.log(`Missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
    await Promise.all(
      servers.map((s) => {
        const exited = new Promise((resolve) => s.once('exit', resolve));
        s.kill('SIGTERM');
        return exited;
      }),
    );
    await sink.close();
    await s3?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** /healthz asked every 20 ms for `ms` (or until `until` resolves): each answer's time. */
async function probeHealth(base: string, ms: number, until?: Promise<unknown>) {
  const times: number[] = [];
  let done = false;
  void until?.then(() => {
    done = true;
  });
  const deadline = Date.now() + ms;
  while (!done && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

/**
 * Submits every set at the same moment, spread over the instances in turn, and watches the database until
 * every one is sealed; /healthz is asked throughout.
 */
async function submitAll(sets: Customer[], bases: string[], client: pg.Client): Promise<Run> {
  const ids = sets.map((s) => s.requestId);
  const started = performance.now();
  const submits = Promise.all(
    sets.map(async (set, i) => {
      const base = bases[i % bases.length]!;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/sign/${set.token}/submit`, {
        method: 'POST',
        headers: { origin: base, 'x-forwarded-for': set.ip },
      });
      if (!res.ok) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - t0;
    }),
  );
  const sealed = (async () => {
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from signing_requests where id = any($1::uuid[]) and sealed_at is not null',
        [ids],
      );
      if (Number(rows[0]?.n) === ids.length) return performance.now() - started;
      if (performance.now() - started > 180_000) throw new Error('not every set was sealed within 3 minutes');
      await sleep(25);
    }
  })();
  const [answers, sealedMs, health] = await Promise.all([
    submits,
    sealed,
    probeHealth(bases[0]!, 180_000, sealed),
  ]);
  return { answers, sealedMs, health, rate: (sets.length / sealedMs) * 1000 };
}

/** Every sealed file, downloaded by the dealer and checked by pdfsig: answers how many fail. */
async function checkSealed(base: string, dealer: Dealer, sets: Customer[]) {
  let invalid = 0;
  for (const set of sets) {
    for (const documentId of dealer.documentIds) {
      const res = await fetch(
        `${base}/api/signing-requests/${set.requestId}/documents/${documentId}/download`,
        {
          headers: { cookie: dealer.cookie },
        },
      );
      const report = res.ok ? await pdfsig(new Uint8Array(await res.arrayBuffer())) : '';
      if (!report.includes('Signature is Valid')) invalid++;
    }
  }
  return invalid;
}

await main();
