// The control center's Dealer Management: the dealers overview and the bulk actions
// suspend, reactivate, reset-smtp and export-data. Every change is audited.
import type { Readable } from 'node:stream';
import {
  type BulkDealerAction,
  type BulkDealerResult,
  type DealerOverviewRow,
  type DealersOverviewPage,
  type DealersOverviewQuery,
  OVERVIEW_PAGE_SIZE,
} from '../../../../shared/admin/admin-control-center.schema.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { loadDealerProfile, updateDealerProfile } from '../../dealer-profile/index.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import { lastBackup } from '../backups/backup-write.ts';
import { dealerIdsAmong, setStatus } from '../dealer-accounts/dealer-accounts.service.ts';
import { cachedTotal, dealerCounts } from '../dealer-counts/dealer-counts.service.ts';
import { systemStats } from '../monitoring/system-stats.service.ts';
import { unresolvedErrorCount } from '../system-errors/system-errors.service.ts';
import { countOverview, listOverviewPage } from './control-center.repo.ts';
import { streamDealerExport } from './dealer-export.service.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'storage' | 'log' | 'freshness'>;
export type Actor = { adminId: string; ip: string };

export async function controlCenterStats(ctx: Ctx) {
  const [stats, backup] = await Promise.all([
    systemStats(ctx, () => unresolvedErrorCount(ctx.db)),
    lastBackup(ctx.config.backup.dir),
  ]);
  return { ...stats, lastBackup: backup };
}

/**
 * One page of the overview. The names, status, suspension reason, SMTP flag and unresolved errors are read
 * live (one statement for the page); the document, customer and request counts come from memory, at most
 * COUNTS_FRESH_MS (10 s) old, and the filter's total at most TOTAL_FRESH_MS (5 s) old, except that an
 * administrator's own status changes here or in the dealer list drop the totals at once.
 */
export async function dealersOverview(ctx: Ctx, query: DealersOverviewQuery): Promise<DealersOverviewPage> {
  const filter = {
    search: query.search || null,
    status: query.status && query.status !== 'all' ? query.status : null,
  };
  const page = query.page ?? 1;
  const [rows, total] = await Promise.all([
    listOverviewPage(ctx.db, filter, OVERVIEW_PAGE_SIZE, (page - 1) * OVERVIEW_PAGE_SIZE),
    cachedTotal(ctx, JSON.stringify(['overview', filter.search, filter.status]), () =>
      countOverview(ctx.db, filter),
    ),
  ]);
  const counts = await dealerCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    dealers: rows.map((row): DealerOverviewRow => {
      const c = counts.get(row.id);
      return {
        id: row.id,
        dealershipName: row.dealershipName,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        status: row.status,
        suspendedReason: row.suspendedReason,
        smtpEnabled: row.smtpEnabled,
        errorCount: row.errorCount,
        documentsCount: c?.documents ?? 0,
        customersCount: c?.customers ?? 0,
        requestsCount: c?.requests ?? 0,
        lastActive: row.lastActive?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    total,
    page,
    pageSize: OVERVIEW_PAGE_SIZE,
  };
}

const dealers = (n: number) => (n === 1 ? '1 dealer' : `${n} dealers`);

/** The bulk action's answer: JSON for the changes, a ZIP stream for export-data. */
export async function bulkDealerAction(
  ctx: Ctx,
  actor: Actor,
  input: { action: BulkDealerAction; dealerIds: string[]; reason?: string | undefined },
): Promise<BulkDealerResult | { zip: Readable; filename: string }> {
  const ids = await dealerIdsAmong(ctx.db, [...new Set(input.dealerIds)]);
  if (ids.length === 0) throw notFound('None of the chosen dealers exists');
  const bulkActor = { ...actor, bulk: true };
  const audit = (action: string, targetIds: string[], details?: Record<string, unknown>) =>
    Promise.all(
      targetIds.map((targetId) =>
        recordAdminAction(ctx, {
          ...actor,
          action,
          targetType: 'dealer',
          targetId,
          reason: input.reason ?? null,
          details: { bulk: true, ...details },
        }),
      ),
    );

  switch (input.action) {
    case 'suspend': {
      const { changed: suspended } = await setStatus(ctx, ids, 'suspended', input.reason ?? '', bulkActor);
      const skipped = ids.length - suspended.length;
      return {
        action: input.action,
        affected: suspended.length,
        message: `Suspended ${dealers(suspended.length)} and signed them out${skipped ? ` (${skipped} already suspended)` : ''}.`,
      };
    }
    case 'reactivate': {
      const { changed: reactivated } = await setStatus(ctx, ids, 'active', input.reason ?? null, bulkActor);
      const skipped = ids.length - reactivated.length;
      return {
        action: input.action,
        affected: reactivated.length,
        message: `Reactivated ${dealers(reactivated.length)}${skipped ? ` (${skipped} not suspended)` : ''}.`,
      };
    }
    case 'reset-smtp': {
      // dealer_settings belongs to dealer-profile: each dealer's own SMTP goes through its owner's call.
      for (const id of ids) {
        await updateDealerProfile(ctx.db, await loadDealerProfile(ctx.db, id), {
          smtpEnabled: false,
          smtpHost: null,
          smtpPort: null,
          smtpSecure: null,
          smtpUser: null,
          smtpPasswordSealed: null,
          smtpFromEmail: null,
        });
      }
      await audit('dealer.reset_smtp', ids);
      return {
        action: input.action,
        affected: ids.length,
        message: `Cleared the e-mail server settings of ${dealers(ids.length)}: their mail now goes through the platform.`,
      };
    }
    case 'export-data': {
      await audit('dealer.export_data', ids);
      const stamp = new Date().toISOString().slice(0, 10);
      return { zip: streamDealerExport(ctx, ids), filename: `docs2sign-dealers-${stamp}.zip` };
    }
  }
}
