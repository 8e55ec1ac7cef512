// The sms feature's front door: what other features may use of it.

import { registerSmsWorkers } from './sms.jobs.ts';
import { smsRoutes } from './sms.routes.ts';

export {
  customerMobile,
  listRequestTexts,
  nameForText,
  queueText,
  requireSms,
  signingText,
  smsConfigured,
} from './sms.service.ts';
export { assertCanText, countResend, textAllowed } from './sms-limits.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [smsRoutes];
export const workers = registerSmsWorkers;
