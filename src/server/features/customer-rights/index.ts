// The customer-rights feature's front door: a customer's record coming to an end (delete or archive, the
// UK GDPR export and erasure). It orchestrates customers, retention and signing history; nothing calls it.
import { customerRightsRoutes } from './customer-rights.routes.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [customerRightsRoutes];
