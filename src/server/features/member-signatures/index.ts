// The member-signatures feature's front door: a member's own saved signature and countersigning
// with it. Nothing of it is used by other features.
import { memberSignatureRoutes } from './member-signatures.routes.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [memberSignatureRoutes];
