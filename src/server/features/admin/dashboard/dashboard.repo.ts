// The admin dashboard's reads: each is one statement, counted in SQL, across all dealers.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { currentDealershipName } from '../../../db/dealer-name.ts';
import {
  customers,
  dealerSettings,
  documents,
  signingRequestDocuments,
  signingRequests,
  users,
} from '../../../db/schema.ts';

const PENDING = ['sent', 'in_progress'] as const;

/** Dealers by status, read live: a few thousand `users` rows, so a suspension shows on the next call. */
export async function dealerCounts(db: Database) {
  const [row] = await db
    .select({
      totalDealers: sql<number>`count(*)::int`,
      activeDealers: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
      suspendedDealers: sql<number>`(count(*) filter (where ${users.status} = 'suspended'))::int`,
    })
    .from(users)
    .where(eq(users.role, 'dealer'));
  return row;
}

/**
 * Whole-platform request and document counts: each scans every signing request (a million on the scale
 * seed, hundreds of milliseconds), so the service caches the answer for a few seconds.
 */
export async function activityCounts(db: Database) {
  const [row] = await db
    .select({
      totalSigningRequests: sql<number>`count(*)::int`,
      pendingSigningRequests: sql<number>`(count(*) filter (where ${signingRequests.status} in ('sent', 'in_progress')))::int`,
      // "Today" is the UK day: since midnight in London, whatever the server's time zone.
      completedToday: sql<number>`(count(*) filter (where ${signingRequests.status} = 'completed'
          and ${signingRequests.completedAt} >=
            (date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')))::int`,
      totalDocuments: sql<number>`(select count(*)::int from ${documents} where ${documents.archivedAt} is null)`,
    })
    .from(signingRequests);
  return row;
}

/** The newest pending requests with their customer and document titles, in one statement. */
export function listPendingRequests(db: Database, limit: number) {
  return db
    .select({
      id: signingRequests.id,
      dealershipName: currentDealershipName,
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
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(and(inArray(signingRequests.status, [...PENDING]), isNull(signingRequests.cancelledAt)))
    .orderBy(sql`${signingRequests.sentAt} desc nulls last`, desc(signingRequests.createdAt))
    .limit(limit);
}
