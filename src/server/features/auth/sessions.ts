// What other features may do to sessions: auth owns the table (better-auth writes it), so ending sessions for
// an account's status (admin/dealer-accounts) or for housekeeping (maintenance) goes through here.
import type { Database } from '../../db/client.ts';
import * as repo from './auth.repo.ts';
import { revokeCachedSessions } from './session-revocation.ts';

/** Deletes these accounts' sessions; safe inside the caller's transaction (revoke the cached ones after). */
export const endSessionsOf = (db: Database, userIds: string[]) => repo.deleteSessionsOf(db, userIds);

/** Ends every dealer's session, here and on every instance; administrators stay signed in. */
export async function endAllDealerSessions(db: Database): Promise<number> {
  const ended = await repo.deleteDealerSessions(db);
  await revokeCachedSessions(db);
  return ended;
}

export const deleteExpiredSessionsAndTokens = (db: Database) => repo.deleteExpiredSessionsAndTokens(db);

export { revokeCachedSessions };
