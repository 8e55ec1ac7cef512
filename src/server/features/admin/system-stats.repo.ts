// The control center's database figures (spec B §3 "System stats"): one statement, counted in SQL.
import { sql } from 'drizzle-orm';
import { INACTIVE_AFTER_DAYS } from '../../../shared/admin-control-center.schema.ts';
import type { Database } from '../../db/client.ts';
import { customers, documents, signingRequests, users } from '../../db/schema.ts';

export async function databaseFigures(db: Database) {
  const dealer = sql`${users.role} = 'dealer'`;
  const quiet = sql`coalesce(${users.lastSignInAt}, ${users.createdAt}) < now() - make_interval(days => ${INACTIVE_AFTER_DAYS})`;
  const [row] = await db
    .select({
      totalDealers: sql<number>`(count(*) filter (where ${dealer}))::int`,
      activeDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'active' and not (${quiet})))::int`,
      inactiveDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'active' and ${quiet}))::int`,
      suspendedDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'suspended'))::int`,
      pendingDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'pending'))::int`,
      totalRequests: sql<number>`(select count(*)::int from ${signingRequests})`,
      pendingRequests: sql<number>`(select count(*)::int from ${signingRequests}
        where ${signingRequests.status} in ('sent', 'in_progress'))`,
      // "Today" is the UK day: since midnight in London, whatever the server's time zone.
      completedToday: sql<number>`(select count(*)::int from ${signingRequests}
        where ${signingRequests.status} = 'completed'
          and ${signingRequests.completedAt} >=
            (date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London'))`,
      totalDocuments: sql<number>`(select count(*)::int from ${documents} where ${documents.archivedAt} is null)`,
      totalCustomers: sql<number>`(select count(*)::int from ${customers} where ${customers.archivedAt} is null)`,
    })
    .from(users);
  return row!;
}
