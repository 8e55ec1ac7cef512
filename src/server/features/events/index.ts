// The events feature's front door: its routes and what other features may use of it.
import { eventRoutes } from './events.routes.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [eventRoutes];
