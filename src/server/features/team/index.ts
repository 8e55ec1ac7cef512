// The team feature's front door: what other features may use of it.

import { siteRoutes } from './sites.routes.ts';
import { teamRoutes } from './team.routes.ts';

export { replaceSiteLogo, siteBrand, siteForNewRecord } from './sites.service.ts';
export { listTeam, teamAddresses } from './team.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [teamRoutes, siteRoutes];
