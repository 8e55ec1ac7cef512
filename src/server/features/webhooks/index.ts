// The webhooks feature's front door: its routes, its workers, and what other features may use of it.
import { registerWebhookWorkers } from './webhooks.jobs.ts';
import { webhookRoutes } from './webhooks.routes.ts';

export { queueWebhookEvent, queueWebhookEventOfMany, WEBHOOK_EVENT_OF_STEP } from './webhook-outbox.ts';
export { deleteDeliveriesOfRequests } from './webhooks.repo.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [webhookRoutes];
export const workers = registerWebhookWorkers;
