// The auth feature's front door: what other features may use of it.
import { authRoutes } from './auth.routes.ts';

export { createPendingDealer, issueDealerResetLink } from './admin-accounts.ts';
export { getCurrentUser, needsAdministrator } from './auth.service.ts';
export { setupLink } from './first-run.ts';
export { isOwnPassword } from './passwords.ts';
export { liveSessions, readSessionCookie, sessionTokenOf } from './session-lookup.ts';
export { watchSessionRevocations } from './session-revocation.ts';
export {
  deleteExpiredSessionsAndTokens,
  endAllDealerSessions,
  endSessionsOf,
  revokeCachedSessions,
} from './sessions.ts';
export { createPendingStaff, endStaffAccount } from './staff-accounts.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [authRoutes];
