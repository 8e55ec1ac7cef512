// System Maintenance (DECISIONS.md "Administration"): the ten actions, each doing what the
// decisions say and answering what it did in plain words. Every run is audited.
import {
  type BroadcastMessage,
  isMaintenanceAction,
  type MaintenanceAction,
  type MaintenanceResult,
} from '../../../../shared/admin/admin-control-center.schema.ts';
import { adminControlCenterApi } from '../../../../shared/api/admin-control-center.ts';
import { urlOf } from '../../../../shared/api/url.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  deleteExpiredSessionsAndTokens,
  endAllDealerSessions,
  revokeCachedSessions,
} from '../../auth/index.ts';
import { clearLookupCaches } from '../../lookups/index.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import { deleteOldOutboxMail, OUTBOX_KEEP_DAYS } from '../outbox/outbox.service.ts';
import { archiveResolvedErrors } from '../system-errors/system-errors.service.ts';
import { runSystemChecks } from '../system-testing/system-checks.service.ts';
import { insertBroadcast, latestBroadcast, vacuumAnalyze } from './maintenance.repo.ts';
import { backupDatabase, cleanupOrphanedFiles } from './maintenance-files.service.ts';

export type Actor = { adminId: string; ip: string };
type Answer = Omit<MaintenanceResult, 'action'>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function perform(
  ctx: AppDeps,
  actor: Actor,
  action: MaintenanceAction,
  body: { message?: string | undefined; clear?: boolean | undefined },
): Promise<Answer> {
  switch (action) {
    case 'cleanup': {
      const gone = {
        ...(await deleteExpiredSessionsAndTokens(ctx.db)),
        outboxMessages: await deleteOldOutboxMail(ctx.db),
      };
      return {
        message: `Deleted ${plural(gone.sessions, 'expired session')}, ${plural(gone.tokens, 'expired verification token')} and ${plural(gone.outboxMessages, 'outbox message')} older than ${OUTBOX_KEEP_DAYS} days.`,
        details: gone,
      };
    }
    case 'broadcast-message': {
      const message = body.clear ? '' : (body.message ?? '');
      await insertBroadcast(ctx.db, message, actor.adminId);
      return {
        message: body.clear
          ? 'The broadcast banner is withdrawn: dealers no longer see it.'
          : 'Every dealer now sees this message as a banner until they dismiss it.',
        details: { broadcast: message },
      };
    }
    case 'force-logout-all': {
      const ended = await endAllDealerSessions(ctx.db);
      return {
        message: `Signed out every dealer: ${plural(ended, 'session')} ended. Administrators stay signed in.`,
        details: { sessions: ended },
      };
    }
    case 'clear-cache': {
      const lookups = clearLookupCaches();
      await revokeCachedSessions(ctx.db);
      return {
        message: `Emptied the in-memory caches: the session cache (on every app instance) and ${plural(lookups, 'cached vehicle or postcode lookup')}.`,
        details: { lookups },
      };
    }
    case 'backup-database': {
      const backup = await backupDatabase(ctx);
      return {
        message: `Backup ${backup.name} written to storage (${(backup.size / 1_048_576).toFixed(1)} MB) by ${backup.method}.`,
        details: { ...backup },
        downloadUrl: urlOf(adminControlCenterApi.backup, { name: backup.name }),
      };
    }
    case 'optimize-database': {
      const started = performance.now();
      await vacuumAnalyze(ctx.db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      return {
        message: `Ran VACUUM ANALYZE on the whole database in ${seconds} s: dead rows reclaimed and the planner's statistics refreshed.`,
        details: { seconds: Number(seconds) },
      };
    }
    case 'cleanup-orphaned': {
      const swept = await cleanupOrphanedFiles(ctx);
      return {
        message: `Checked ${plural(swept.checked, 'stored file')} and deleted ${plural(swept.deleted, 'orphaned file')} no record refers to (${swept.documents} document, ${swept.dealerFiles} dealer-file, ${swept.branding} branding, ${swept.pageImages} page-image). Sealed copies are never touched.`,
        details: swept,
      };
    }
    case 'restart-services': {
      const queues = await ctx.jobs.restartWorkers();
      return {
        message: `Restarted the job workers of ${plural(queues.length, 'queue')} (${queues.join(', ')}); running jobs finished first. The app itself kept running.`,
        details: { queues },
      };
    }
    case 'reset-error-logs': {
      const { archived } = await archiveResolvedErrors(ctx.db);
      return {
        message: `Archived ${plural(archived, 'resolved error')}: they leave the System Errors list; unresolved errors stay.`,
        details: { archived },
      };
    }
    case 'health-check': {
      const results = await runSystemChecks(ctx);
      const failed = results.filter((r) => !r.ok);
      return {
        message:
          failed.length === 0
            ? `All ${results.length} checks passed: ${results.map((r) => r.name).join(', ')}.`
            : `${plural(failed.length, 'check')} of ${results.length} failed: ${failed.map((r) => `${r.name} (${r.detail})`).join('; ')}.`,
        details: { results },
      };
    }
  }
}

export async function runMaintenance(
  ctx: AppDeps,
  actor: Actor,
  action: string,
  body: { message?: string | undefined; clear?: boolean | undefined },
): Promise<MaintenanceResult> {
  if (!isMaintenanceAction(action))
    throw new AppError(404, `Unknown maintenance action: ${action.slice(0, 60)}`, { code: 'NOT_FOUND' });
  if (action === 'broadcast-message' && !body.clear && !body.message?.trim())
    throw new AppError(400, 'A message is required', { code: 'VALIDATION' });
  const answer = await perform(ctx, actor, action, body);
  await recordAdminAction(ctx, {
    ...actor,
    action: `maintenance.${action}`,
    targetType: 'system',
    details: { message: answer.message, ...answer.details },
  });
  return { action, ...answer };
}

/** The banner dealers see; a withdrawn broadcast (an empty message) shows nothing. */
export async function currentBroadcast(ctx: Pick<AppDeps, 'db'>): Promise<BroadcastMessage> {
  const row = await latestBroadcast(ctx.db);
  if (!row?.message) return null;
  return { id: row.id, message: row.message, createdAt: row.createdAt.toISOString() };
}
