// The admin dashboard's reads (spec B §2.13): each is one statement, counted in SQL, across all dealers.
// Correlated subqueries name the outer table in plain SQL: drizzle would print an unqualified "id".
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, documents, signingRequestDocuments, signingRequests, users } from '../../db/schema.ts';

const PENDING = ['sent', 'in_progress'] as const;

export async function platformStats(db: Database) {
  const dealer = sql`${users.role} = 'dealer'`;
  const [row] = await db
    .select({
      totalDealers: sql<number>`(count(*) filter (where ${dealer}))::int`,
      activeDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'active'))::int`,
      suspendedDealers: sql<number>`(count(*) filter (where ${dealer} and ${users.status} = 'suspended'))::int`,
      totalSigningRequests: sql<number>`(select count(*)::int from ${signingRequests})`,
      pendingSigningRequests: sql<number>`(select count(*)::int from ${signingRequests}
        where ${signingRequests.status} in ('sent', 'in_progress'))`,
      // "Today" is the UK day: since midnight in London, whatever the server's time zone.
      completedToday: sql<number>`(select count(*)::int from ${signingRequests}
        where ${signingRequests.status} = 'completed'
          and ${signingRequests.completedAt} >=
            (date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London'))`,
      totalDocuments: sql<number>`(select count(*)::int from ${documents} where ${documents.archivedAt} is null)`,
    })
    .from(users);
  return row;
}

export function listDealers(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dealershipName: users.dealershipName,
      accountStatus: users.status,
      suspendedReason: users.suspensionReason,
      totalDocuments: sql<number>`(select count(*)::int from ${documents} d
        where d.dealer_id = users.id and d.archived_at is null)`,
      totalCustomers: sql<number>`(select count(*)::int from ${customers} c
        where c.dealer_id = users.id and c.archived_at is null)`,
      pendingRequests: sql<number>`(select count(*)::int from ${signingRequests} r
        where r.dealer_id = users.id and r.status in ('sent', 'in_progress'))`,
    })
    .from(users)
    .where(eq(users.role, 'dealer'))
    .orderBy(desc(users.createdAt), asc(users.id));
}

/** The newest pending requests with their customer and document titles, in one statement. */
export function listPendingRequests(db: Database, limit: number) {
  return db
    .select({
      id: signingRequests.id,
      dealershipName: users.dealershipName,
      status: signingRequests.status,
      sentAt: signingRequests.sentAt,
      customerName: customers.name,
      customerEmail: customers.email,
      titles: sql<string[]>`coalesce((select json_agg(d.title order by d.position)
        from ${signingRequestDocuments} d where d.request_id = signing_requests.id), '[]'::json)`,
    })
    .from(signingRequests)
    .innerJoin(customers, eq(customers.id, signingRequests.customerId))
    .innerJoin(users, eq(users.id, signingRequests.dealerId))
    .where(and(inArray(signingRequests.status, [...PENDING]), isNull(signingRequests.cancelledAt)))
    .orderBy(sql`${signingRequests.sentAt} desc nulls last`, desc(signingRequests.createdAt))
    .limit(limit);
}
