// The handover feature's front door: what other features may use of it.
import { handoverRoutes } from './handover.routes.ts';

export {
  currentHandover,
  handedOverHere,
  recordInPersonSubmit,
  recordSignerInPersonSubmit,
} from './handover.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [handoverRoutes];
