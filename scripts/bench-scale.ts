// `npm run bench:scale`: signing-submit throughput with 50 customers at once, against one app instance and
// then two instances on the same PostgreSQL, in the same run, printed with the ratio. Each submit completes a
// two-document set and seals it (stamp, certificate page, PAdES signature) before answering. Both instances
// share one files folder here (as a shared volume would); with STORAGE_URL set they use that S3 store.
// Needs TEST_DATABASE_URL or DATABASE_URL (a server to create a scratch database on).

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import {
  type Customer,
  createDatabase,
  type Dealer,
  freePort,
  newSignedRequest,
  SMTP_LOGIN,
  setUpDealer,
  startServer,
} from './lib/signing-harness.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SETS = Number(process.env.BENCH_SETS ?? 150);

async function main() {
  const database = await createDatabase(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (!database) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to bench on.');
    process.exit(2);
  }
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
  });
  const servers: ChildProcess[] = [];
  try {
    servers.push(await startServer(env(ports[0]!), bases[0]!));
    const dealer = await setUpDealer(bases[0]!, sink.port);
    console.log(`Preparing ${SETS * 2} signed two-document sets…`);
    const sets: Customer[] = [];
    for (let i = 0; i < SETS * 2; i++) sets.push(await newSignedRequest(bases[0]!, dealer, sink.messages));

    const one = await submitAll(sets.slice(0, SETS), [bases[0]!], dealer);
    servers.push(await startServer(env(ports[1]!), bases[1]!));
    const two = await submitAll(sets.slice(SETS), bases, dealer);
    console.log(`\n| instances | sets | submits/s | p50 | p99 |`);
    console.log('| --- | --- | --- | --- | --- |');
    for (const [n, r] of [
      [1, one],
      [2, two],
    ] as const) {
      console.log(`| ${n} | ${SETS} | ${r.rate.toFixed(1)} | ${r.p50} ms | ${r.p99} ms |`);
    }
    console.log(
      `\nTwo instances / one: ${(two.rate / one.rate).toFixed(2)}× (${CONCURRENCY} customers at once)`,
    );
  } finally {
    await Promise.all(
      servers.map((s) => {
        const exited = new Promise((resolve) => s.once('exit', resolve));
        s.kill('SIGTERM');
        return exited;
      }),
    );
    await sink.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Submits every set, CONCURRENCY at a time, spread over the instances in turn. The clock stops when every
 * set is sealed (a submit under heavy load may answer before its seal is done; that work still counts).
 */
async function submitAll(sets: Customer[], bases: string[], dealer: Dealer) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < sets.length) {
      const i = next++;
      const set = sets[i]!;
      const base = bases[i % bases.length]!;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/sign/${set.token}/submit`, {
        method: 'POST',
        headers: { origin: base, 'x-forwarded-for': set.ip },
      });
      if (!res.ok) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await allSealed(bases[0]!, dealer, sets);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { rate: sets.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** Waits until every set's copies are sealed (the bench measures finished work, not promises). */
async function allSealed(base: string, dealer: Dealer, sets: Customer[]) {
  const deadline = Date.now() + 120_000;
  for (const set of sets) {
    for (;;) {
      const res = await fetch(`${base}/api/signing-requests/${set.requestId}`, {
        headers: { cookie: dealer.cookie },
      });
      const body = (await res.json()) as { documents: { sealedSha256: string | null }[] };
      if (body.documents.every((d) => d.sealedSha256)) break;
      if (Date.now() > deadline) throw new Error(`${set.requestId} was not sealed within two minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

await main();
