// The dashboard feature's front door: its routes and what other features may use of it.
import { dashboardRoutes } from './dashboard.routes.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [dashboardRoutes];
