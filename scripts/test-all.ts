// `npm test`: every check and every test, in the order a failure is cheapest to find.
// Lint, import rules, unused code, types, client build, the pure tests, the database tests (on PostgreSQL when TEST_DATABASE_URL
// is set, with the engine's own on PGlite beside them; all on PGlite otherwise) with the crash test beside them, then the browser
// journeys. Ends with one "N passed, N failed" line. The independent sets' figures are `npm run test:independent`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureDigest } from './lib/failure-digest.ts';
import { crashedFiles } from './lib/worker-crash.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(path.join(os.tmpdir(), 'd2s-reports-'));
const totals = { passed: 0, failed: 0 };
const failedSteps: string[] = [];
// Node keeps the compiled code of every module it loads here, so the many processes that start the app
// (each journey's server, each restart of the crash test, the test workers) skip compiling it again.
process.env.NODE_COMPILE_CACHE ??= path.join(reports, 'compile-cache');
// The journeys' and the crash test's servers seal at the same priority as the other test processes: at the
// app's default (nice 10, below its own answers) the many processes here starve its seals.
process.env.SEAL_THREAD_NICE ??= '0';
// OCR's tesseract likewise (OCR_NICE): at nice 10 beside them it ran out of its 20 s on one page.
process.env.OCR_NICE ??= '0';
// And the drawing of page images: at nice 5 beside them a page took over 90 s to appear (CI, 7 December).
process.env.PAGE_IMAGES_NICE ??= '0';
const timings: string[] = [];
/** Every test file's wall time in its run, for the slowest ten at the end (where CI's minutes go). */
const fileTimes: { file: string; ms: number; report: string }[] = [];

/**
 * Seconds one core takes for a fixed loop, in a fresh process: what this machine gives a process right
 * now. The same machine has run the same loop in 0.65 s and in 0.85 s within an hour (a virtual machine
 * shares its host), so each step time below reads against this figure, printed at the start and the end.
 */
function machineSpeed(): string {
  const started = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', 'let s = 0; for (let i = 0; i < 3e8; i++) s += i % 7;']);
  return `${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(2)} s`;
}
const speedAtStart = machineSpeed();

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

/** Each step's output, kept so the end of the run can say why a failed step failed. */
const outputs = new Map<string, string>();

/**
 * Runs a step to its end, its output shown as it comes and kept in `outputs` (through tee, and with
 * spawnSync: the steps running beside it are not reaped meanwhile, so each step's processor time stays its
 * own).
 */
function step(name: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const log = path.join(reports, `${name.replace(/\W+/g, '-')}.out`);
  const result = spawnSync('bash', ['-c', 'set -o pipefail; "$@" 2>&1 | tee "$0"', log, command, ...args], {
    cwd: root,
    stdio: 'inherit',
    // Through tee, a step would drop its colours in a terminal; CI's log has none either way.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
  });
  outputs.set(name, existsSync(log) ? readFileSync(log, 'utf8') : '');
  if (result.status !== 0) failedSteps.push(name);
  // Each step's time, so a slow CI run shows where its minutes went, and the processor time it used: a
  // step using much less than two seconds of it per second leaves a core idle (waiting, not working).
  // PostgreSQL's own processes are not children here and are not counted.
  const cpuAfter = childrenCpuSeconds();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined ? '' : ` (cpu ${Math.round(cpuAfter - cpuBefore)} s)`;
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s${cpu}`);
}

/**
 * Starts a step that runs beside the next ones, its output kept in a file; the answer awaits its end and
 * then prints its output and time. For a step beside one that leaves part of the machine idle: the two
 * then share it instead of taking turns.
 */
function besideStep(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  onEnd: () => void = () => {},
) {
  const log = path.join(reports, `${name.replace(/\W+/g, '-')}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  // Through bash, whose `times` says on fd 3 the processor time of the step's processes: this script's own
  // count (cutime) takes a child's time whenever it is reaped, which for a step beside others falls inside
  // another step's measure.
  const child = spawn('bash', ['-c', '"$@"; status=$?; times >&3; exit $status', 'step', command, ...args], {
    cwd: root,
    stdio: ['ignore', out, out, 'pipe'],
    env: { ...process.env, ...env },
  });
  closeSync(out);
  let times = '';
  child.stdio[3]?.on('data', (chunk: Buffer) => {
    times += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  return async () => {
    const code = await exited;
    console.log(`\n━━ ${name} (ran beside the steps before this) ━━`);
    const output = readFileSync(log, 'utf8').trimEnd();
    outputs.set(name, output);
    console.log(output);
    if (code !== 0) failedSteps.push(name);
    onEnd();
    const cpu = cpuOfTimes(times);
    timings.push(
      `${name} ${Math.round((Date.now() - started) / 1000)} s (beside${cpu === undefined ? '' : `, cpu ${cpu} s`})`,
    );
  };
}

/** The children's user and system seconds from bash's `times` (its second line: "0m12.5s 0m1.2s"). */
function cpuOfTimes(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const seconds = [...(line ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return seconds.length === 2 ? Math.round(seconds[0]! + seconds[1]!) : undefined;
}

/** The arguments that run vitest with its JSON report in `report` beside the usual output. */
function vitestArgs(args: string[], report: string) {
  return ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`];
}

/** Adds a finished vitest run's passed and failed tests to the totals; answers its failed count. */
function countTests(report: string): number {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults?: { name: string; startTime?: number; endTime?: number }[];
    };
    for (const file of json.testResults ?? []) {
      if (file.startTime && file.endTime) {
        fileTimes.push({ file: path.relative(root, file.name), ms: file.endTime - file.startTime, report });
      }
    }
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    return json.numFailedTests;
  } catch {
    totals.failed += 1; // the runner died before reporting
    return 1;
  }
}

/** What was run again, said again at the end of the log. */
const reruns: string[] = [];

/**
 * A vitest step that failed only because a signal ended a worker (lib/worker-crash.ts): the files it was
 * running are run once more, alone, with the same arguments; when they pass, so does the step.
 */
function rerunCrashedFiles(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
  failed: number,
) {
  if (!failedSteps.includes(name) || failed > 0) return;
  const crashes = crashedFiles(outputs.get(name) ?? '');
  if (crashes.length === 0) return;
  const again = `${name} (again: files whose worker a signal ended)`;
  step(again, bin('vitest'), vitestArgs([...args, ...crashes.map((c) => c.file)], reportOf(again)), env);
  const failedAgain = countTests(reportOf(again));
  const said = crashes.map((c) => `${path.relative(root, c.file)} (${c.signal})`).join(', ');
  if (failedSteps.includes(again) || failedAgain > 0) {
    reruns.push(`${name}: ${said} ended by a signal, and failed when run again alone`);
    return;
  }
  failedSteps.splice(failedSteps.indexOf(name), 1);
  reruns.push(`${name}: ${said} ended by a signal (no test failed); run again alone, passed`);
}

const reportOf = (name: string) => path.join(reports, `${name.replace(/\W+/g, '-')}.json`);

function vitest(name: string, args: string[], env: Record<string, string | undefined> = {}) {
  step(name, bin('vitest'), vitestArgs(args, reportOf(name)), env);
  rerunCrashedFiles(name, args, env, countTests(reportOf(name)));
}

/** A vitest run beside the next steps (see besideStep); its tests are counted when it is awaited. */
function vitestBeside(name: string, args: string[], env: Record<string, string | undefined> = {}) {
  return besideStep(name, bin('vitest'), vitestArgs(args, reportOf(name)), env, () =>
    rerunCrashedFiles(name, args, env, countTests(reportOf(name))),
  );
}

step('lint', bin('biome'), ['check', '.']);
step('import rules', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs']);
// Exports, types and files nothing uses (knip): dead code fails the run as the lint does.
step('unused code', bin('knip'), ['--include', 'exports,types,files']);
// The type check keeps one core busy for a quarter of a minute: the build and the pure tests use the other.
const typecheckDone = besideStep('typecheck', bin('tsc'), ['--noEmit']);
step('build', process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build']);
// The tiers of vitest.config.ts: pure tests once, then the database tier.
vitest('pure tests', ['--project', 'pure']);
await typecheckDone();
// SIGKILL at random moments during submits: every completed set sealed within 60 s of the restart. It runs
// beside the database tier, which waits much of the time (on the job queue, a retry's delay, PostgreSQL's
// answers: 187 s of processor time in 383 s on PostgreSQL with two workers), where the browser journeys
// after it keep both cores busy. Eight kills here, not the script's twenty (npm run test:chaos keeps them):
// each kill costs a server restart, three new requests and six seals checked by pdfsig, and each further
// kill meets the same cases again (a submit cut before its commit, between its commit and its seal, during
// its seal). Every kill lands 0–250 ms into three submits, so eight still cut 24 submits short, and the run
// fails on any completed set left unsealed or any open one left unsignable, as with twenty.
const crashTestDone = besideStep('crash test', process.execPath, [path.join(root, 'scripts/chaos-seal.ts')], {
  CHAOS_KILLS: process.env.CHAOS_KILLS ?? '8',
});
// The database tier: on PostgreSQL when there is one (production's engine), with the tests that rest on the
// engine itself run on PGlite beside it (vitest.config.ts's `embedded-engine`, docs/decisions/0111); the
// whole tier on PGlite when there is none. On PostgreSQL three files at a time: a file there spends most
// of its time waiting, so two left a core idle.
if (process.env.TEST_DATABASE_URL) {
  const embeddedDone = vitestBeside(
    "database tests on PGlite (the engine's own)",
    ['--project', 'embedded-engine'],
    { TEST_DATABASE_URL: undefined },
  );
  vitest('database tests on PostgreSQL', ['--project', 'database', '--maxWorkers=3']);
  await embeddedDone();
} else {
  console.log(
    '\n━━ database tests on PostgreSQL ━━\nnot run: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); the whole tier runs on PGlite instead',
  );
  vitest('database tests on PGlite', ['--project', 'database']);
}
await crashTestDone();
vitest('browser journeys', ['--config', 'vitest.e2e.config.ts']);

rmSync(reports, { recursive: true, force: true });
console.log(`\nStep times: ${timings.join(', ')}`);
console.log('Slowest test files (wall time in their run, beside the others of it):');
for (const { file, ms, report } of [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}  (${path.basename(report, '.json')})`);
}
console.log(
  `Machine speed (one core, a fixed loop): ${speedAtStart} at the start, ${machineSpeed()} at the end`,
);
for (const rerun of reruns) console.log(`Run again: ${rerun}`);
// Last, so the end of a long log (all a CI page may show) says why each failed step failed.
for (const name of failedSteps)
  console.log(`\n━━ why "${name}" failed ━━\n${failureDigest(outputs.get(name) ?? '')}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.');
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
