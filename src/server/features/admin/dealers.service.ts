// An administrator suspends, reactivates or creates dealers and makes password links for them. A suspension
// also ends every session the dealer has, including the ones any app instance has cached.
import {
  ADMIN_DEALERS_PAGE_SIZE,
  type AdminDealer,
  type AdminDealerListQuery,
  type NewDealer,
} from '../../../shared/admin.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { createPendingDealer, issueDealerResetLink } from '../auth/admin-accounts.ts';
import { revokeCachedSessions } from '../auth/session-revocation.ts';
import { loadDealerProfile, updateDealerProfile } from '../dealer-profile/dealer-profile.service.ts';
import { recordAdminAction } from './audit.service.ts';
import { forgetDealerCounts } from './dashboard.service.ts';
import { countDealers, listDealerPage, setDealerStatus } from './dealers.repo.ts';

type Ctx = Pick<AppDeps, 'auth' | 'db' | 'config' | 'mailer'>;
/** The administrator acting and their address, for the audit log. */
export type Actor = { adminId: string; ip: string };

type Counts = Pick<AdminDealer, 'totalDocuments' | 'totalCustomers' | 'pendingRequests'>;
type Counted = { at: number; counts: Counts; refreshing: boolean };

/**
 * How fresh a dealer's counts on the dashboard list are. A page's counts are about 5 ms of index reads for
 * 100 dealers, so each process keeps them per dealer: a page counts only the dealers it has not counted yet
 * and answers the rest from memory, recounting those older than COUNTS_FRESH_MS in the background (one
 * statement per page, shared by every caller). Counts are therefore at most about 10 s old; the names,
 * status and suspension reason are read live on every call.
 */
export const COUNTS_FRESH_MS = 10_000;
const MAX_REMEMBERED = 50_000;
// Per database, so each test app (its own database) counts its own rows.
const remembered = new WeakMap<Database, Map<string, Counted>>();

async function count(db: Database, known: Map<string, Counted>, ids: string[]) {
  if (known.size + ids.length > MAX_REMEMBERED) known.clear();
  const now = Date.now();
  for (const row of await countDealers(db, ids)) {
    const { id, ...counts } = row;
    known.set(id, { at: now, counts, refreshing: false });
  }
}

async function dealerCounts(db: Database, ids: string[]): Promise<Map<string, Counted>> {
  let known = remembered.get(db);
  if (!known) {
    known = new Map();
    remembered.set(db, known);
  }
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) await count(db, known, missing);
  const stale = ids.filter((id) => {
    const entry = known.get(id);
    return entry && !entry.refreshing && Date.now() - entry.at > COUNTS_FRESH_MS;
  });
  if (stale.length) {
    for (const id of stale) known.get(id)!.refreshing = true;
    // A failed recount keeps the old counts; the next call after it tries again.
    count(db, known, stale).catch(() => {
      for (const id of stale) {
        const entry = known.get(id);
        if (entry) entry.refreshing = false;
      }
    });
  }
  return known;
}

const NO_COUNTS: Counts = { totalDocuments: 0, totalCustomers: 0, pendingRequests: 0 };

/** One page of the dashboard's dealer list (spec B §3 `AdminDealer`) and the next page's offset, if any. */
export async function listDealers(db: Database, query: AdminDealerListQuery) {
  const page = {
    q: query.q || null,
    limit: query.limit ?? ADMIN_DEALERS_PAGE_SIZE,
    offset: query.offset ?? 0,
  };
  const rows = await listDealerPage(db, page);
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  const counts = await dealerCounts(
    db,
    kept.map((r) => r.id),
  );
  return {
    ...page,
    items: kept.map((row) => ({ ...row, ...(counts.get(row.id)?.counts ?? NO_COUNTS) })),
    next: more ? page.offset + page.limit : null,
  };
}

export async function suspendDealer(db: Database, dealerId: string, reason: string, actor: Actor) {
  if (!(await setDealerStatus(db, dealerId, 'suspended', reason))) throw notFound('Dealer not found');
  forgetDealerCounts(db);
  await recordAdminAction(db, {
    ...actor,
    action: 'dealer.suspend',
    targetType: 'dealer',
    targetId: dealerId,
    reason,
  });
  await revokeCachedSessions(db);
  return { message: 'The dealer account has been suspended successfully.' };
}

export async function unsuspendDealer(db: Database, dealerId: string, actor: Actor) {
  if (!(await setDealerStatus(db, dealerId, 'active', null))) throw notFound('Dealer not found');
  forgetDealerCounts(db);
  await recordAdminAction(db, {
    ...actor,
    action: 'dealer.unsuspend',
    targetType: 'dealer',
    targetId: dealerId,
  });
  return { message: 'The dealer account has been reactivated successfully.' };
}

/** A `pending` dealer: the answer carries the set-password link to hand over (it is also e-mailed). */
export async function createDealer(ctx: Ctx, input: NewDealer, actor: Actor) {
  const { userId, setPasswordUrl } = await createPendingDealer(ctx, input);
  forgetDealerCounts(ctx.db);
  const { dealershipPhone, dealershipWhatsapp, dealershipWebsite } = input;
  if (dealershipPhone || dealershipWhatsapp || dealershipWebsite) {
    const profile = await loadDealerProfile(ctx.db, userId);
    await updateDealerProfile(ctx.db, profile, { dealershipPhone, dealershipWhatsapp, dealershipWebsite });
  }
  await recordAdminAction(ctx, {
    ...actor,
    action: 'dealer.create',
    targetType: 'dealer',
    targetId: userId,
    details: { email: input.email, dealershipName: input.dealershipName },
  });
  return { id: userId, setPasswordUrl, message: 'New dealer account has been created successfully.' };
}

export async function resetDealerPassword(ctx: Ctx, dealerId: string, actor: Actor) {
  const resetUrl = await issueDealerResetLink(ctx, dealerId);
  // The link itself is a credential: the record says one was issued, never what it was.
  await recordAdminAction(ctx, {
    ...actor,
    action: 'dealer.reset_password',
    targetType: 'dealer',
    targetId: dealerId,
  });
  return { resetUrl, message: 'Password reset link has been generated for the dealer.' };
}
