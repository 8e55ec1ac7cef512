// npm run bench:admin — autocannon (16 connections) against the administrator's busiest reads on a
// `seed:scale` database (5,000 dealers, 1,000,000 signing requests): dashboard stats, the dealers list,
// the dealers overview (when that route exists) and the CRM list, each beside a bare Fastify route in the
// same run, with p99 and a pass or fail against p99 < 50 ms. Needs DATABASE_URL. Signs in as an
// administrator it creates (or refreshes) in that database: bench-admin@seed.docs2sign.test.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client.ts';
import { BENCH_ADMIN, writeBenchAdmin } from './lib/bench-admin-account.ts';
import {
  benchServerEnv,
  benchSignIn,
  PERSON_LIMITS_AWAY,
  startBareServer,
  startBenchServer,
} from './lib/bench-server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const P99_BUDGET_MS = 50;
/** BENCH_ONLY=dealers-crm times only the routes whose name contains it. */
const ONLY = process.env.BENCH_ONLY;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a database filled by `npm run seed:scale`.');
  process.exit(2);
}

/** The seeded database made ready: the administrator the bench signs in as, and no seal to do. */
async function ensureAdmin(databaseUrl: string) {
  const database = openPostgres(databaseUrl, 1);
  try {
    await database.migrate();
    await writeBenchAdmin(database.db);
    // The seed's completed requests have no documents, so there is nothing to seal: mark them sealed, or
    // the app's seal.reconcile would spend the run queuing (and failing) a seal job for each of them.
    await database.db.execute(sql`
      update signing_requests set sealed_at = completed_at
      where status = 'completed' and sealed_at is null and dealer_id like 'seed-dealer-%'`);
    const [counts] = (
      (await database.db.execute(sql`select
        (select count(*)::int from users where role = 'dealer') as dealers,
        (select count(*)::int from signing_requests) as requests`)) as unknown as {
        rows: { dealers: number; requests: number }[];
      }
    ).rows;
    return counts!;
  } finally {
    await database.close();
  }
}

function run(target: string, headers: Record<string, string> = {}, duration = DURATION_S) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: target, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Waits (up to 60 s) until a light call answers within 20 ms three times in a row. */
async function settle(probe: string, cookie: string) {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await fetch(probe, { headers: { cookie } }).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const counts = await ensureAdmin(url);
const appPort = 5611;
const barePort = 5612;
const base = `http://127.0.0.1:${appPort}`;
const app = await startBenchServer(benchServerEnv(appPort, PERSON_LIMITS_AWAY));
const bare = await startBareServer(barePort);
try {
  const cookie = await benchSignIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);

  const routes = (
    [
      ['GET /api/admin/dashboard/stats', '/api/admin/dashboard/stats'],
      ['GET /api/admin/dealers', '/api/admin/dealers'],
      ['GET /api/admin/dealers-overview', '/api/admin/dealers-overview'],
      ['GET /api/admin/dealers-crm', '/api/admin/dealers-crm'],
      ['GET /api/admin/dealers-crm/summary', '/api/admin/dealers-crm/summary'],
    ] as [string, string][]
  ).filter(([name]) => !ONLY || name.includes(ONLY));
  // One call each first: a route that is not there yet is left out (and said so); the CRM's first call
  // also computes its figures for this process.
  const present: [string, string, number][] = [];
  for (const [name, route] of routes) {
    const res = await fetch(`${base}${route}`, { headers: { cookie } });
    const body = await res.text();
    if (res.status === 404) console.log(`${name}: not found in this build, left out`);
    else if (!res.ok) throw new Error(`${name} answered ${res.status}: ${body.slice(0, 200)}`);
    else present.push([name, route, body.length]);
  }
  // Warm the connection pool and the JIT before measuring.
  for (const [, route] of present) await run(`${base}${route}`, { cookie }, 2);

  const rows: [string, autocannon.Result, number | null][] = [
    ['bare Fastify route', await run(`http://127.0.0.1:${barePort}/bare`), null],
  ];
  for (const [name, route, bytes] of present) {
    // A slow route's queries can outlive its run: let the app drain before the next route is timed.
    await settle(`${base}/api/auth/user`, cookie);
    rows.push([name, await run(`${base}${route}`, { cookie }), bytes]);
  }

  const bareRps = rows[0]![1].requests.average;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${counts.dealers} dealers, ${counts.requests} signing requests\n`,
  );
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs bare', 'body', `p99<${P99_BUDGET_MS}`];
  const widths = [36, 9, 9, 9, 8, 9, 10, 8];
  const line = (cells: string[]) =>
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(''));
  line(header);
  let failed = 0;
  for (const [name, r, bytes] of rows) {
    const errors = r.errors + r.non2xx;
    const pass = r.latency.p99 < P99_BUDGET_MS && errors === 0;
    if (bytes !== null && !pass) failed++;
    line([
      name,
      r.requests.average.toFixed(0),
      String(r.latency.p50),
      String(r.latency.p99),
      String(errors),
      (r.requests.average / bareRps).toFixed(2),
      bytes === null ? '' : `${(bytes / 1024).toFixed(1)} KB`,
      bytes === null ? '' : pass ? 'pass' : 'FAIL',
    ]);
  }
  console.log(
    failed ? `\n${failed} route(s) over the ${P99_BUDGET_MS} ms p99 budget` : '\nevery route within budget',
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
}
