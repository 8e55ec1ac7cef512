// The deals feature's front door: its routes, the step gate the customer's signing asks before a signature
// or submit on a deal's step, which step a request is (its signing session says so) and the deal's steps
// the one-time code spans.
import { dealRoutes, dealSignerRoutes } from './deals.routes.ts';

export { type DealCodeStep, dealCodeSteps, dealStepOfRequest } from './deal-steps.repo.ts';
export { earlierStepMessage, refuseOutOfOrderStep } from './deal-steps.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [dealRoutes, dealSignerRoutes];
