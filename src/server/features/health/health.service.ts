// Liveness (the process and its database answer) and readiness (database, file storage and job queue all
// answer, each within a short bound), for load balancers and orchestrators.
import type { AppDeps } from '../../app-deps.ts';
import { withDeadline } from '../../lib/deadline.ts';
import { appliedMigrationName, type Journal } from '../../lib/release.ts';
import { newestMigration, pingDatabase } from './health.repo.ts';

const CHECK_TIMEOUT_MS = 3000;

type Check = { ok: boolean; ms: number; error?: string };

async function timed(work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await withDeadline(
      work(),
      CHECK_TIMEOUT_MS,
      () => new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`),
    );
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

/** What this process runs: its release and the migrations it ships (read once per app, at its start). */
export type RunningRelease = { release: string; journal: Journal };

export async function liveness(
  deps: Pick<AppDeps, 'db' | 'databaseKind' | 'pingDatabase'>,
  running: RunningRelease,
) {
  // Its own connection where there is one: a liveness probe must not wait behind the requests' statements
  // (readiness still asks through the pool, so an exhausted pool takes the instance out of rotation). The
  // ping reads the newest migration applied, which is the schema reported.
  let applied: string | null = null;
  const database = await timed(async () => {
    applied = deps.pingDatabase ? await deps.pingDatabase() : await newestMigration(deps.db);
  });
  return {
    ok: database.ok,
    body: {
      status: database.ok ? ('ok' as const) : ('unavailable' as const),
      database: deps.databaseKind,
      release: running.release,
      schema: {
        applied: database.ok ? appliedMigrationName(running.journal, applied) : null,
        release: running.journal.entries.at(-1)?.tag ?? '',
      },
    },
  };
}

export async function readiness(deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>) {
  const [database, storage, queue] = await Promise.all([
    timed(() => pingDatabase(deps.db)),
    // A missing key answers null without error when the store is reachable.
    timed(() => deps.storage.size('health/readiness-probe')),
    timed(() => deps.jobs.ping()),
  ]);
  const ok = database.ok && storage.ok && queue.ok;
  return {
    ok,
    body: { status: ok ? ('ready' as const) : ('not ready' as const), checks: { database, storage, queue } },
  };
}
