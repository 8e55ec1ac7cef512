// The customer-signing feature's front door: what other features may use of it.
import { customerSigningRoutes } from './customer-signing.routes.ts';
import { registerSealingWorkers } from './sealing.jobs.ts';

export { openSession } from './customer-signing.service.ts';
export { recoverSealing } from './sealing.jobs.ts';
export { findVerificationCodes, normaliseCode } from './verification-code.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [customerSigningRoutes];
export const workers = registerSealingWorkers;
