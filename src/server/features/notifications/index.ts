// The notifications feature's front door: what other features may use of it.
import { notificationRoutes } from './notifications.routes.ts';

export { notifyDealer } from './notifications.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [notificationRoutes];
