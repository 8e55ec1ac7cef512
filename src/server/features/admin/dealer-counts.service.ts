// The figures the admin's dealer lists keep in memory: each dealer's counts (documents, customers, pending
// and all requests), shared by the dashboard's dealer list and the control center's overview, and the
// overview's totals per filter. Names, status and suspension reasons are never kept: the lists read them live.
import type { Database } from '../../db/client.ts';
import { countDealers } from './dealer-counts.repo.ts';

export type DealerCounts = {
  documents: number;
  customers: number;
  pendingRequests: number;
  requests: number;
};
type Counted = { at: number; counts: DealerCounts };

/**
 * How old a dealer's counts may be when a list shows them. Counting a page of dealers is a few milliseconds
 * of index reads (about 200 requests each on the 5,000-dealer seed), too much for every call under load, so
 * each process keeps them per dealer. Counts older than half this are recounted in the background (one
 * statement for the page, shared by every caller); older than this, the call waits for the recount. A list
 * therefore never shows counts more than COUNTS_FRESH_MS (plus one recount) old.
 */
export const COUNTS_FRESH_MS = 10_000;
const RECOUNT_AFTER_MS = COUNTS_FRESH_MS / 2;
const MAX_REMEMBERED = 50_000;

type DealerState = { known: Map<string, Counted>; counting: Map<string, Promise<void>> };
// Per database, so each test app (its own database) counts its own rows.
const perDatabase = new WeakMap<Database, DealerState>();

function stateOf(db: Database): DealerState {
  let state = perDatabase.get(db);
  if (!state) {
    state = { known: new Map(), counting: new Map() };
    perDatabase.set(db, state);
  }
  return state;
}

/** Counts these dealers in one statement; a caller wanting one of them meanwhile shares the same count. */
function count(db: Database, state: DealerState, ids: string[]): Promise<void> {
  const done = (async () => {
    const rows = await countDealers(db, ids);
    if (state.known.size + rows.length > MAX_REMEMBERED) state.known.clear();
    const at = Date.now();
    for (const { id, ...counts } of rows) state.known.set(id, { at, counts });
  })().finally(() => {
    for (const id of ids) if (state.counting.get(id) === done) state.counting.delete(id);
  });
  for (const id of ids) state.counting.set(id, done);
  return done;
}

const NO_COUNTS: DealerCounts = { documents: 0, customers: 0, pendingRequests: 0, requests: 0 };

/** These dealers' counts, at most COUNTS_FRESH_MS old (an id that is not a dealer counts nothing). */
export async function dealerCounts(db: Database, ids: string[]): Promise<Map<string, DealerCounts>> {
  const state = stateOf(db);
  const now = Date.now();
  const waits = new Set<Promise<void>>();
  const missing: string[] = [];
  const ageing: string[] = [];
  for (const id of ids) {
    const age = now - (state.known.get(id)?.at ?? Number.NEGATIVE_INFINITY);
    const counting = state.counting.get(id);
    if (age < RECOUNT_AFTER_MS) continue;
    if (counting) {
      if (age >= COUNTS_FRESH_MS) waits.add(counting);
    } else if (age >= COUNTS_FRESH_MS) missing.push(id);
    else ageing.push(id);
  }
  if (missing.length) waits.add(count(db, state, missing));
  // A failed background recount keeps the old counts; a later call tries again.
  if (ageing.length) count(db, state, ageing).catch(() => {});
  await Promise.all(waits);
  return new Map(ids.map((id) => [id, state.known.get(id)?.counts ?? NO_COUNTS]));
}

type Total = { at: number; value: number | null; running: Promise<number> | null };

/** How old a list's total for one filter may be: a count over every dealer is kept this long per filter. */
export const TOTAL_FRESH_MS = 5_000;
const MAX_FILTERS = 1_000;
const totalsPerDatabase = new WeakMap<Database, Map<string, Total>>();

/**
 * The total for `key` (a filter), counted by `load` when missing or older than TOTAL_FRESH_MS (callers share
 * one count), recounted in the background when older than half that.
 */
export async function cachedTotal(db: Database, key: string, load: () => Promise<number>): Promise<number> {
  let totals = totalsPerDatabase.get(db);
  if (!totals) {
    totals = new Map();
    totalsPerDatabase.set(db, totals);
  }
  let entry = totals.get(key);
  if (!entry) {
    if (totals.size >= MAX_FILTERS) totals.clear();
    entry = { at: 0, value: null, running: null };
    totals.set(key, entry);
  }
  const age = Date.now() - entry.at;
  if (entry.value !== null && age < TOTAL_FRESH_MS / 2) return entry.value;
  const counted = entry;
  counted.running ??= load()
    .then((value) => {
      // After forgetDealerTotals this entry is no longer in the map: a count that began before the change
      // (and may have read the old rows) is then answered to its callers but never kept.
      Object.assign(counted, { at: Date.now(), value });
      return value;
    })
    .finally(() => {
      counted.running = null;
    });
  if (counted.value !== null && age < TOTAL_FRESH_MS) {
    counted.running.catch(() => {});
    return counted.value;
  }
  return counted.running;
}

/** An administrator changed dealers (status, a new one): every total is counted afresh on its next read. */
export function forgetDealerTotals(db: Database) {
  totalsPerDatabase.delete(db);
}
