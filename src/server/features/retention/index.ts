// The retention feature's front door: what other features may use of it.
import { retentionRoutes } from './retention.routes.ts';

export {
  assertCustomerDeletable,
  customerSetsKept,
  deleteUnretainedRequests,
  formatLongDate,
  type SetRetention,
} from './retention.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [retentionRoutes];
