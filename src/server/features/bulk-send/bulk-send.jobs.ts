import type { AppDeps } from '../../app-deps.ts';
import * as repo from './bulk-send.repo.ts';
import { queueBulkSend, runBulkSend } from './bulk-send.service.ts';

export async function registerBulkSendWorkers(deps: AppDeps) {
  await deps.jobs.work('bulk.send', (data) => runBulkSend(deps, data.bulkSendId));
}

/**
 * At start-up: a send left half-way goes on. On the embedded database its job died with the process, which
 * pg-boss would keep "running" until it expires (and, one job per send, keep the new one out) for minutes.
 */
export async function recoverBulkSends(deps: Pick<AppDeps, 'db' | 'jobs' | 'databaseKind'>) {
  for (const { id } of await repo.unfinishedSends(deps.db)) {
    if (deps.databaseKind === 'pglite') await deps.jobs.abandonRunning('bulk.send', id);
    await queueBulkSend(deps, id);
  }
}
