// The demo-requests feature's front door: its routes and what other features may use of it.
import { demoRequestRoutes } from './demo-requests.routes.ts';

export { deleteOldDemoRequests } from './demo-requests.repo.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [demoRequestRoutes];
