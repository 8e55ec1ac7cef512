// The deals feature's front door: its routes, and the step gate the customer's signing asks before a
// signature or submit on a deal's step.
import { dealRoutes, dealSignerRoutes } from './deals.routes.ts';

export { earlierStepMessage, refuseOutOfOrderStep } from './deal-steps.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [dealRoutes, dealSignerRoutes];
