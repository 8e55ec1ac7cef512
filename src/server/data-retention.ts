// Personal data past its keeping time, deleted nightly (the `retention.prune` job). Each store's owner
// deletes its own rows; the periods are theirs: a bulk send's report 90 days, a prospect's demo request a
// year, an archived System Error 90 days. Signed sets are not here: their 7 years are the least they are
// kept, and the dealer or the customer's erasure ends them (features/retention).
import type { Database } from './db/client.ts';
import { deleteOldArchivedErrors } from './features/admin/index.ts';
import { deleteOldBulkSends } from './features/bulk-send/index.ts';
import { deleteOldDemoRequests } from './features/demo-requests/index.ts';

export async function pruneKeptData(db: Database, now = new Date()) {
  return {
    bulkSends: await deleteOldBulkSends(db, now),
    demoRequests: await deleteOldDemoRequests(db, now),
    archivedErrors: await deleteOldArchivedErrors(db, now),
  };
}
