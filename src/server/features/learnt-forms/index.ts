// The learnt-forms feature's front door: forms learnt from dealers' corrections read the next copies.
import { learntFormRoutes } from './learnt-forms.routes.ts';

export { learnFromCorrection, readWithLearntForms } from './learnt-forms.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [learntFormRoutes];
