// `npm test`: every check and every test, in the order a failure is cheapest to find.
// Lint, types, client build, the pure tests, the database tests on PGlite and again on PostgreSQL (when
// TEST_DATABASE_URL is set), then the browser journeys. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(path.join(os.tmpdir(), 'd2s-reports-'));
const totals = { passed: 0, failed: 0 };
const failedSteps: string[] = [];
// Node keeps the compiled code of every module it loads here, so the many processes that start the app
// (each journey's server, each restart of the crash test, the test workers) skip compiling it again.
process.env.NODE_COMPILE_CACHE ??= path.join(reports, 'compile-cache');
const timings: string[] = [];

/**
 * The processor time this script's finished child processes have used so far, in seconds (Linux: the
 * cutime and cstime of /proc/self/stat, in clock ticks of 1/100 s); undefined elsewhere.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function step(name: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  // Each step's time, so a slow CI run shows where its minutes went, and the processor time it used: a
  // step using much less than two seconds of it per second leaves a core idle (waiting, not working).
  // PostgreSQL's own processes are not children here and are not counted.
  const cpuAfter = childrenCpuSeconds();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined ? '' : ` (cpu ${Math.round(cpuAfter - cpuBefore)} s)`;
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s${cpu}`);
}

function vitest(name: string, args: string[], env: Record<string, string | undefined> = {}) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  step(
    name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  } catch {
    totals.failed += 1; // the runner died before reporting
  }
}

step('lint', bin('biome'), ['check', '.']);
step('import rules', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']);
step('typecheck', bin('tsc'), ['--noEmit']);
step('build', process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build']);
// The tiers of vitest.config.ts: pure tests once, database tests on each database.
vitest('pure tests', ['--project', 'pure']);
vitest('database tests on PGlite', ['--project', 'database'], { TEST_DATABASE_URL: undefined });
if (process.env.TEST_DATABASE_URL) {
  vitest('database tests on PostgreSQL', ['--project', 'database']);
} else {
  console.log(
    '\n━━ database tests on PostgreSQL ━━\nskipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them',
  );
}
vitest('browser journeys', ['--config', 'vitest.e2e.config.ts']);
// SIGKILL at random moments during submits: every completed set sealed within 60 s of the restart.
step('crash test', process.execPath, [path.join(root, 'scripts/chaos-seal.ts')]);

rmSync(reports, { recursive: true, force: true });
console.log(`\nStep times: ${timings.join(', ')}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.');
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
