// What a dealership's plan allows (shared/dealer/plans.ts) and the checks the features that grow a dealership call
// before they do: sending documents and text messages, inviting people, adding sites. Over a limit answers 402 PLAN_LIMIT with
// the limit in words. Two simultaneous sends at the edge may both pass: the limit is a commercial one, and
// the check costs one indexed count, not a lock on every send.
import { DEFAULT_PLAN, PLANS, type Plan, type PlanId, type PlanUsage } from '../../../shared/dealer/plans.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './plans.repo.ts';

export async function planOf(db: Database, dealerId: string): Promise<Plan> {
  return PLANS[(await repo.findPlan(db, dealerId)) ?? DEFAULT_PLAN];
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The first midnight of the current month in Europe/London, as an instant. */
export function startOfLondonMonth(now: Date): Date {
  const parts = Object.fromEntries(londonParts.formatToParts(now).map((p) => [p.type, p.value]));
  const firstAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1);
  const hourThere = Number(
    londonParts.formatToParts(new Date(firstAsUtc)).find((p) => p.type === 'hour')?.value ?? '0',
  );
  return new Date(firstAsUtc - hourThere * 3_600_000);
}

type Limit = 'documentsPerMonth' | 'textsPerMonth' | 'staffUsers' | 'sites';

/** 402 naming the limit, what is used, and the first plan that allows more. */
function overLimit(plan: Plan, limitOf: Limit, what: string, used: string) {
  const limit = plan[limitOf] ?? 0;
  const upgrade = PLAN_ORDER.slice(PLAN_ORDER.indexOf(plan.id) + 1)
    .map((id) => PLANS[id])
    .find((p) => p[limitOf] === null || (p[limitOf] ?? 0) > limit);
  const ask = upgrade ? ` Ask us to move your dealership to ${upgrade.name} for more.` : '';
  return new AppError(402, `Your ${plan.name} plan includes ${limit} ${what}; ${used}.${ask}`, {
    code: 'PLAN_LIMIT',
  });
}

const PLAN_ORDER: PlanId[] = ['basic', 'professional', 'enterprise'];

export async function assertCanSendDocuments(
  db: Database,
  dealerId: string,
  adding: number,
  now = new Date(),
) {
  const plan = await planOf(db, dealerId);
  const limit = plan.documentsPerMonth;
  if (limit === null) return;
  const sent = await repo.countDocumentsSent(db, dealerId, startOfLondonMonth(now));
  if (sent + adding <= limit) return;
  const used = `${sent} ${sent === 1 ? 'has' : 'have'} been sent this month, so ${adding === 1 ? 'this document' : `these ${adding} documents`} cannot be sent until next month`;
  throw overLimit(plan, 'documentsPerMonth', 'documents a month', used);
}

/** 402 when `adding` more text messages would pass the plan's monthly allowance (every text counts). */
export async function assertCanSendTexts(db: Database, dealerId: string, adding: number, now = new Date()) {
  const plan = await planOf(db, dealerId);
  const limit = plan.textsPerMonth;
  if (limit === null || adding === 0) return;
  const sent = await repo.countTextsSent(db, dealerId, startOfLondonMonth(now));
  if (sent + adding <= limit) return;
  const these = adding === 1 ? 'this text' : `these ${adding} texts`;
  const used = `${sent} ${sent === 1 ? 'has' : 'have'} been sent this month, so ${these} cannot be sent until next month (send by e-mail instead)`;
  throw overLimit(plan, 'textsPerMonth', 'text messages a month', used);
}

export async function assertCanAddStaff(db: Database, dealerId: string) {
  const plan = await planOf(db, dealerId);
  if (plan.staffUsers === null) return;
  const staff = await repo.countStaff(db, dealerId);
  if (staff < plan.staffUsers) return;
  throw overLimit(plan, 'staffUsers', 'staff users', `your team has ${staff}`);
}

export async function assertCanAddSite(db: Database, dealerId: string) {
  const plan = await planOf(db, dealerId);
  if (plan.sites === null) return;
  const sites = await repo.countSites(db, dealerId);
  if (sites < plan.sites) return;
  throw overLimit(plan, 'sites', plan.sites === 1 ? 'site' : 'sites', `you have ${sites}`);
}

export async function planUsage(db: Database, dealerId: string, now = new Date()): Promise<PlanUsage> {
  const monthStart = startOfLondonMonth(now);
  const [plan, documentsThisMonth, textsThisMonth, staffUsers, sites] = await Promise.all([
    planOf(db, dealerId),
    repo.countDocumentsSent(db, dealerId, monthStart),
    repo.countTextsSent(db, dealerId, monthStart),
    repo.countStaff(db, dealerId),
    repo.countSites(db, dealerId),
  ]);
  return {
    plan,
    documentsThisMonth,
    textsThisMonth,
    monthStartedAt: monthStart.toISOString(),
    staffUsers,
    sites,
  };
}

/** The operator moves a dealership to a plan (no payment is taken here); recorded in the admin audit log. */
export async function setDealerPlan(
  deps: Pick<AppDeps, 'db' | 'recordAdminAction'>,
  dealerId: string,
  plan: PlanId,
  actor: { adminId: string; ip: string },
) {
  const before = await planOf(deps.db, dealerId);
  if (!(await repo.savePlan(deps.db, dealerId, plan))) throw notFound('Dealer not found');
  await deps.recordAdminAction({
    ...actor,
    action: 'set_plan',
    targetType: 'dealer',
    targetId: dealerId,
    details: { from: before.id, to: plan },
  });
  return { dealerId, plan: PLANS[plan] };
}
