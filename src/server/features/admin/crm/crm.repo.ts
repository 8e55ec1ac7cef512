// The dealer CRM's SQL. Dealers' figures come from the `dealer_crm_stats` materialized view
// (one aggregate pass over every request, refreshed concurrently), which also holds each sort's key under an
// index: a page is an index range of its rows, joined to `users` for the live details. A dealer who signed up
// since the last refresh appears with the next one (at most about 30 s while the CRM is open). A dealer's
// customers are read live: one statement each.
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  CRM_AMBER_FROM,
  CRM_GREEN_FROM,
  type CrmSort,
  type CrmStatus,
  OVERDUE_AFTER_DAYS,
} from '../../../../shared/admin/admin-crm.schema.ts';
import type { Database } from '../../../db/client.ts';
import { dealerSettings, dealerCrmStats as m, mailDeliveries, users } from '../../../db/schema.ts';
import { isoTime, likePattern } from '../../../lib/http/list-page.ts';

const isDealer = eq(users.role, 'dealer');

// node-postgres and PGlite both answer raw SQL with `{ rows }`; drizzle's type says less.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Recomputes the view: a pass over every request and customer, about 2 s in one backend on the 5,000-dealer
 * seed. With parallel workers it is faster but takes every core at once and stalls every other request for
 * that time, so it runs without them and leaves the other cores to the app (it runs in the background).
 */
export async function refreshCrmStats(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`refresh materialized view concurrently dealer_crm_stats`);
  });
}

function statusCondition(status: CrmStatus | undefined): SQL | undefined {
  const rate = m.completionRate;
  if (status === 'green') return sql`${rate} >= ${CRM_GREEN_FROM}`;
  if (status === 'amber') return sql`${rate} >= ${CRM_AMBER_FROM} and ${rate} < ${CRM_GREEN_FROM}`;
  if (status === 'red') return sql`${rate} < ${CRM_AMBER_FROM}`;
  return undefined;
}

// Each order is one of the view's indexes, read forwards or backwards (drizzle/0015).
const ORDER: Record<CrmSort, SQL[]> = {
  urgent: [asc(m.completionRate), desc(m.overdueReminders), asc(m.dealerId)],
  best: [desc(m.completionRate), asc(m.overdueReminders), desc(m.dealerId)],
  overdue: [desc(m.overdueReminders), asc(m.completionRate), asc(m.dealerId)],
  customers: [desc(m.totalCustomers), asc(m.dealerId)],
  name: [asc(m.sortName), asc(m.dealerId)],
  newest: [desc(m.createdAt), asc(m.dealerId)],
};

export type CrmListFilter = {
  search: string | null;
  status: CrmStatus | undefined;
  sort: CrmSort;
  limit: number;
  offset: number;
};

function listCondition(filter: CrmListFilter) {
  const pattern = filter.search ? likePattern(filter.search) : null;
  const search = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.dealershipName, pattern),
        ilike(dealerSettings.dealershipName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )
    : undefined;
  return and(isDealer, search, statusCondition(filter.status));
}

function pageQuery(db: Database, filter: Omit<CrmListFilter, 'limit' | 'offset'>) {
  return db
    .select({
      id: users.id,
      dealershipName: sql<string | null>`coalesce(${dealerSettings.dealershipName}, ${users.dealershipName})`,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      dealershipPhone: dealerSettings.dealershipPhone,
      dealershipAddress: dealerSettings.dealershipAddress,
      dealershipWebsite: dealerSettings.dealershipWebsite,
      accountStatus: users.status,
      smtpEnabled: sql<boolean>`coalesce(${dealerSettings.smtpEnabled}, false)`,
      totalCustomers: m.totalCustomers,
      completedSigns: m.completedSigns,
      pendingSigns: m.pendingSigns,
      overdueReminders: m.overdueReminders,
      completionRate: m.completionRate,
      // Active: the latest sign-in or the latest request sent, whichever is later (greatest skips nulls).
      // Both times come as the answer's ISO text, written by PostgreSQL: no Date made per row in the app.
      lastActive: sql<
        string | null
      >`to_char(greatest(${users.lastSignInAt}, ${m.lastSentAt}) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      avgTimeToSign: m.avgTimeToSign,
      createdAt: isoTime(users.createdAt),
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, m.dealerId))
    .where(listCondition({ ...filter, limit: 0, offset: 0 }))
    .orderBy(...ORDER[filter.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

// The unsearched pages (a sort and a colour: 24 shapes) are prepared once per database, so PostgreSQL plans
// each once; planning the join cost more than running it.
const prepared = new WeakMap<Database, Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>>();

type CrmPageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/** One page of dealers with their figures. */
export function listDealerCrm(db: Database, filter: CrmListFilter): Promise<CrmPageRow[]> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (filter.search) return pageQuery(db, filter).execute(page);
  const key = `${filter.sort}_${filter.status ?? 'all'}`;
  const statements = prepared.get(db) ?? new Map();
  prepared.set(db, statements);
  let statement = statements.get(key);
  if (!statement) {
    statement = pageQuery(db, filter).prepare(`crm_page_${key}`);
    statements.set(key, statement);
  }
  return statement.execute(page);
}

/** How many dealers a search matches (the names are in `users` and the profile, so it joins them). */
export async function countDealerCrm(db: Database, filter: CrmListFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(users, eq(users.id, m.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, m.dealerId))
    .where(listCondition(filter));
  return row?.n ?? 0;
}

/** The status cards: every dealer counted once by colour. */
export async function crmSummary(db: Database) {
  const rate = m.completionRate;
  const [row] = await db
    .select({
      totalDealers: sql<number>`count(*)::int`,
      green: sql<number>`(count(*) filter (where ${rate} >= ${CRM_GREEN_FROM}))::int`,
      amber: sql<number>`(count(*) filter (where ${rate} >= ${CRM_AMBER_FROM} and ${rate} < ${CRM_GREEN_FROM}))::int`,
      red: sql<number>`(count(*) filter (where ${rate} < ${CRM_AMBER_FROM}))::int`,
      overdueReminders: sql<number>`coalesce(sum(${m.overdueReminders}), 0)::int`,
      refreshedAt: sql<Date | null>`max(${m.refreshedAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(m);
  return row!;
}

/** When the dealer was last nudged (the delivery log, over its (dealer, created) index). */
export async function lastNudgeAt(db: Database, dealerId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`max(${mailDeliveries.createdAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.dealerId, dealerId), eq(mailDeliveries.template, 'dealer_nudge')));
  return row?.at ?? null;
}

export async function findDealerAccount(db: Database, dealerId: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status, firstName: users.firstName, name: users.name })
    .from(users)
    .where(and(eq(users.id, dealerId), isDealer));
  return row;
}

type ProgressRow = {
  id: string;
  name: string;
  email: string;
  /** The customer's own language (null: the dealership's), for the reminder an administrator sends. */
  language: string | null;
  vehicle_registration: string | null;
  status: 'overdue' | 'in_progress' | 'not_started' | 'completed';
  request_id: string | null;
  total_documents: number;
  completed_documents: number;
  /** A request with several signers: how many, and how many have finished; 0 and 0 for one. */
  total_signers: number;
  signed_signers: number;
  days_since_sent: number | null;
  reminders_sent: number;
  last_reminder_at: Date | string | null;
  reminded_recently: boolean;
  can_remind: boolean;
};

/** A customer reminded (or a dealer nudged) this recently is not again: a double click, two admins at once. */
export const REMINDER_COOLDOWN_HOURS = 24;

/**
 * Each live customer of a dealer with their latest request that was not cancelled (the one a reminder
 * would be about): overdue first, oldest first. `customerIds` narrows it to those customers.
 */
export async function customerProgress(
  db: Database,
  dealerId: string,
  options: { limit: number; customerIds?: string[] },
): Promise<ProgressRow[]> {
  const open = sql`r.status in ('sent', 'in_progress')`;
  const late = sql`r.sent_at < now() - make_interval(days => ${OVERDUE_AFTER_DAYS})`;
  const linkWorks = sql`(r.expires_at is null or r.expires_at > now())`;
  const recent = sql`coalesce(m.last_at > now() - make_interval(hours => ${REMINDER_COOLDOWN_HOURS}), false)`;
  const only = options.customerIds
    ? sql`and c.id in (${sql.join(
        options.customerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  // The page is chosen first (each customer's latest request, ordered), and only its rows are counted:
  // counting documents, signatures, signers and reminders for every one of a busy dealer's 2,000
  // customers before keeping the first 500 was most of the call's time.
  const result = await db.execute<ProgressRow>(sql`
    select p.id, p.name, p.email, p.language, p.vehicle_registration, p.request_id, p.status,
      coalesce(d.total, 0)::int as total_documents,
      (case when p.request_status = 'completed' then coalesce(d.total, 0)
            else least(coalesce(s.signed, 0), coalesce(d.total, 0)) end)::int as completed_documents,
      coalesce(g.total, 0)::int as total_signers,
      coalesce(g.signed, 0)::int as signed_signers,
      p.days_since_sent,
      coalesce(m.reminders, 0)::int as reminders_sent,
      m.last_at as last_reminder_at,
      ${recent} as reminded_recently,
      coalesce(p.open_late and not ${recent}, false) as can_remind
    from (
      select c.id, c.name, c.email, c.language, c.vehicle_registration, r.id as request_id, r.status as request_status,
        case when r.id is null then 'not_started'
             when r.status = 'completed' then 'completed'
             when r.status = 'expired' or not ${linkWorks} or ${late} then 'overdue'
             when r.status = 'in_progress' then 'in_progress'
             else 'not_started' end as status,
        floor(extract(epoch from now() - r.sent_at) / 86400)::int as days_since_sent,
        (${open} and ${late} and ${linkWorks} and r.token_sealed is not null) as open_late,
        case when r.id is null then 2
             when r.status = 'completed' then 3
             when r.status = 'expired' or not ${linkWorks} or ${late} then 0
             else 1 end as rank,
        r.sent_at
      from customers c
      left join lateral (
        -- The latest request naming the customer: made for them, or signed beside another (a joint hirer),
        -- each side by its own index.
        select r.* from (
          (select r.* from signing_requests r
            where r.customer_id = c.id and r.dealer_id = ${dealerId} and r.status <> 'cancelled'
            order by r.created_at desc limit 1)
          union all
          (select r.* from request_signers rs join signing_requests r on r.id = rs.request_id
            where rs.customer_id = c.id and r.customer_id <> c.id and r.dealer_id = ${dealerId}
              and r.status <> 'cancelled'
            order by r.created_at desc limit 1)
        ) r order by r.created_at desc limit 1
      ) r on true
      where c.dealer_id = ${dealerId} and c.archived_at is null ${only}
      order by rank, r.sent_at asc nulls last, c.name asc, c.id asc
      limit ${options.limit}
    ) p
    left join lateral (select count(*) as total from signing_request_documents d where d.request_id = p.request_id) d on true
    left join lateral (select count(*) as signed from signatures s where s.request_id = p.request_id) s on true
    left join lateral (
      select count(*) as total, count(g.finished_at) as signed from request_signers g where g.request_id = p.request_id
    ) g on true
    left join lateral (
      select count(*) as reminders, max(m.created_at) as last_at from mail_deliveries m
      where m.signing_request_id = p.request_id and m.template = 'reminder'
    ) m on true
    order by p.rank, p.sent_at asc nulls last, p.name asc, p.id asc`);
  return rowsOf(result);
}

/** What a reminder needs of each request: its sealed link token, expiry and document titles in order. */
type RemindableRow = { id: string; token_sealed: string; expires_at: Date | string | null; titles: string[] };

export async function remindableRequests(db: Database, requestIds: string[]): Promise<RemindableRow[]> {
  if (requestIds.length === 0) return [];
  const result = await db.execute<RemindableRow>(sql`
    select r.id, r.token_sealed, r.expires_at,
      coalesce((select json_agg(d.title order by d.position) from signing_request_documents d
                where d.request_id = r.id), '[]'::json) as titles
    from signing_requests r
    where r.id in (${sql.join(
      requestIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and r.token_sealed is not null`);
  return rowsOf(result);
}
