// The control center's database figures, counted in SQL: one pass over each
// table (the signing requests' three figures come from one scan), the four run side by side.
import { sql } from 'drizzle-orm';
import { INACTIVE_AFTER_DAYS } from '../../../../shared/admin/admin-control-center.schema.ts';
import type { Database } from '../../../db/client.ts';
import { customers, documents, signingRequests, users } from '../../../db/schema.ts';

const count = sql<number>`count(*)::int`;

export async function databaseFigures(db: Database) {
  const dealer = sql`${users.role} = 'dealer'`;
  const quiet = sql`coalesce(${users.lastSignInAt}, ${users.createdAt}) < now() - make_interval(days => ${INACTIVE_AFTER_DAYS})`;
  // "Today" is the UK day: since midnight in London, whatever the server's time zone.
  const londonMidnight = sql`(date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')`;
  const [[accounts], [requests], [docs], [people]] = await Promise.all([
    db
      .select({
        totalDealers: sql<number>`(count(*) filter (where ${dealer}))::int`,
        activeDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'active' and not (${quiet})))::int`,
        inactiveDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'active' and ${quiet}))::int`,
        suspendedDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'suspended'))::int`,
        pendingDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'pending'))::int`,
      })
      .from(users),
    db
      .select({
        totalRequests: count,
        pendingRequests: sql<number>`(count(*) filter (where ${signingRequests.status} in ('sent', 'in_progress')))::int`,
        completedToday: sql<number>`(count(*) filter (where ${signingRequests.status} = 'completed'
          and ${signingRequests.completedAt} >= ${londonMidnight}))::int`,
      })
      .from(signingRequests),
    db.select({ totalDocuments: count }).from(documents).where(sql`${documents.archivedAt} is null`),
    db.select({ totalCustomers: count }).from(customers).where(sql`${customers.archivedAt} is null`),
  ]);
  return { ...accounts!, ...requests!, ...docs!, ...people! };
}
