import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../shared/documents/signing-request.types.ts';
import type { Database } from '../../db/client.ts';
import { customers, documents, signingRequests, users } from '../../db/schema.ts';

const dealerId = sql.placeholder('dealerId');
const todayStart = sql.placeholder('todayStart');
const requestsWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from ${signingRequests}
    where ${signingRequests.dealerId} = ${dealerId} and ${condition})`;

/**
 * The five counters in one round trip: scalar subqueries that are each an index-only count over the
 * dealer's rows. Prepared once per database, so PostgreSQL plans it once.
 */
function prepareStatsQuery(db: Database) {
  return db
    .select({
      totalDocuments: sql<number>`(select count(*)::int from ${documents}
        where ${documents.dealerId} = ${dealerId} and ${documents.archivedAt} is null)`,
      totalCustomers: sql<number>`(select count(*)::int from ${customers}
        where ${customers.dealerId} = ${dealerId} and ${customers.archivedAt} is null)`,
      pendingRequests: requestsWhere(sql`${signingRequests.status} in ('sent', 'in_progress')`),
      completedToday: requestsWhere(sql`${signingRequests.completedAt} >= ${todayStart}`),
      activeSignings: requestsWhere(sql`${signingRequests.status} = 'in_progress'`),
    })
    .from(users)
    .where(sql`${users.id} = ${dealerId}`)
    .prepare('dashboard_stats');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareStatsQuery>>();

/** The counters; "completed today" counts from `todayStart` (see startOfLondonDay). */
export async function dashboardStats(
  db: Database,
  dealerId: string,
  todayStart: Date,
): Promise<DashboardStats> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareStatsQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ dealerId, todayStart: todayStart.toISOString() });
  return (
    row ?? { totalDocuments: 0, totalCustomers: 0, pendingRequests: 0, completedToday: 0, activeSignings: 0 }
  );
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Intl formatting is slow enough to show in a profile; the day's start is kept for a minute.
let cachedDayStart = { computedAt: Number.NaN, value: new Date(0) };

/** Midnight of the current day in Europe/London, as an instant (23:00 or 00:00 UTC). */
export function startOfLondonDay(now: Date): Date {
  const minute = Math.floor(now.getTime() / 60_000);
  if (cachedDayStart.computedAt === minute) return cachedDayStart.value;
  const value = computeStartOfLondonDay(now);
  cachedDayStart = { computedAt: minute, value };
  return value;
}

function computeStartOfLondonDay(now: Date): Date {
  const parts = Object.fromEntries(londonParts.formatToParts(now).map((p) => [p.type, p.value]));
  const localMidnightAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  // The London offset at that midnight: 0 in winter, +1 h in summer.
  const atMidnight = Object.fromEntries(
    londonParts.formatToParts(new Date(localMidnightAsUtc)).map((p) => [p.type, p.value]),
  );
  const offsetHours = Number(atMidnight.hour) === 0 ? 0 : Number(atMidnight.hour);
  return new Date(localMidnightAsUtc - offsetHours * 3_600_000);
}
