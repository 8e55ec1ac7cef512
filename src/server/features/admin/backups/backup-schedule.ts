// The scheduled back-up (BACKUP_EVERY_HOURS > 0): the server makes one into BACKUP_DIR when the newest
// there is older than the interval, keeps the newest BACKUP_KEEP and logs each. It looks every ten minutes
// (or at the interval when shorter), so a restart does not start the count again. Instances sharing one
// PostgreSQL and one BACKUP_DIR make one back-up between them; with separate folders, one each.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { AppDeps } from '../../../app-deps.ts';
import { copyBackupOffsite } from './backup-offsite.ts';
import { listBackups, pruneBackups, writeBackup } from './backup-write.ts';
import { type DatabaseSource, dumpDatabase } from './database-dump.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'databaseKind' | 'storage' | 'log'>;

const LOOK_EVERY_MS = 10 * 60_000;

/** The running app's own database, to dump in this process (PostgreSQL: the URL its pool was made with). */
export function ownDatabase(deps: Pick<AppDeps, 'db' | 'databaseKind'>): DatabaseSource {
  const client = (deps.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return deps.databaseKind === 'pglite'
    ? { kind: 'pglite', pglite: client as PGlite }
    : { kind: 'postgres', databaseUrl: (client as pg.Pool).options.connectionString ?? '' };
}

/** One scheduled round: a back-up when the newest is due, then the pruning. */
export async function backUpIfDue(deps: Deps, now = Date.now()) {
  const { dir, everyHours, keep, passphrase } = deps.config.backup;
  const [newest] = await listBackups(dir);
  const newestAt = newest
    ? Date.parse(
        newest.name.slice('docs2sign-'.length).replace(/T(\d\d)-(\d\d)-(\d\d)-(\d+)Z$/, 'T$1:$2:$3.$4Z'),
      )
    : 0;
  if (now - newestAt < everyHours * 3600_000) return null;
  const backup = await writeBackup(
    { config: deps.config, storage: deps.storage, dump: (folder) => dumpDatabase(ownDatabase(deps), folder) },
    { dir, passphrase: passphrase! },
  );
  const removed = await pruneBackups(dir, keep);
  const offsite = await copyOffsite(deps, backup.folder, backup.check.ok);
  deps.log.info(
    {
      backup: backup.folder,
      bytes: backup.bytes,
      tookMs: backup.manifest.tookMs,
      pauseMs: backup.manifest.database.pauseMs,
      checkOk: backup.check.ok,
      problems: backup.check.problems,
      removed,
      offsite: offsite?.url,
    },
    backup.check.ok ? 'scheduled back-up written and checked' : 'scheduled back-up written, its check FAILED',
  );
  return backup;
}

/** The off-site copy (BACKUP_S3_URL) of a back-up that passed its check; a failure is logged, never lost. */
export async function copyOffsite(deps: Pick<Deps, 'config' | 'log'>, folder: string, checked: boolean) {
  const { offsite, keep } = deps.config.backup;
  if (!offsite || !checked) return null;
  try {
    return await copyBackupOffsite(folder, offsite, keep);
  } catch (error) {
    deps.log.error({ err: error, backup: folder }, 'the off-site copy of the back-up FAILED');
    return null;
  }
}

/** Starts the schedule when one is set; answers how to stop it. */
export async function startBackupSchedule(deps: Deps) {
  if (deps.config.backup.everyHours <= 0) return;
  let running: Promise<unknown> | null = null;
  const round = () => {
    running ??= backUpIfDue(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'scheduled back-up failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, Math.min(LOOK_EVERY_MS, deps.config.backup.everyHours * 3600_000));
  timer.unref();
  setTimeout(round, 60_000).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
