import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Two tiers, told apart by what a test file reaches, not by a list kept by hand:
// - `pure`: no database and no app (rules, parsers, crypto, templates, web logic, and the web's shared
//   components as `*.test.tsx` on happy-dom). Runs once.
// - `database`: a file that starts the app or opens a test database, directly or through a helper of
//   src/server/test. `npm test` runs it on PGlite and again on PostgreSQL.
// - `embedded-engine`: the database tests whose behaviour rests on the engine itself (migrations, upgrades,
//   back-ups, the job queue, the races of a submit and a seal, search's trigram index, text the engine
//   must store), run on PGlite beside the whole tier on PostgreSQL (docs/decisions/0111).
// And the independent sets' figures (`independent`): reading only, like `pure`, but minutes of it, one
// document after another; `npm run test:independent` prints them (they assert only that every file was read).
const DATABASE_HELPERS =
  /test\/(build-test-app|test-database|signing-scenario|test-cluster)\.ts'|TEST_DATABASE_URL/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(import.meta.dirname, path.join(entry.parentPath, entry.name)));
}

const INDEPENDENT_SETS = 'src/server/test/documents/independent*/**/*.test.ts';

const databaseTests = testFiles(path.join(import.meta.dirname, 'src')).filter((file) =>
  DATABASE_HELPERS.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

/**
 * The database tests run on PGlite as well when `npm test` has PostgreSQL for the whole tier: those where
 * the embedded engine could answer differently from PostgreSQL, not only through the same SQL.
 */
const EMBEDDED_ENGINE_TESTS = [
  // Migrations, an embedded install's upgrade, moving data between the two engines, back-up and restore.
  'src/server/db/**/*.test.ts',
  'src/server/features/admin/backups/**/*.test.ts',
  'src/server/features/admin/maintenance/**/*.test.ts',
  'src/server/features/auth/first-run.test.ts',
  'src/server/features/health/**/*.test.ts',
  // The job queue (pg-boss) on the embedded engine's single connection.
  'src/server/lib/jobs/job-queue.test.ts',
  // Transactions that must hold against each other: a submit, a seal's claim, a deal's steps.
  'src/server/features/customer-signing/customer-signing.test.ts',
  'src/server/features/customer-signing/submit.test.ts',
  'src/server/features/customer-signing/sealing.test.ts',
  'src/server/features/signing-requests/signing-requests.test.ts',
  'src/server/features/deals/*.test.ts',
  // Text the engine stores and searches: a NUL in a text layer, six languages, trigram search.
  'src/server/features/documents/broken-text-upload.test.ts',
  'src/server/features/customer-signing/languages.test.ts',
  'src/server/features/customer-signing/customer-words.test.ts',
  'src/server/features/customers/customers-paging.test.ts',
];

/** The database tiers' settings: each file opens its own test database (src/server/test/test-database.ts). */
const databaseTier = {
  globalSetup: ['src/server/test/global-setup.ts'],
  pool: 'forks' as const,
  // The files of one worker share its loaded modules instead of importing the whole app afresh
  // each (a third of this tier's processor time). Each file still gets its own database and app
  // (buildTestApp); what the server keeps between calls is held per app or per database.
  isolate: false,
  // A worker then opens and drops dozens of PGlite (WebAssembly) instances, and twice in about ten
  // clean-clone runs V8's bookkeeping of freed Wasm code pages (kept for memory protection keys,
  // which this machine's processors have) died on a check: "Check failed:
  // jit_page_->allocations_.erase(addr) == 1" in ThreadIsolation::UnregisterWasmAllocation, ending
  // the worker and its file. Without that protection the bookkeeping is not kept. Test workers
  // only: the app opens one PGlite for its whole life and keeps the protection.
  execArgv: ['--no-memory-protection-keys'],
  // So no stubbed global or environment variable outlives the test that set it.
  unstubGlobals: true,
  unstubEnvs: true,
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [...databaseTests, INDEPENDENT_SETS],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: { name: 'independent', include: [INDEPENDENT_SETS], pool: 'threads' },
      },
      { extends: true, test: { name: 'database', include: databaseTests, ...databaseTier } },
      {
        extends: true,
        test: {
          name: 'embedded-engine',
          include: databaseTests.filter((file) =>
            EMBEDDED_ENGINE_TESTS.some((glob) => path.matchesGlob(file, glob)),
          ),
          ...databaseTier,
        },
      },
    ],
  },
});
