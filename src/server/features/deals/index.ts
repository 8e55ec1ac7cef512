// The deals feature's front door: its routes, the step gate the customer's signing asks before a signature
// or submit on a deal's step, and which step a request is (its signing session says so).
import { dealRoutes, dealSignerRoutes } from './deals.routes.ts';

export { dealStepOfRequest } from './deal-steps.repo.ts';
export { earlierStepMessage, refuseOutOfOrderStep } from './deal-steps.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [dealRoutes, dealSignerRoutes];
