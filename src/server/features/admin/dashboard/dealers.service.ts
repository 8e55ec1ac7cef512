// An administrator suspends, reactivates or creates dealers and makes password links for them. A suspension
// also ends every session the dealer has (dealer-accounts/, the owner of a dealer's status).

import {
  ADMIN_DEALERS_PAGE_SIZE,
  type AdminDealer,
  type AdminDealerListQuery,
  type NewDealer,
} from '../../../../shared/admin/admin.schema.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { createPendingDealer, issueDealerResetLink } from '../../auth/index.ts';
import { loadDealerProfile, updateDealerProfile } from '../../dealer-profile/index.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import { setStatus } from '../dealer-accounts/dealer-accounts.service.ts';
import { dealerCounts } from '../dealer-counts/dealer-counts.service.ts';
import { listDealerPage } from './dealers.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'mailer'>;
/** The administrator acting and their address, for the audit log. */
export type Actor = { adminId: string; ip: string };

/** One page of the dashboard's dealer list and the next page's offset, if any. */
export async function listDealers(ctx: Pick<AppDeps, 'db' | 'freshness'>, query: AdminDealerListQuery) {
  const { db } = ctx;
  const page = {
    q: query.q || null,
    limit: query.limit ?? ADMIN_DEALERS_PAGE_SIZE,
    offset: query.offset ?? 0,
  };
  const rows = await listDealerPage(db, page);
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  // The counts are kept until the dealer's data changes (dealer-counts.service.ts); the rest is live.
  const counts = await dealerCounts(
    ctx,
    kept.map((r) => r.id),
  );
  return {
    ...page,
    items: kept.map((row): AdminDealer => {
      const c = counts.get(row.id);
      return {
        ...row,
        totalDocuments: c?.documents ?? 0,
        totalCustomers: c?.customers ?? 0,
        pendingRequests: c?.pendingRequests ?? 0,
      };
    }),
    next: more ? page.offset + page.limit : null,
  };
}

export async function suspendDealer(
  ctx: Pick<AppDeps, 'db'>,
  dealerId: string,
  reason: string,
  actor: Actor,
) {
  const { dealers } = await setStatus(ctx, [dealerId], 'suspended', reason, actor);
  if (dealers.length === 0) throw notFound('Dealer not found');
  return { message: 'The dealer account has been suspended successfully.' };
}

export async function unsuspendDealer(ctx: Pick<AppDeps, 'db'>, dealerId: string, actor: Actor) {
  const { dealers, changed } = await setStatus(ctx, [dealerId], 'active', null, actor);
  if (dealers.length === 0) throw notFound('Dealer not found');
  // Nothing changed: the dealer was not suspended (a pending one has no password yet). Saying it was
  // reactivated would be untrue; the set-password link (Reset Password) is a pending dealer's way in.
  if (changed.length === 0) {
    throw new AppError(
      409,
      'This dealer is not suspended. A pending dealer becomes active by setting a password: send them the link with Reset Password.',
      { code: 'NOT_SUSPENDED' },
    );
  }
  return { message: 'The dealer account has been reactivated successfully.' };
}

/** A `pending` dealer: the answer carries the set-password link to hand over (it is also e-mailed). */
export async function createDealer(ctx: Ctx, input: NewDealer, actor: Actor) {
  const { userId, setPasswordUrl } = await createPendingDealer(ctx, input);
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
