// The email feature's front door: what other features may use of it.
import { businessSmtpRoutes } from './business-smtp.routes.ts';
import { emailTestingRoutes } from './email-testing.routes.ts';
import { registerMailWorkers } from './mail-workers.ts';

export { customerMail, dealerBrand, dealerMail, sendCustomerMail, sendDealerMail } from './customer-mail.ts';
export { type DeliveryCtx, listRequestDeliveries, queueMails } from './mail-delivery.service.ts';
export { scheduleReminder, sendReminder, startWelcomeSeries } from './scheduled-mail.ts';
export {
  dealerNotification,
  dealerNudge,
  demoRequest,
  passwordReset,
  reminder,
  renderMail,
  setPassword,
  signedCopy,
  signingRequest,
  textVersion,
} from './templates/index.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [businessSmtpRoutes, emailTestingRoutes];
export const workers = registerMailWorkers;
