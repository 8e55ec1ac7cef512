// The lookups feature's front door: what other features may use of it.
import { lookupRoutes } from './lookups.routes.ts';

export { clearLookupCaches } from './lookups.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [lookupRoutes];
