// The bulk-send feature's front door: its routes, its job, and the start-up sweep.
import { recoverBulkSends, registerBulkSendWorkers } from './bulk-send.jobs.ts';
import { bulkSendRoutes } from './bulk-send.routes.ts';

export { deleteOldBulkSends, forgetCustomerInRows } from './bulk-send.repo.ts';
export { recoverBulkSends };

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [bulkSendRoutes];
export const workers = registerBulkSendWorkers;
