// The admin's dealer CRM: dealers by completion rate, one dealer's customers, reminders to
// overdue customers (with the request's own signing link) and nudges to the dealer, all through the mail queue.
import {
  CRM_PAGE_SIZE,
  CRM_REFRESH_SECONDS,
  type CrmListQuery,
  type CrmSummary,
  CUSTOMER_PROGRESS_LIMIT,
  type CustomerProgress,
  crmStatusOf,
  type DealerCrmRow,
  OVERDUE_AFTER_DAYS,
  type SendRemindersResult,
} from '../../../../shared/admin/admin-crm.schema.ts';
import { languageFor } from '../../../../shared/i18n/languages.ts';
import type { AppDeps } from '../../../app-deps.ts';
import type { Database } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { linkTokenBox } from '../../../lib/security/secret-box.ts';
import { loadDealerProfile } from '../../dealer-profile/index.ts';
import {
  customerMail,
  dealerBrand,
  dealerNudge,
  queueMails,
  reminder,
  sendDealerMail,
  sendReminder,
} from '../../email/index.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';
import * as repo from './crm.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'storage' | 'jobs' | 'log'>;
export type Actor = { adminId: string; ip: string };

export const { REMINDER_COOLDOWN_HOURS } = repo;

// The view is recomputed when a read finds it older than the screen's refetch interval: in the background
// (readers keep the previous figures meanwhile, which say when they were computed: refreshedAt), except the
// first read, which waits for it. A recompute is a pass over every request (about 2 s on the 5,000-dealer
// seed), so a change does not start one: the figures are at most CRM_REFRESH_SECONDS old and say so, while
// names and statuses in the list are read live. The cards' counts change only with the view, so each
// recompute also reads them once and keeps them: the summary and an unsearched list's total cost no query.
const CRM_FIGURES = {
  refreshAfterMs: CRM_REFRESH_SECONDS * 1000,
  // Finite, so that figures are kept (and at most this old) while change notifications are not heard.
  maxAgeMs: 10 * CRM_REFRESH_SECONDS * 1000,
  touchedBy: () => null,
};
const CRM_CACHE = 'admin-crm-figures';

type CrmFigures = Omit<CrmSummary, 'refreshing'>;

async function recompute(db: Database): Promise<CrmFigures> {
  await repo.refreshCrmStats(db);
  const row = await repo.crmSummary(db);
  return { ...row, refreshedAt: iso(row.refreshedAt) };
}

function freshStats(ctx: Pick<AppDeps, 'db' | 'freshness'>): Promise<CrmFigures> {
  return ctx.freshness.cache<CrmFigures>(CRM_CACHE, CRM_FIGURES).read('', () => recompute(ctx.db));
}

/** Recompute now (after seeding, in tests and scripts). */
export async function refreshCrm(ctx: Pick<AppDeps, 'db' | 'freshness'>) {
  ctx.freshness.forget(CRM_CACHE);
  await freshStats(ctx);
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function dealerCrmPage(ctx: Pick<AppDeps, 'db' | 'freshness'>, query: CrmListQuery) {
  const summary = await freshStats(ctx);
  const limit = query.limit ?? CRM_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const filter: repo.CrmListFilter = {
    search: query.search || null,
    status: query.status === 'all' || query.status === '' ? undefined : query.status,
    sort: query.sort || 'urgent',
    limit,
    offset,
  };
  const [rows, total] = await Promise.all([
    repo.listDealerCrm(ctx.db, filter),
    filter.search ? repo.countDealerCrm(ctx.db, filter) : summary[filter.status ?? 'totalDealers'],
  ]);
  const items: DealerCrmRow[] = rows.map((row) => ({ ...row, status: crmStatusOf(row.completionRate) }));
  return { items, total, limit, offset, next: offset + items.length < total ? offset + limit : null };
}

export async function dealerCrmSummary(ctx: Pick<AppDeps, 'db' | 'freshness'>): Promise<CrmSummary> {
  const summary = await freshStats(ctx);
  // Past the interval the read answered these and started a recompute behind (CRM_FIGURES).
  const age = summary.refreshedAt ? Date.now() - Date.parse(summary.refreshedAt) : Number.POSITIVE_INFINITY;
  return { ...summary, refreshing: age > CRM_REFRESH_SECONDS * 1000 };
}

async function requireDealer(db: Database, dealerId: string) {
  const dealer = await repo.findDealerAccount(db, dealerId);
  if (!dealer) throw notFound('Dealer not found');
  return dealer;
}

export async function customerProgressOf(db: Database, dealerId: string): Promise<CustomerProgress[]> {
  await requireDealer(db, dealerId);
  const rows = await repo.customerProgress(db, dealerId, { limit: CUSTOMER_PROGRESS_LIMIT });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    vehicleRegistration: r.vehicle_registration,
    status: r.status,
    completedDocuments: r.completed_documents,
    totalDocuments: r.total_documents,
    signers: r.total_signers > 0 ? { signed: r.signed_signers, total: r.total_signers } : null,
    daysSinceSent: r.days_since_sent,
    remindersSent: r.reminders_sent,
    canRemind: r.can_remind,
    remindedRecently: r.reminded_recently,
  }));
}

/**
 * Queues a reminder for each chosen customer whose latest request is overdue and whose link still works,
 * carrying that request's own link (its token is kept sealed for exactly this). Others are skipped.
 */
export async function sendReminders(
  ctx: Ctx,
  actor: Actor,
  input: { dealerId: string; customerIds: string[] },
): Promise<SendRemindersResult> {
  await requireDealer(ctx.db, input.dealerId);
  const customerIds = [...new Set(input.customerIds)];
  const rows = await repo.customerProgress(ctx.db, input.dealerId, {
    limit: customerIds.length,
    customerIds,
  });
  // Another dealer's customer (or an unknown id) is not found, as everywhere else; nothing is sent.
  if (rows.length !== customerIds.length) throw notFound('Customer not found');
  // can_remind is overdue, with a working link, and not reminded in the last REMINDER_COOLDOWN_HOURS.
  const due = rows.filter((r) => r.can_remind && r.request_id);
  if (due.length === 0) {
    throw new AppError(
      400,
      rows.some((r) => r.reminded_recently)
        ? `These customers were reminded in the last ${REMINDER_COOLDOWN_HOURS} hours`
        : `None of these customers has a request overdue by more than ${OVERDUE_AFTER_DAYS} days with a link that still works`,
    );
  }
  const requests = new Map(
    (
      await repo.remindableRequests(
        ctx.db,
        due.map((r) => r.request_id!),
      )
    ).map((r) => [r.id, r]),
  );
  const profile = await loadDealerProfile(ctx.db, input.dealerId);
  const brand = dealerBrand(ctx, profile);
  const box = linkTokenBox(ctx.config.appSecret);
  // A request with several signers: each signer who has not signed is reminded by their own link
  // (the request's link is its first customer's, who may have signed already). Two hirers of one request,
  // both ticked, are both reminded by the one call.
  const several = due.filter((r) => r.total_signers > 0);
  for (const requestId of new Set(several.map((r) => r.request_id!))) await sendReminder(ctx, requestId);
  const mails = await Promise.all(
    due.flatMap((customer) => {
      if (customer.total_signers > 0) return [];
      const request = requests.get(customer.request_id!);
      if (!request) return [];
      const template = reminder({
        brand,
        language: languageFor(customer.language, profile.settings?.language),
        customerName: customer.name,
        documentTitles: request.titles,
        link: `${ctx.config.appUrl}/sign/${box.open(request.token_sealed)}`,
        expiresAt: request.expires_at ? new Date(request.expires_at) : new Date(),
      });
      return [customerMail(ctx, profile, template, { to: customer.email, requestId: request.id })];
    }),
  );
  await queueMails(ctx, mails);
  await recordAdminAction(ctx, {
    ...actor,
    action: 'crm.send_reminders',
    targetType: 'dealer',
    targetId: input.dealerId,
    details: { customerIds: due.map((r) => r.id), sent: mails.length + several.length },
  });
  const sent = mails.length + several.length;
  return {
    message: sent === 1 ? 'Reminder sent to 1 customer.' : `Reminders sent to ${sent} customers.`,
    sent,
    skipped: customerIds.length - sent,
  };
}

/** Mails the dealer the customers who are overdue (the one nudge the spec names: overdue_reminder). */
export async function nudgeDealer(ctx: Ctx, actor: Actor, dealerId: string) {
  const dealer = await requireDealer(ctx.db, dealerId);
  if (dealer.status === 'suspended')
    throw new AppError(400, 'This dealer is suspended; a nudge would not help');
  const last = await repo.lastNudgeAt(ctx.db, dealerId);
  if (last && last.getTime() > Date.now() - REMINDER_COOLDOWN_HOURS * 3_600_000) {
    throw new AppError(400, `This dealer was nudged in the last ${REMINDER_COOLDOWN_HOURS} hours`);
  }
  const rows = await repo.customerProgress(ctx.db, dealerId, { limit: CUSTOMER_PROGRESS_LIMIT });
  const overdue = rows.filter((r) => r.status === 'overdue');
  if (overdue.length === 0) throw new AppError(400, 'This dealer has no overdue customers to follow up');
  const profile = await loadDealerProfile(ctx.db, dealerId);
  const template = dealerNudge({
    name: dealer.firstName || dealer.name,
    overdueCount: overdue.length,
    customers: overdue
      .slice(0, 10)
      .map((r) => `${r.name} (${r.days_since_sent ?? 0} ${r.days_since_sent === 1 ? 'day' : 'days'})`),
    overdueDays: OVERDUE_AFTER_DAYS,
    link: `${ctx.config.appUrl}/dashboard`,
  });
  await sendDealerMail(ctx, profile, template, 'queued');
  await recordAdminAction(ctx, {
    ...actor,
    action: 'crm.nudge_dealer',
    targetType: 'dealer',
    targetId: dealerId,
    details: { type: 'overdue_reminder', overdueCount: overdue.length },
  });
  return { message: `Nudge sent to ${profile.email}.` };
}
