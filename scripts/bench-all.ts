// npm run bench:all — every step beside its floor from the same run, in one table: the seal against a plain
// load and save of the same files (bench:seal), reading a 20-page PDF against `pdftotext -bbox-layout` in
// wall and CPU time (bench:extract, without the accuracy corpus), OCR of a scanned page against the
// `tesseract` command line (bench:ocr), a list route against a bare route and a submit against a bare
// INSERT (bench:floors, on a scratch PostgreSQL database: TEST_DATABASE_URL or DATABASE_URL). Each bench
// runs in a process of its own, one after another, and hands its rows over in a JSON file; the table is
// printed as Markdown with the date and the machine's load, ready for docs/performance.md. About 4–6
// minutes on a quiet 2-core machine. BENCH_ONLY=seal,ocr runs only those.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FloorRow } from './lib/floor-rows.ts';

const root = path.resolve(import.meta.dirname, '..');
const BENCHES: { name: string; script: string; env?: Record<string, string> }[] = [
  { name: 'seal', script: 'bench-seal.ts', env: { BENCH_RUNS: '7' } },
  { name: 'extract', script: 'bench-extract.ts', env: { BENCH_ACCURACY: '0', BENCH_RUNS: '9' } },
  { name: 'ocr', script: 'bench-ocr.ts' },
  { name: 'floors', script: 'bench-floors.ts' },
];
const only = process.env.BENCH_ONLY?.split(',');

function run(script: string, env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, [path.join('scripts', script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/** One core's fixed loop, as the other benches' notes give it: how fast this machine is at the moment. */
function fixedLoopSeconds() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 50_000_000; i++) x = (x + i) % 1_000_003;
  if (x < 0) console.log(x);
  return (performance.now() - started) / 1000;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-bench-all-'));
  const json = path.join(dir, 'rows.jsonl');
  const started = new Date();
  const loadBefore = os.loadavg()[0]!;
  const loop = fixedLoopSeconds();
  const failed: string[] = [];
  try {
    for (const bench of BENCHES) {
      if (only && !only.includes(bench.name)) continue;
      console.log(`\n— ${bench.name} (${bench.script})`);
      const code = await run(bench.script, { ...bench.env, BENCH_JSON: json });
      if (code !== 0) failed.push(`${bench.name} (exit ${code})`);
    }
    let rows: FloorRow[] = [];
    try {
      rows = readFileSync(json, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as FloorRow);
    } catch {
      // no bench wrote a row
    }
    const ms = (t: number) => `${t < 10 ? t.toFixed(1) : t.toFixed(0)} ms`;
    console.log(
      `\n${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores, ` +
        `load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}, one core's fixed loop ${loop.toFixed(2)} s\n`,
    );
    console.log('| step | time | floor, same run | floor time | × floor | goal |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows) {
      console.log(
        `| ${r.step} | ${ms(r.ms)} | ${r.floor} | ${ms(r.floorMs)} | ${(r.ms / r.floorMs).toFixed(2)} | ${r.goal ?? ''} |`,
      );
    }
    if (failed.length) {
      console.error(`\nmissing or over budget: ${failed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
