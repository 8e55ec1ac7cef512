// The control center's dealer list and bulk changes (spec B §2.11). The list is one statement per page: the
// page of dealers comes off `users_dealers_created_idx`, and only that page's rows get their counts (each an
// index-only count over the dealer's own index), so a page costs the same with 50 dealers or 5,000.
import { and, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { INACTIVE_AFTER_DAYS, type OverviewStatus } from '../../../shared/admin-control-center.schema.ts';
import type { Database } from '../../db/client.ts';
import {
  customers,
  dealerSettings,
  documents,
  sessions,
  signingRequests,
  systemErrors,
  users,
} from '../../db/schema.ts';

export type OverviewFilter = { search: string | null; status: OverviewStatus | null };

const quiet = sql`coalesce(${users.lastSignInAt}, ${users.createdAt}) < now() - make_interval(days => ${INACTIVE_AFTER_DAYS})`;

/** The derived control-center status: an active dealer with no sign-in for 30 days is inactive. */
const overviewStatus = sql<OverviewStatus>`case when ${users.status} = 'active' and ${quiet} then 'inactive'
  else ${users.status}::text end`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf({ search, status }: OverviewFilter): SQL {
  const conditions: SQL[] = [sql`${users.role} = 'dealer'`];
  if (search) {
    const like = likePattern(search);
    conditions.push(
      or(
        sql`${users.email} ilike ${like}`,
        sql`${users.dealershipName} ilike ${like}`,
        sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like}`,
      )!,
    );
  }
  if (status === 'inactive') conditions.push(sql`${users.status} = 'active' and ${quiet}`);
  else if (status === 'active') conditions.push(sql`${users.status} = 'active' and not (${quiet})`);
  else if (status) conditions.push(sql`${users.status} = ${status}`);
  return and(...conditions)!;
}

export function listOverviewPage(db: Database, filter: OverviewFilter, limit: number, offset: number) {
  // The page's ids first (an index range, however deep the page): the counts below are then worked out
  // for those 50 rows only, not for every row an OFFSET skips.
  const page = db
    .select({ pageId: users.id, pageCreatedAt: users.createdAt })
    .from(users)
    .where(filterOf(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: users.id,
      dealershipName: users.dealershipName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: overviewStatus,
      suspendedReason: users.suspensionReason,
      smtpEnabled: sql<boolean>`coalesce(${dealerSettings.smtpEnabled}, false)`,
      documentsCount: sql<number>`(select count(*)::int from ${documents} d
        where d.dealer_id = users.id and d.archived_at is null)`,
      customersCount: sql<number>`(select count(*)::int from ${customers} c
        where c.dealer_id = users.id and c.archived_at is null)`,
      requestsCount: sql<number>`(select count(*)::int from ${signingRequests} r where r.dealer_id = users.id)`,
      lastActive: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.pageId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .orderBy(desc(page.pageCreatedAt), desc(page.pageId));
}

export async function countOverview(db: Database, filter: OverviewFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(filterOf(filter));
  return row?.total ?? 0;
}

/** Which of these ids are dealers (an administrator's id, or a made-up one, is not). */
export async function dealerIdsAmong(db: Database, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'dealer')));
  return rows.map((r) => r.id);
}

/** Suspends the dealers not suspended already and ends their sessions; answers the ids suspended. */
export async function suspendDealers(db: Database, ids: string[], reason: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ status: 'suspended', suspensionReason: reason, updatedAt: new Date() })
      .where(and(inArray(users.id, ids), eq(users.role, 'dealer'), ne(users.status, 'suspended')))
      .returning({ id: users.id });
    const suspended = rows.map((r) => r.id);
    if (suspended.length > 0) await tx.delete(sessions).where(inArray(sessions.userId, suspended));
    return suspended;
  });
}

/** Reactivates the suspended dealers among these; answers the ids reactivated. */
export async function reactivateDealers(db: Database, ids: string[]): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ status: 'active', suspensionReason: null, updatedAt: new Date() })
    .where(and(inArray(users.id, ids), eq(users.role, 'dealer'), eq(users.status, 'suspended')))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Ends every dealer's session (administrators stay signed in); answers how many ended. */
export async function deleteDealerSessions(db: Database): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.role, 'dealer'))))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Each listed dealer's unresolved, unarchived system errors (the list's column), in one statement. */
export async function unresolvedErrorsByDealer(db: Database, dealerIds: string[]) {
  if (dealerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ dealerId: systemErrors.dealerId, n: sql<number>`count(*)::int` })
    .from(systemErrors)
    .where(
      and(
        inArray(systemErrors.dealerId, dealerIds),
        isNull(systemErrors.resolvedAt),
        isNull(systemErrors.archivedAt),
      ),
    )
    .groupBy(systemErrors.dealerId);
  return new Map(rows.map((r) => [r.dealerId ?? '', r.n]));
}
