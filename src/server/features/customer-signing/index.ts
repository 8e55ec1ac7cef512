// The customer-signing feature's front door: what other features may use of it.
import { customerSigningRoutes } from './customer-signing.routes.ts';
import { registerSealingWorkers } from './sealing.jobs.ts';
import { signingCodeRoutes } from './signing-code.routes.ts';

export {
  type Client,
  type Ctx,
  openSession,
  saveSignature,
  submit,
} from './customer-signing.service.ts';
export { recoverSealing } from './sealing.jobs.ts';
export { decodeSignatureImage } from './signature-image.ts';
export { findVerificationCodes, normaliseCode } from './verification-code.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [customerSigningRoutes, signingCodeRoutes];
export const workers = registerSealingWorkers;
