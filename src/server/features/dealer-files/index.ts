// The dealer-files feature's front door: what other features may use of it.
import { dealerFileRoutes } from './dealer-files.routes.ts';

export { listProtectedFiles, resetFilePassword } from './admin-api.ts';
export { countFilesOfCustomer } from './dealer-files.repo.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [dealerFileRoutes];
