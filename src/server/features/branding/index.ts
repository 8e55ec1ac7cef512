// The branding feature's front door: what other features may use of it.
import { brandingRoutes } from './branding.routes.ts';

export { logoBytes } from './branding.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [brandingRoutes];
