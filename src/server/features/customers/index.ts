// The customers feature's front door: what other features may use of it.
import { customerRoutes } from './customers.routes.ts';

export {
  deleteCustomerRow,
  deleteOrArchiveCustomer,
  findCustomersMatching,
  reduceCustomer,
  setCustomerLanguage,
} from './customers.repo.ts';
export { findOrCreateCustomerByEmail, getCustomer, toCustomer } from './customers.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [customerRoutes];
