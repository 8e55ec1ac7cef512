// The admin dashboard: platform counts and the pending requests. The dealer list with its
// counts is paged in dealers.service.ts.
import type { AdminPendingRequest, AdminStats } from '../../../../shared/admin/admin.schema.ts';
import type { AppDeps } from '../../../app-deps.ts';
import type { Database } from '../../../db/client.ts';
import { allFor } from '../../../lib/fresh-cache.ts';
import { activityCounts, dealerCounts, listPendingRequests } from './dashboard.repo.ts';

/** The dashboard shows the first 10 pending requests only. */
export const PENDING_REQUESTS_SHOWN = 10;

/**
 * How the dashboard's counts stay fresh (the app's freshness rule, lib/fresh-cache.ts). Dealers by status
 * cost about 1 ms to count: a change to any user forgets them, and the next call counts afresh. Counting a
 * million signing requests takes hundreds of milliseconds, so those figures are not waited for: after a
 * change to requests or documents (or after STATS_FRESH_MS) a call answers the last counts with their time
 * (`asOf`, shown as "as of 10:42:05") and starts one recount behind, which every later caller shares.
 */
export const STATS_FRESH_MS = 10_000;
const DEALERS = { touchedBy: allFor('users') };
const ACTIVITY = {
  touchedBy: allFor('requests', 'documents'),
  onChange: 'refresh' as const,
  refreshAfterMs: STATS_FRESH_MS,
};

export async function dashboardStats({
  db,
  freshness,
}: Pick<AppDeps, 'db' | 'freshness'>): Promise<AdminStats> {
  const [d, a] = await Promise.all([
    freshness
      .cache<Awaited<ReturnType<typeof dealerCounts>>>('admin-dealer-status', DEALERS)
      .read('', () => dealerCounts(db)),
    freshness
      .cache<Awaited<ReturnType<typeof activityCounts>>>('admin-activity', ACTIVITY)
      .readWithAge('', () => activityCounts(db)),
  ]);
  const activity = a.value;
  return {
    totalDealers: d?.totalDealers ?? 0,
    activeDealers: d?.activeDealers ?? 0,
    suspendedDealers: d?.suspendedDealers ?? 0,
    totalSigningRequests: activity?.totalSigningRequests ?? 0,
    pendingSigningRequests: activity?.pendingSigningRequests ?? 0,
    completedToday: activity?.completedToday ?? 0,
    totalDocuments: activity?.totalDocuments ?? 0,
    asOf: a.asOf.toISOString(),
  };
}

export async function pendingRequests(db: Database): Promise<AdminPendingRequest[]> {
  const rows = await listPendingRequests(db, PENDING_REQUESTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    dealershipName: row.dealershipName,
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
    customer: { name: row.customerName, email: row.customerEmail },
    documents: row.titles.map((title) => ({ title })),
  }));
}
