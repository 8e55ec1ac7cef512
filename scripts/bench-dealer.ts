// npm run bench:dealer — the busiest dealership of a `seed:scale` database (2,000 customers, 10,000
// requests over two years: scripts/lib/seed-busy-dealer.ts) on the server: every call its dashboard,
// lists, searches and the administrator's CRM make, timed one after another (BENCH_CALLS each, default
// 200) beside a bare Fastify route as the floor, each list's first page both as the kept answer and made
// afresh (after the dealer's change notice, as after any write), with p50, p99 and a pass or fail against
// the bars a busy dealer needs (lists and searches p99 < 10 ms, figures and counters < 50 ms). Then every distinct
// statement those calls sent to PostgreSQL (recorded by scripts/lib/record-queries.ts) is EXPLAINed with the
// values it was given: its execution time and the plan's nodes, with any sequential scan named; the whole
// plans go to BENCH_PLANS (default /tmp/bench-dealer-plans.txt). BENCH_LIGHTHOUSE=only measures the
// dashboard on a phone alone, without the calls (quicker turns when comparing two builds); LH_REPORT_DIR and
// LH_ARTIFACTS_DIR keep the last run's report and its trace. Needs DATABASE_URL.

import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client.ts';
import { BENCH_ADMIN, writeBenchAdmin } from './lib/bench-admin-account.ts';
import {
  benchServerEnv,
  benchSignIn,
  PERSON_LIMITS_AWAY,
  startBareServer,
  startBenchServer,
} from './lib/bench-server.ts';
import { lighthouseRetried, median } from './lib/lighthouse.ts';
import { BUSY_DEALER } from './lib/seed-busy-dealer.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const PLANS = process.env.BENCH_PLANS ?? '/tmp/bench-dealer-plans.txt';
const QUERY_LOG = '/tmp/bench-dealer-queries.jsonl';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a database filled by `npm run seed:scale`.');
  process.exit(2);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

type Call = { name: string; path: string; cookie?: string; bar: number; fresh?: boolean; html?: boolean };
type Timing = { p50: number; p99: number; bytes: number };

/** CALLS requests one after another (after 20 unmeasured), each from send to the last byte. */
async function time(base: string, call: Call, forget: () => Promise<void>): Promise<Timing> {
  const headers: Record<string, string> = { 'accept-encoding': 'br' };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.html) headers.accept = 'text/html';
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < CALLS + 20; i++) {
    if (call.fresh) await forget();
    const started = performance.now();
    const res = await fetch(`${base}${call.path}`, { headers });
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    if (!res.ok)
      throw new Error(`${call.name} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
    bytes = body.byteLength;
    if (i >= 20) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), bytes };
}

type Logged = { text: string; params: unknown[] };
type LogLine = Logged | { recording: boolean };
const readLog = (): LogLine[] =>
  existsSync(QUERY_LOG)
    ? readFileSync(QUERY_LOG, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine)
    : [];

/** Turns the app's statement log on or off (scripts/lib/record-queries.ts) and waits until it has. */
async function setRecording(app: ChildProcess, on: boolean) {
  const turns = () => readLog().filter((line) => 'recording' in line).length;
  const before = turns();
  app.kill('SIGUSR2');
  for (let waited = 0; turns() === before; waited += 10) {
    if (waited > 30_000) throw new Error('the app did not turn its statement log on or off');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const last = readLog()
    .filter((line) => 'recording' in line)
    .at(-1) as { recording: boolean };
  if (last.recording !== on) throw new Error(`the app's statement log is ${last.recording ? 'on' : 'off'}`);
}
// The job queue's polling, the session store and the change listener: not the route's own reads.
const background = (text: string) =>
  /pgboss|^\s*(listen|unlisten|begin|commit|rollback|notify|select 1|set )/i.test(text) ||
  /\bfrom "?(sessions|session_revocations|rate_limit_hits)"?/i.test(text);

async function main() {
  // The administrator who reads the CRM.
  const database = openPostgres(url!, 1);
  await writeBenchAdmin(database.db).finally(() => database.close());
  rmSync(QUERY_LOG, { force: true });
  const appPort = 5621;
  const barePort = 5622;
  const base = `http://127.0.0.1:${appPort}`;
  const app = await startBenchServer(benchServerEnv(appPort, { ...PERSON_LIMITS_AWAY, QUERY_LOG }), {
    args: ['--import', './scripts/lib/record-queries.ts', 'src/server/main.ts'],
  });
  const bare = await startBareServer(barePort);
  const notifier = new pg.Client({ connectionString: url });
  await notifier.connect();
  try {
    const dealer = await benchSignIn(base, BUSY_DEALER.email, 'seed password 1');
    if (process.env.BENCH_LIGHTHOUSE === 'only') {
      // The server's first drawings load and compile the renderer: the phone should meet a warm server,
      // as it does after the timed calls.
      for (let i = 0; i < 20; i++) {
        await fetch(`${base}/dashboard`, { headers: { cookie: dealer, accept: 'text/html' } }).then((r) =>
          r.arrayBuffer(),
        );
      }
      dashboardOnAPhone(base, dealer);
      return;
    }
    const admin = await benchSignIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    // What any write of the dealer's sends: every instance drops the dealer's kept answers.
    const forget = async () => {
      await notifier.query(`select pg_notify('dealer_data', '${BUSY_DEALER.id}:*')`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const d = BUSY_DEALER.id;
    const calls: Call[] = [
      { name: 'bare Fastify route (floor)', path: '/bare', bar: 0 },
      { name: 'GET /dashboard drawn (kept)', path: '/dashboard', cookie: dealer, bar: 50, html: true },
      {
        name: 'GET /dashboard drawn (fresh)',
        path: '/dashboard',
        cookie: dealer,
        bar: 50,
        html: true,
        fresh: true,
      },
      { name: 'counters /api/dashboard/stats (kept)', path: '/api/dashboard/stats', cookie: dealer, bar: 50 },
      { name: 'counters (fresh)', path: '/api/dashboard/stats', cookie: dealer, bar: 50, fresh: true },
      { name: 'notifications', path: '/api/notifications', cookie: dealer, bar: 10 },
      { name: 'signing requests, first page (kept)', path: '/api/signing-requests', cookie: dealer, bar: 10 },
      {
        name: 'signing requests, first page (fresh)',
        path: '/api/signing-requests',
        cookie: dealer,
        bar: 10,
        fresh: true,
      },
      {
        name: 'signing requests, overview 5',
        path: '/api/signing-requests?limit=5',
        cookie: dealer,
        bar: 10,
      },
      {
        name: 'signing requests, search "smith"',
        path: '/api/signing-requests?q=smith',
        cookie: dealer,
        bar: 10,
      },
      {
        name: 'signing requests, search one customer',
        path: '/api/signing-requests?q=ivy.1789',
        cookie: dealer,
        bar: 10,
      },
      {
        name: 'signing requests, search no match',
        path: '/api/signing-requests?q=zzqx',
        cookie: dealer,
        bar: 10,
      },
      { name: 'customers, first page (kept)', path: '/api/customers', cookie: dealer, bar: 10 },
      { name: 'customers, first page (fresh)', path: '/api/customers', cookie: dealer, bar: 10, fresh: true },
      { name: 'customers, search "smith"', path: '/api/customers?q=smith', cookie: dealer, bar: 10 },
      { name: 'customers, search registration', path: '/api/customers?q=yb11', cookie: dealer, bar: 10 },
      { name: 'customers, search no match', path: '/api/customers?q=zzqx', cookie: dealer, bar: 10 },
      { name: 'documents, first page (kept)', path: '/api/documents', cookie: dealer, bar: 10 },
      { name: 'documents, first page (fresh)', path: '/api/documents', cookie: dealer, bar: 10, fresh: true },
      { name: 'documents, search "invoice"', path: '/api/documents?q=invoice', cookie: dealer, bar: 10 },
      { name: 'CRM: the dealer found', path: '/api/admin/dealers-crm?q=busiest', cookie: admin, bar: 50 },
      { name: 'CRM: status cards', path: '/api/admin/dealers-crm/summary', cookie: admin, bar: 50 },
      {
        name: "CRM: the dealer's customers",
        path: `/api/admin/customer-progress/${d}`,
        cookie: admin,
        bar: 50,
      },
    ];
    const results: { call: Call; timing: Timing; queries: Logged[] }[] = [];
    for (const call of calls) {
      const target = call.path === '/bare' ? `http://127.0.0.1:${barePort}` : base;
      // The statements of one fresh call of the route, recorded around it (and only it: the timed calls
      // run with the log off).
      if (call.fresh) await forget();
      await setRecording(app, true);
      const before = readLog().length;
      await fetch(`${target}${call.path}`, { headers: call.cookie ? { cookie: call.cookie } : {} }).then(
        (r) => r.arrayBuffer(),
      );
      await setRecording(app, false);
      const queries = readLog()
        .slice(before)
        .filter((q): q is Logged => 'text' in q && !background(q.text));
      results.push({ call, timing: await time(target, call, forget), queries });
    }
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\n${CALLS} calls each, one after another, dealer ${BUSY_DEALER.email}, load average ${load}\n`,
    );
    console.log('| call | p50 | p99 | answer | statements | bar (p99) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    let failed = 0;
    for (const { call, timing, queries } of results) {
      const pass = timing.p99 < call.bar;
      if (call.bar && !pass) failed++;
      console.log(
        `| ${call.name} | ${timing.p50.toFixed(1)} ms | ${timing.p99.toFixed(1)} ms | ${(timing.bytes / 1024).toFixed(1)} KB | ${call.path === '/bare' ? '' : queries.length} | ${call.bar ? `< ${call.bar} ms: ${pass ? 'pass' : 'FAIL'}` : ''} |`,
      );
    }
    console.log(failed ? `\n${failed} call(s) over their bar` : '\nevery call within its bar');
    await explainAll(notifier, results);
    if (process.env.BENCH_LIGHTHOUSE === '1') dashboardOnAPhone(base, dealer);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await notifier.end();
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

/**
 * BENCH_LIGHTHOUSE=1: the busiest dealer's /dashboard on Lighthouse's phone (mobile preset), LH_RUNS times
 * (default 3), with the median; the goal is LCP under 1.0 s. Needs the built client (npm run build).
 */
function dashboardOnAPhone(base: string, cookie: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-dealer-lh-'));
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadBefore = load();
  try {
    const runs = Array.from({ length: Number(process.env.LH_RUNS ?? 3) }, () =>
      lighthouseRetried(`${base}/dashboard`, dir, 'busy-dashboard', cookie),
    );
    const m = median(runs);
    const each = runs.map((r) => `${(r.lcpMs / 1000).toFixed(2)} s`).join(', ');
    console.log(
      `\n/dashboard of ${BUSY_DEALER.email} on Lighthouse's phone, median of ${runs.length}: LCP ${(m.lcpMs / 1000).toFixed(2)} s (${each}), ` +
        `FCP ${(m.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, performance ${m.performance.toFixed(2)}, ` +
        `JS ${m.jsKb.toFixed(1)} KB, HTML ${m.htmlKb.toFixed(1)} KB, CPU benchmark ${Math.round(m.benchmarkIndex)}, ` +
        `load average ${loadBefore} → ${load()}: ${m.lcpMs < 1000 ? 'pass' : 'FAIL'} (LCP < 1.0 s)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each distinct statement once, EXPLAIN ANALYZEd with its first values (the best of three runs). */
async function explainAll(client: pg.Client, results: { call: Call; queries: Logged[] }[]) {
  const seen = new Map<string, { calls: string[]; params: unknown[] }>();
  for (const { call, queries } of results) {
    for (const q of queries) {
      const entry = seen.get(q.text) ?? { calls: [], params: q.params };
      if (!entry.calls.includes(call.name)) entry.calls.push(call.name);
      seen.set(q.text, entry);
    }
  }
  const report: string[] = [];
  console.log(`\n${seen.size} distinct statements (whole plans in ${PLANS}):\n`);
  console.log('| statement | made by | execution (best of 3) | plan | sequential scans |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [text, { calls, params }] of seen) {
    if (!/^\s*(select|with)/i.test(text)) continue;
    let plan: string[] = [];
    let best = Number.POSITIVE_INFINITY;
    try {
      for (let i = 0; i < 3; i++) {
        const res = await client.query(`explain (analyze, buffers) ${text}`, params);
        plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1]);
        best = Math.min(best, ms);
      }
    } catch (error) {
      plan = [`could not EXPLAIN: ${(error as Error).message}`];
    }
    const nodes = [
      ...new Set(
        plan
          .map((l) => /(?:->\s*)?([A-Z][A-Za-z ]+?)(?: on | using |\s+\(|$)/.exec(l.trim())?.[1])
          .filter(Boolean),
      ),
    ];
    const seq = [...new Set(plan.flatMap((l) => /Seq Scan on (\w+)/.exec(l)?.[1] ?? []))];
    const short = text.replace(/\s+/g, ' ').slice(0, 90);
    console.log(
      `| \`${short}…\` | ${calls.join('; ')} | ${best.toFixed(2)} ms | ${nodes.slice(0, 6).join(', ')} | ${seq.join(', ') || 'none'} |`,
    );
    report.push(
      `-- made by: ${calls.join('; ')}\n-- params: ${JSON.stringify(params)}\n${text}\n\n${plan.join('\n')}\n`,
    );
  }
  writeFileSync(PLANS, report.join('\n\n'));
}

await main();
