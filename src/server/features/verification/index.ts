// The verification feature's front door: its routes and what other features may use of it.
import { verificationRoutes } from './verification.routes.ts';

// A restore checks every sealed copy it brought back as /verify would (admin/backups).
export { sealedCopies } from './verification.repo.ts';
export { verifyUpload } from './verification.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [verificationRoutes];
