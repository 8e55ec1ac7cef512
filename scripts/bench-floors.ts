// npm run bench:floors — the app's own steps beside the bare thing under them, on PostgreSQL (a scratch
// database on TEST_DATABASE_URL or DATABASE_URL's server) and files on disk:
// - a dealer's list (GET /api/signing-requests, the kept answer, and a search, made afresh each call)
//   beside a bare Fastify route answering a constant, both one call after another from this process;
// - a customer's submit (POST /api/sign/{token}/submit of a signed two-document set, each alone, its seal
//   left to finish before the next) beside a bare one-row INSERT sent by this process to the same database.
// Medians of BENCH_CALLS calls (default 200) and BENCH_SUBMITS submits (default 9).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { benchServerEnv, PERSON_LIMITS_AWAY, startBareServer } from './lib/bench-server.ts';
import { median, recordFloor } from './lib/floor-rows.ts';
import {
  createDatabase,
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  sleep,
  startServer,
} from './lib/signing-harness.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 9);

async function timeCalls(url: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < CALLS + 20; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return median(times);
}

async function main() {
  const database = await createDatabase(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (!database) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to bench on.');
    process.exit(2);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-floors-'));
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const port = await freePort();
  const barePort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    benchServerEnv(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      STORAGE_URL: '',
      LOG_LEVEL: 'error',
      ...PERSON_LIMITS_AWAY,
      SEAL_THREAD_NICE: '0',
      // The one-time code before signing is its own step: a submit here is the set's submit alone.
      SIGNING_CODE_DEFAULT: 'off',
    }),
    base,
    180_000,
  );
  const bare = await startBareServer(barePort);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const dealer = await setUpDealer(base, sink.port);
    const sets = [];
    for (let i = 0; i < SUBMITS + 1; i++) sets.push(await newSignedRequest(base, dealer, sink.messages));
    const cookie = { cookie: dealer.cookie };

    const bareMs = await timeCalls(`http://127.0.0.1:${barePort}/bare`);
    const listMs = await timeCalls(`${base}/api/signing-requests`, cookie);
    const searchMs = await timeCalls(`${base}/api/signing-requests?q=chris`, cookie);

    // Each submit alone: the next waits until the last one's set is sealed.
    const submits: number[] = [];
    for (const set of sets) {
      const started = performance.now();
      const res = await fetch(`${base}/api/sign/${set.token}/submit`, {
        method: 'POST',
        headers: { origin: base, 'x-forwarded-for': set.ip },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`submit answered ${res.status}`);
      submits.push(performance.now() - started);
      for (;;) {
        const { rows } = await client.query('select sealed_at from signing_requests where id = $1', [
          set.requestId,
        ]);
        if (rows[0]?.sealed_at) break;
        await sleep(20);
      }
    }
    submits.shift(); // the first submit warms the seal thread and the mail
    await client.query(
      'create table bench_floor (id serial primary key, at timestamptz not null, note text)',
    );
    const inserts: number[] = [];
    for (let i = 0; i < SUBMITS + 20; i++) {
      const started = performance.now();
      await client.query('insert into bench_floor (at, note) values (now(), $1)', [`floor ${i}`]);
      if (i >= 20) inserts.push(performance.now() - started);
    }
    const rows = [
      {
        step: 'list route: first page of signing requests (kept answer)',
        ms: listMs,
        floor: 'bare Fastify route',
        floorMs: bareMs,
      },
      {
        step: 'list route: a search, made afresh',
        ms: searchMs,
        floor: 'bare Fastify route',
        floorMs: bareMs,
      },
      {
        step: "customer's submit of a signed set",
        ms: median(submits),
        floor: 'one-row INSERT from the bench',
        floorMs: median(inserts),
      },
    ];
    for (const row of rows) {
      console.log(
        `${row.step}: ${row.ms.toFixed(2)} ms; ${row.floor}: ${row.floorMs.toFixed(2)} ms (${(row.ms / row.floorMs).toFixed(1)}×)`,
      );
      recordFloor(row);
    }
  } finally {
    await client.end();
    bare.kill('SIGTERM');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await sink.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
