// The business-names feature's front door: what other features may use of it.
import { businessNameRoutes } from './business-names.routes.ts';

export { validateBusinessNames } from './business-names.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [businessNameRoutes];
