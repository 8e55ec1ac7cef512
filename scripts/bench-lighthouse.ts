// `npm run bench:lighthouse`: Lighthouse 13 (mobile preset: simulated slow 4G, 4× slower CPU) against the
// built app on its embedded defaults in a scratch DATA_DIR: a customer's `/sign/{token}` page for a
// 6-page document, the landing page `/`, and the dealer's `/dashboard` signed in (the dealer who sent that
// request, with their session cookie). Prints performance, LCP, FCP, TBT, CLS, accessibility, best
// practices and the JavaScript transferred (compressed bytes on the wire, as Lighthouse counts them), each
// the median of LH_RUNS runs (default 3), and exits 1 when a page misses its thresholds (each page's below).
// Options: LH_LANGUAGE=pl|ar|… the customer's page in that language (chosen as the page's menu does);
// LH_PAGES=signing-page,landing-page,dashboard the pages measured (all three unless told);
// LH_CPU_MULTIPLIER=2 a smaller CPU slowdown for a slow or busy machine (scripts/lib/lighthouse.ts);
// LH_REPORT_DIR=dir keeps each page's last full report. Uses the system Chromium (CHROME_PATH).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF } from '@libpdf/core';
import { AVIF } from '../src/server/features/page-images/page-images.service.ts';
import { startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { benchServerEnv } from './lib/bench-server.ts';
import { CHROME, CPU_MULTIPLIER, type Figures, lighthouseRetried, median } from './lib/lighthouse.ts';
import {
  fixture,
  freePort,
  newRequest,
  SMTP_LOGIN,
  setUpDealer,
  startServer,
} from './lib/signing-harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LH_RUNS ?? 3);
type Thresholds = {
  performance: number;
  lcpMs: number;
  tbtMs?: number;
  cls?: number;
  accessibility?: number;
  bestPractices?: number;
  jsKb?: number;
};
/** The signing page: a customer on a mid-range phone, so performance 1.0 and LCP under 1 s. */
const SIGNING_PAGE: Thresholds = {
  performance: 1,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0.02,
  accessibility: 1,
  jsKb: 100,
};
type Page = {
  name: string;
  /** Its name in LH_PAGES and LH_REPORT_DIR. */
  report: string;
  url: string;
  cookie?: string;
  /** What the bar is called, and the thresholds it sets. */
  bar: [string, string, Thresholds];
};
/** For the landing page. */
const LANDING_PAGE: Thresholds = { performance: 0.95, lcpMs: 1500, accessibility: 1, bestPractices: 0.95 };
/** For the dealer's dashboard, signed in. */
const DASHBOARD: Thresholds = { performance: 0.95, lcpMs: 1500, jsKb: 120 };

const row = (name: string, f: Figures) =>
  `| ${name} | ${f.performance.toFixed(2)} | ${(f.lcpMs / 1000).toFixed(2)} s | ${(f.fcpMs / 1000).toFixed(2)} s | ` +
  `${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.accessibility.toFixed(2)} | ${f.bestPractices.toFixed(2)} | ` +
  `${f.jsKb.toFixed(1)} KB | ${f.htmlKb.toFixed(1)} KB | ${f.requests} | ${Math.round(f.benchmarkIndex)} |`;

function misses(f: Figures, t: Thresholds): string[] {
  return [
    f.performance < t.performance && `performance ${f.performance} < ${t.performance}`,
    !(f.lcpMs < t.lcpMs) && `LCP ${Math.round(f.lcpMs)} ms ≥ ${t.lcpMs} ms`,
    t.tbtMs !== undefined && !(f.tbtMs < t.tbtMs) && `TBT ${Math.round(f.tbtMs)} ms ≥ ${t.tbtMs} ms`,
    t.cls !== undefined && !(f.cls < t.cls) && `CLS ${f.cls.toFixed(3)} ≥ ${t.cls}`,
    t.accessibility !== undefined &&
      f.accessibility < t.accessibility &&
      `accessibility ${f.accessibility} < ${t.accessibility}`,
    t.bestPractices !== undefined &&
      f.bestPractices < t.bestPractices &&
      `best practices ${f.bestPractices} < ${t.bestPractices}`,
    t.jsKb !== undefined && f.jsKb > t.jsKb && `JavaScript ${f.jsKb.toFixed(1)} KB > ${t.jsKb} KB`,
  ].filter((m): m is string => typeof m === 'string');
}

/** A 6-page document: the HP agreement (4 pages) followed by the warranty certificate (2). */
async function sixPageDocument(): Promise<Uint8Array> {
  const merged = await PDF.merge([
    fixture('HP-agreement-AMF-448120.pdf'),
    fixture('Warranty-Certificate-RD-W-30281.pdf'),
  ]);
  if (merged.getPageCount() !== 6) throw new Error(`the merged document has ${merged.getPageCount()} pages`);
  return merged.save();
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}: set CHROME_PATH`);
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-lighthouse-'));
  const sink = await startSmtpSink({ auth: SMTP_LOGIN });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    benchServerEnv(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STORAGE_URL: '',
      LOG_LEVEL: 'error',
      REMINDER_DAYS: '0',
    }),
    base,
    // A first start creates the embedded database, which takes a while on a busy machine.
    180_000,
  );
  try {
    const dealer = await setUpDealer(base, sink.port, [
      { name: 'HP-Agreement-and-Warranty.pdf', bytes: await sixPageDocument() },
    ]);
    const { token } = await newRequest(base, dealer, sink.messages);
    // LH_LANGUAGE=pl (or ar…): the customer's page in their own language, as the menu on the page sets it.
    if (process.env.LH_LANGUAGE) {
      const chosen = await fetch(`${base}/api/sign/${token}/language`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ language: process.env.LH_LANGUAGE }),
      });
      if (!chosen.ok) throw new Error(`language not chosen: ${chosen.status} ${await chosen.text()}`);
    }
    // Give any work the new request started (page images, mail) time to finish before measuring.
    await waitForQuiet(base, token);
    await printServerTimes(base, token, dealer.cookie);
    const language = process.env.LH_LANGUAGE ? `, ${process.env.LH_LANGUAGE}` : '';
    const allPages: Page[] = [
      {
        name: `/sign/{token} (6 pages${language})`,
        report: 'signing-page',
        url: `${base}/sign/${token}`,
        bar: ['signing page', "the signing page's", SIGNING_PAGE],
      },
      {
        name: '/ (landing page)',
        report: 'landing-page',
        url: `${base}/`,
        bar: ['landing page', "the landing page's", LANDING_PAGE],
      },
      {
        name: '/dashboard (signed in)',
        report: 'dashboard',
        url: `${base}/dashboard`,
        cookie: dealer.cookie,
        bar: ['dashboard', "the dashboard's", DASHBOARD],
      },
    ];
    const chosen = process.env.LH_PAGES?.split(',').map((p) => p.trim());
    const pages = allPages.filter((p) => !chosen || chosen.includes(p.report));
    if (pages.length === 0) throw new Error(`LH_PAGES names none of ${allPages.map((p) => p.report)}`);
    const results: [Page, Figures][] = [];
    for (const page of pages) {
      const { name, report, url, cookie } = page;
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(lighthouseRetried(url, dataDir, report, cookie));
      results.push([page, median(runs)]);
      const each = (pick: (r: Figures) => string) => runs.map(pick).join(', ');
      console.log(
        `${name}: performance ${each((r) => r.performance.toFixed(2))}; LCP ${each((r) => `${(r.lcpMs / 1000).toFixed(2)} s`)}; FCP ${each((r) => `${(r.fcpMs / 1000).toFixed(2)} s`)}; CPU benchmark ${each((r) => String(Math.round(r.benchmarkIndex)))}; JS ${each((r) => `${r.jsKb.toFixed(1)} KB`)}`,
      );
    }
    const cpu = CPU_MULTIPLIER ? `${CPU_MULTIPLIER}× CPU set by LH_CPU_MULTIPLIER` : '4× CPU';
    console.log(`\nLighthouse 13, mobile preset (simulated slow 4G, ${cpu}), median of ${RUNS} runs:\n`);
    console.log(
      '| page | performance | LCP | FCP | TBT | CLS | accessibility | best practices | JS transferred | HTML transferred | requests | CPU benchmark |',
    );
    console.log(`|${' --- |'.repeat(12)}`);
    for (const [{ name }, f] of results) console.log(row(name, f));
    for (const [
      {
        bar: [page, bar, thresholds],
      },
      figures,
    ] of results) {
      const missed = misses(figures, thresholds);
      if (missed.length) {
        console.error(`\nThe ${page} misses ${bar} thresholds: ${missed.join('; ')}`);
        process.exitCode = 1;
      } else {
        console.log(`\nThe ${page} meets every threshold of ${bar}.`);
      }
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server's time to the first byte of each page (median of 21 requests one after another, the phone's
 * own compressed answer), beside /healthz's as the floor of this machine at that moment (the
 * signing page under 20 ms).
 */
async function printServerTimes(base: string, token: string, cookie: string) {
  const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
  const timeOf = async (url: string, headers: Record<string, string> = {}) => {
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      const res = await fetch(`${base}${url}`, {
        headers: { 'user-agent': phone, 'accept-encoding': 'br', ...headers },
      });
      times.push(performance.now() - start);
      await res.arrayBuffer();
    }
    return times.sort((a, b) => a - b)[10]!;
  };
  const rows: [string, number][] = [
    ['/healthz (floor)', await timeOf('/healthz')],
    ['/sign/{token}', await timeOf(`/sign/${token}`)],
    ['/api/sign/{token}', await timeOf(`/api/sign/${token}`)],
    ['/dashboard (signed in)', await timeOf('/dashboard', { cookie })],
  ];
  console.log('Server time to first byte, median of 21:');
  for (const [name, ms] of rows) console.log(`  ${name}: ${ms.toFixed(1)} ms`);
}

/**
 * Waits (at most 60 s) until the customer's session answers twice alike, so no page is still being made,
 * then (at most 120 s more) until each document's last page has its AVIF, the drawing's second pass.
 */
async function waitForQuiet(base: string, token: string) {
  const deadline = Date.now() + 60_000;
  let last = '';
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/sign/${token}`);
    const body = await res.text();
    if (res.ok && body === last && !/"(pending|rendering)"/.test(body)) break;
    last = body;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const session = JSON.parse(last || '{}') as { documents?: { id: string; pageCount: number }[] };
  const avifBy = Date.now() + 120_000;
  for (const { id, pageCount } of session.documents ?? []) {
    const url = `${base}/api/sign/${token}/documents/${id}/pages/${Math.min(pageCount, AVIF.pages)}?w=800`;
    while (Date.now() < avifBy) {
      const res = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
      await res.arrayBuffer();
      if (res.headers.get('content-type') === 'image/avif') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

await main();
