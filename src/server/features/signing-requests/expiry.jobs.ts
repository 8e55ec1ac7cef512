// Links run out on time, not only when someone opens one again: every minute the open requests past their
// expiry become expired, so the dealer's lists, the CRM and webhook integrations hear of it unprompted.
import type { AppDeps } from '../../app-deps.ts';
import { expireOverdueRequests } from './request-progress.repo.ts';

const BATCH = 500;

/** Expires every overdue request, a batch per transaction; answers how many. */
export async function expireOverdue(ctx: Pick<AppDeps, 'db'>) {
  let total = 0;
  for (;;) {
    const expired = await expireOverdueRequests(ctx.db, BATCH);
    total += expired.length;
    if (expired.length < BATCH) return total;
  }
}

export async function registerExpiryWorkers(deps: AppDeps) {
  await deps.jobs.work('requests.expire', async () => {
    await expireOverdue(deps);
  });
}
