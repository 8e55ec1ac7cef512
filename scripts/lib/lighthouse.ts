// One Lighthouse 13 run (mobile preset: simulated slow 4G, 4× slower CPU, the system Chromium) and the median
// of several: shared by `npm run bench:lighthouse` and `npm run bench:dealer`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The preset slows the CPU 4× for a mid-range desktop (CPU benchmark about 1,500). On a slower or busier
// machine Lighthouse advises a smaller factor (about 2 at 800–1,300, 1 below): LH_CPU_MULTIPLIER sets it,
// and the figures then say so. Unset, the mobile preset is used as it is.
export const CPU_MULTIPLIER = process.env.LH_CPU_MULTIPLIER;

export type Figures = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  jsKb: number;
  /** The page's own HTML as transferred (compressed): one congestion window holds about 14 KB with headers. */
  htmlKb: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the time: a mid-range desktop scores about 1,500. */
  benchmarkIndex: number;
};

type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
};

/** One Lighthouse CLI run (the CLI starts and closes its own Chromium); its JSON report's figures. */
function lighthouse(url: string, dir: string, name: string, cookie?: string): Figures {
  const out = path.join(dir, `lh-${Date.now()}.json`);
  const options = {
    env: { ...process.env, CHROME_PATH: CHROME, ...(cookie && { LH_COOKIE: cookie }) },
    stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'],
    timeout: 180_000,
  };
  // A signed-in page: the dealer's session cookie in the browser's own jar, as their browser holds it.
  if (cookie) {
    execFileSync(
      process.execPath,
      [path.join(root, 'scripts/lib/lighthouse-signed-in.ts'), url, out],
      options,
    );
  } else {
    const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
    execFileSync(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        ...(CPU_MULTIPLIER ? [`--throttling.cpuSlowdownMultiplier=${CPU_MULTIPLIER}`] : []),
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      options,
    );
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseResult;
  // LH_REPORT_DIR keeps each page's last full report, to see which element was the LCP and why.
  if (process.env.LH_REPORT_DIR) copyFileSync(out, path.join(process.env.LH_REPORT_DIR, `${name}.json`));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const summary = report.audits['resource-summary']?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
  const html = summary.find((item) => item.resourceType === 'document');
  const total = summary.find((item) => item.resourceType === 'total') as
    | { requestCount?: number }
    | undefined;
  return {
    performance: report.categories.performance?.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: report.categories.accessibility?.score ?? 0,
    bestPractices: report.categories['best-practices']?.score ?? 0,
    jsKb: (script?.transferSize ?? 0) / 1024,
    htmlKb: (html?.transferSize ?? 0) / 1024,
    requests: total?.requestCount ?? 0,
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is retried. */
export function lighthouseRetried(url: string, dir: string, name: string, cookie?: string): Figures {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, dir, name, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`Lighthouse failed on ${url} (attempt ${attempt}): trying again`);
    }
  }
}

/** Each figure's own median over the runs: Lighthouse varies from run to run on a busy machine. */
export function median(runs: Figures[]): Figures {
  const of = (key: keyof Figures) =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, of(key)])) as Figures;
}
