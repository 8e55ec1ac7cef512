// The admin dashboard (spec B §2.13): platform counts and the pending requests. The dealer list with its
// counts is paged in dealers.service.ts.
import type { AdminPendingRequest, AdminStats } from '../../../shared/admin.schema.ts';
import type { Database } from '../../db/client.ts';
import { activityCounts, dealerCounts, listPendingRequests } from './dashboard.repo.ts';

/** Spec B §9: the dashboard shows the first 10 pending requests only. */
export const PENDING_REQUESTS_SHOWN = 10;

/**
 * How fresh the dashboard's counts are. Counting a million signing requests takes hundreds of milliseconds,
 * so each process counts at most once in this window: a call answers the last counts and, when they are
 * older than this, starts one recount in the background that every later caller shares (single flight).
 * The request and document figures are therefore at most STATS_FRESH_MS plus one recount old (about 10 s;
 * the page refetches every 30 s), the dealer figures about 1 s. Only a process's first call, or the first after an administrator creates, suspends or
 * reactivates a dealer here (forgetDealerCounts, so the cards show it at once), waits for a count.
 */
export const STATS_FRESH_MS = 10_000;

type Cached<T> = { at: number; value: T | null; running: Promise<T> | null };

/** A per-database cache of one read, recounted in the background when stale, one recount at a time. */
function sharedCount<T>(freshMs: number, load: (db: Database) => Promise<T>) {
  const cache = new WeakMap<Database, Cached<T>>();
  const recount = (db: Database, entry: Cached<T>) => {
    entry.running ??= load(db)
      .then((value) => {
        entry.value = value;
        entry.at = Date.now();
        return value;
      })
      .finally(() => {
        entry.running = null;
      });
    return entry.running;
  };
  return {
    async read(db: Database): Promise<T> {
      let entry = cache.get(db);
      if (!entry) {
        entry = { at: 0, value: null, running: null };
        cache.set(db, entry);
      }
      if (entry.value === null) return recount(db, entry);
      // A failed background recount keeps the last counts; the next stale call tries again.
      if (Date.now() - entry.at > freshMs) recount(db, entry).catch(() => {});
      return entry.value;
    },
    forget: (db: Database) => cache.delete(db),
  };
}

// Per database, so each test app (its own database) counts its own rows.
// Dealers by status cost about 1 ms to count (a few thousand `users` rows): recounted after 1 s, so a dealer
// who registers shows on the cards at the next refetch, without a count per call under load.
const dealers = sharedCount(1_000, dealerCounts);
const activity = sharedCount(STATS_FRESH_MS, activityCounts);

/** The administrator changed a dealer: the next stats call counts dealers afresh (about 1 ms). */
export const forgetDealerCounts = (db: Database) => dealers.forget(db);

export async function dashboardStats(db: Database): Promise<AdminStats> {
  const [d, a] = await Promise.all([dealers.read(db), activity.read(db)]);
  return {
    totalDealers: d?.totalDealers ?? 0,
    activeDealers: d?.activeDealers ?? 0,
    suspendedDealers: d?.suspendedDealers ?? 0,
    totalSigningRequests: a?.totalSigningRequests ?? 0,
    pendingSigningRequests: a?.pendingSigningRequests ?? 0,
    completedToday: a?.completedToday ?? 0,
    totalDocuments: a?.totalDocuments ?? 0,
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
