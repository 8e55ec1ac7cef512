// The figures the admin's dealer lists keep in memory: each dealer's counts (documents, customers, pending
// and all requests), shared by the dashboard's dealer list and the control center's overview, and the
// overview's totals per filter. Names, status and suspension reasons are never kept: the lists read them live.
// Both are kept by the app's freshness rule (lib/fresh-cache.ts): a dealer's counts are forgotten the moment
// that dealer's customers, documents or requests change (on any instance), the totals when any dealer's
// account or profile changes, so a list never shows a figure older than the last change.
import type { AppDeps } from '../../../app-deps.ts';
import { allFor, dealerKeyFor } from '../../../lib/fresh-cache.ts';
import { countDealers } from './dealer-counts.repo.ts';

export type DealerCounts = {
  documents: number;
  customers: number;
  pendingRequests: number;
  requests: number;
};
type Ctx = Pick<AppDeps, 'db' | 'freshness'>;

/** A backstop only (changes are heard within milliseconds): counts older than this are counted again. */
export const COUNTS_FRESH_MS = 60_000;
const COUNTS = {
  maxAgeMs: COUNTS_FRESH_MS,
  maxEntries: 50_000,
  touchedBy: dealerKeyFor('customers', 'documents', 'requests'),
};

const NO_COUNTS: DealerCounts = { documents: 0, customers: 0, pendingRequests: 0, requests: 0 };

/**
 * These dealers' counts (an id that is not a dealer counts nothing). Counting a page of dealers is a few
 * milliseconds of index reads (about 200 requests each on the 5,000-dealer seed), so the missing ones are
 * counted in one statement and kept, unless a change came while it ran.
 */
export async function dealerCounts(
  { db, freshness }: Ctx,
  ids: string[],
): Promise<Map<string, DealerCounts>> {
  const kept = freshness.cache<DealerCounts>('admin-dealer-counts', COUNTS);
  const found = new Map<string, DealerCounts>();
  const missing: string[] = [];
  for (const id of ids) {
    const counts = kept.peek(id)?.value;
    if (counts) found.set(id, counts);
    else missing.push(id);
  }
  if (missing.length) {
    const since = Date.now();
    for (const { id, ...counts } of await countDealers(db, missing)) {
      kept.keep(id, counts, since);
      found.set(id, counts);
    }
  }
  return new Map(ids.map((id) => [id, found.get(id) ?? NO_COUNTS]));
}

/** A backstop only, as above, for a list's total under one filter. */
export const TOTAL_FRESH_MS = 60_000;
const TOTALS = { maxAgeMs: TOTAL_FRESH_MS, maxEntries: 1_000, touchedBy: allFor('users', 'settings') };

/** The total for `key` (a filter), counted by `load` when missing (callers share one count). */
export function cachedTotal({ freshness }: Ctx, key: string, load: () => Promise<number>): Promise<number> {
  return freshness.cache<number>('admin-dealer-totals', TOTALS).read(key, load);
}
