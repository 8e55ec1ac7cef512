// The page-images feature's front door: what other features may use of it.

import { registerPageImageWorkers } from './page-images.jobs.ts';
import { pageImageRoutes } from './page-images.routes.ts';

export { pageImage, pageImagesOf, queuePageImages } from './page-images.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [pageImageRoutes];
export const workers = registerPageImageWorkers;
