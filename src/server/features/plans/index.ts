// The plans feature's front door: what other features may use of it.
import { planRoutes } from './plans.routes.ts';

export {
  assertCanAddSite,
  assertCanAddStaff,
  assertCanSendDocuments,
  assertCanSendTexts,
} from './plans.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [planRoutes];
