import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../shared/signing-request.types.ts';
import type { Database } from '../../db/client.ts';
import { customers, documents, signingRequests } from '../../db/schema.ts';

/**
 * All five counters in one round trip, each an index-only count over the dealer's rows.
 * "Today" starts at midnight in Europe/London.
 */
export async function dashboardStats(db: Database, dealerId: string): Promise<DashboardStats> {
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const result = (await db.execute(sql`
    select d.n as "totalDocuments", c.n as "totalCustomers", r.pending as "pendingRequests",
           r.completed_today as "completedToday", r.active as "activeSignings"
    from (select count(*)::int as n from ${documents}
          where ${documents.dealerId} = ${dealerId} and ${documents.archivedAt} is null) d,
         (select count(*)::int as n from ${customers}
          where ${customers.dealerId} = ${dealerId} and ${customers.archivedAt} is null) c,
         (select count(*) filter (where ${signingRequests.status} in ('sent', 'in_progress'))::int as pending,
                 count(*) filter (where ${signingRequests.status} = 'in_progress')::int as active,
                 count(*) filter (where ${signingRequests.completedAt} >=
                   (date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London'))::int
                   as completed_today
          from ${signingRequests} where ${signingRequests.dealerId} = ${dealerId}) r`)) as unknown as {
    rows: DashboardStats[];
  };
  return result.rows[0]!;
}
