// The api-keys feature's front door: its routes and what other features may use of it.
import { apiKeyRoutes } from './api-keys.routes.ts';

export { apiKeyHashOf, findApiKeyUser, liveApiKeys } from './api-keys.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [apiKeyRoutes];
