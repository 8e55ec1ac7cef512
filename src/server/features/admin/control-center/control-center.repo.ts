// The control center's dealer list and bulk changes. The list is one statement per page: the
// page of dealers comes off `users_dealers_created_idx` with its live details and unresolved errors, so a
// page costs the same with 50 dealers or 5,000; the per-dealer counts and the filter's total are kept in
// memory (dealer-counts.service.ts).
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  INACTIVE_AFTER_DAYS,
  type OverviewStatus,
} from '../../../../shared/admin/admin-control-center.schema.ts';
import type { Database } from '../../../db/client.ts';
import { currentDealershipName } from '../../../db/dealer-name.ts';
import { dealerSettings, systemErrors, users } from '../../../db/schema.ts';

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
        // The name given in Settings, without joining it into the index-only page of ids.
        sql`exists (select 1 from ${dealerSettings} where ${dealerSettings.dealerId} = ${users.id}
          and ${dealerSettings.dealershipName} ilike ${like})`,
        sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like}`,
      )!,
    );
  }
  if (status === 'inactive') conditions.push(sql`${users.status} = 'active' and ${quiet}`);
  else if (status === 'active') conditions.push(sql`${users.status} = 'active' and not (${quiet})`);
  else if (status) conditions.push(sql`${users.status} = ${status}`);
  return and(...conditions)!;
}

function overviewPageQuery(db: Database, filter: OverviewFilter) {
  // The page's ids come first, off `users_dealers_created_idx` alone (an index-only range, however deep the
  // page); `= any(array(…))` then reads just those rows by primary key, a plan PostgreSQL keeps whatever
  // the offset (a join to the page's ids gets hashed against every user).
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(filterOf(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // Unresolved errors are few (an administrator resolves or archives them), so they are grouped once per
  // call; system_errors has no dealer index to count them per row.
  const errors = db
    .select({
      errorDealerId: systemErrors.dealerId,
      errorCount: sql<number>`count(*)::int`.as('error_count'),
    })
    .from(systemErrors)
    .where(and(isNull(systemErrors.resolvedAt), isNull(systemErrors.archivedAt)))
    .groupBy(systemErrors.dealerId)
    .as('errors');
  return db
    .select({
      id: users.id,
      dealershipName: currentDealershipName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: overviewStatus,
      suspendedReason: users.suspensionReason,
      smtpEnabled: sql<boolean>`coalesce(${dealerSettings.smtpEnabled}, false)`,
      errorCount: sql<number>`coalesce(${errors.errorCount}, 0)::int`,
      lastActive: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .leftJoin(errors, eq(errors.errorDealerId, users.id))
    .where(sql`${users.id} = any(array(${pageIds}))`)
    .orderBy(desc(users.createdAt), desc(users.id));
}

type OverviewStatement = ReturnType<ReturnType<typeof overviewPageQuery>['prepare']>;
// The unsearched pages (one per status filter) are prepared once per database: planning this statement
// costs more than running it.
const prepared = new WeakMap<Database, Map<string, OverviewStatement>>();

/** One page of dealers, newest first, with their live details and unresolved errors. */
export function listOverviewPage(db: Database, filter: OverviewFilter, limit: number, offset: number) {
  const page = { limit, offset };
  if (filter.search) return overviewPageQuery(db, filter).execute(page);
  const key = filter.status ?? 'all';
  const statements = prepared.get(db) ?? new Map<string, OverviewStatement>();
  prepared.set(db, statements);
  let statement = statements.get(key);
  if (!statement) {
    statement = overviewPageQuery(db, filter).prepare(`overview_page_${key}`);
    statements.set(key, statement);
  }
  return statement.execute(page);
}

export async function countOverview(db: Database, filter: OverviewFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(filterOf(filter));
  return row?.total ?? 0;
}
