import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { currentDealershipName } from '../../../db/dealer-name.ts';
import { dealerSettings, users } from '../../../db/schema.ts';
import { likePattern } from '../../../lib/http/list-page.ts';

/**
 * One page of dealers (and one row more, to know whether there is another), newest first: an index range of
 * `users_dealers_created_idx` (offset paging: a few thousand dealers at most, so the deepest page is cheap);
 * `q` searches name, dealership and e-mail. Their counts come from dealer-counts.service.ts.
 */
export function listDealerPage(db: Database, page: { q: string | null; limit: number; offset: number }) {
  const pattern = page.q ? likePattern(page.q) : null;
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dealershipName: currentDealershipName,
      accountStatus: users.status,
      suspendedReason: users.suspensionReason,
    })
    .from(users)
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, users.id))
    .where(
      and(
        eq(users.role, 'dealer'),
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(currentDealershipName, pattern),
              ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}
