// The verification feature's front door: its routes and what other features may use of it.
import { verificationRoutes } from './verification.routes.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [verificationRoutes];
