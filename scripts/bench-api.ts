// npm run bench:api — autocannon against the dashboard stats and the first page of the customers and
// signing-requests lists of one dealer of a `seed:scale` database, beside a bare Fastify route in the same
// run (compare within one run: on a shared machine the absolute figures move with the load). Needs
// DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  benchServerEnv,
  benchSignIn,
  PERSON_LIMITS_AWAY,
  startBareServer,
  startBenchServer,
} from './lib/bench-server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const DEALER = process.env.BENCH_DEALER ?? 'dealer1@seed.docs2sign.test';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a database filled by `npm run seed:scale`.');
  process.exit(2);
}

/** CPU time (user + system, ms) a process has used so far, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Run = autocannon.Result & { cpuUsPerRequest: number };

/**
 * One autocannon run, with the server's own CPU time per answered request: unlike requests per second it
 * hardly moves with what else the machine runs (the load generator shares the two cores too).
 */
async function run(server: ChildProcess, url: string, headers: Record<string, string> = {}): Promise<Run> {
  const before = cpuMs(server.pid!);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  const answered = result.requests.total || 1;
  return { ...result, cpuUsPerRequest: ((cpuMs(server.pid!) - before) * 1000) / answered };
}

const appPort = 5601;
const barePort = 5602;
const app = await startBenchServer(benchServerEnv(appPort, PERSON_LIMITS_AWAY));
const bare = await startBareServer(barePort);
try {
  const cookie = await benchSignIn(`http://127.0.0.1:${appPort}`, DEALER, 'seed password 1');

  // Warm caches and the connection pool before measuring.
  await run(app, `http://127.0.0.1:${appPort}/api/dashboard/stats`, { cookie });

  // The bar: the customers' first page at 25 % and the counters at 40 % of the bare route's
  // throughput, p99 under 20 ms. The br row is what a browser asks for (it always sends Accept-Encoding).
  const appUrl = `http://127.0.0.1:${appPort}`;
  const rows: [string, Run, number?][] = [
    ['bare Fastify route', await run(bare, `http://127.0.0.1:${barePort}/bare`)],
    ['GET /api/dashboard/stats', await run(app, `${appUrl}/api/dashboard/stats`, { cookie }), 0.4],
    ['GET /api/customers', await run(app, `${appUrl}/api/customers`, { cookie }), 0.25],
    [
      'GET /api/customers (br)',
      await run(app, `${appUrl}/api/customers`, { cookie, 'accept-encoding': 'br' }),
      0.25,
    ],
    ['GET /api/signing-requests', await run(app, `${appUrl}/api/signing-requests`, { cookie })],
  ];
  const bareRps = rows[0]![1].requests.average;
  // The same comparison in CPU time: the bare route's CPU per answer over the route's (1.00 = as cheap).
  const bareCpu = rows[0]![1].cpuUsPerRequest;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, dealer ${DEALER}, load average ${load}\n`);
  console.log(
    `${'route'.padEnd(28)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(8)}${'vs bare'.padStart(10)}${'CPU µs/req'.padStart(12)}${'bare/CPU'.padStart(10)}  target`,
  );
  let missed = 0;
  for (const [name, r, share] of rows) {
    const errors = r.errors + r.non2xx;
    const ratio = r.requests.average / bareRps;
    const met = share === undefined ? '' : ratio >= share && r.latency.p99 < 20 && errors === 0;
    if (met === false) missed += 1;
    const verdict = share === undefined ? '' : `  ≥ ${share.toFixed(2)}, p99 < 20: ${met ? 'pass' : 'FAIL'}`;
    console.log(
      `${name.padEnd(28)}${r.requests.average.toFixed(0).padStart(10)}${String(r.latency.p50).padStart(10)}${String(r.latency.p99).padStart(10)}${String(errors).padStart(8)}${ratio.toFixed(2).padStart(10)}${r.cpuUsPerRequest.toFixed(1).padStart(12)}${(bareCpu / r.cpuUsPerRequest).toFixed(2).padStart(10)}${verdict}`,
    );
  }
  if (missed) console.log(`\n${missed} route(s) under the bar`);
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
}
