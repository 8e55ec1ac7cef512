import { z } from 'zod';
import {
  createWebhookSchema,
  updateWebhookSchema,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_EVENTS,
} from '../dealer/webhooks.schema.ts';
import { calls, dateTime, dateTimeOrNull, idParams, managerOnly } from './contract.ts';
import { PATHS } from './paths.ts';

const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's first characters; the secret itself is shown once, when the endpoint is made. */
  secretPrefix: z.string(),
  createdAt: dateTime,
  /** The newest delivery's outcome, for the list. */
  lastDelivery: z
    .object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), statusCode: z.number().nullable(), at: dateTime })
    .nullable(),
});

const attemptSchema = z.object({
  attempt: z.number(),
  statusCode: z.number().nullable(),
  /** The first 500 characters of the endpoint's answer. */
  responseExcerpt: z.string().nullable(),
  /** Why there was no answer (a timeout, a refused connection), or why it did not count. */
  error: z.string().nullable(),
  durationMs: z.number(),
  at: dateTime,
});

const deliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  lastStatusCode: z.number().nullable(),
  createdAt: dateTime,
  finishedAt: dateTimeOrNull,
  /** The JSON body posted, as posted. */
  payload: z.unknown(),
  attempts: z.array(attemptSchema),
});

const queued = z.object({ deliveryId: z.string() });

// Owner and managers, signed in or with a read-write key (an integration registers its own endpoint).
export const webhooksApi = calls('Webhooks', {
  list: {
    ...managerOnly,
    method: 'GET',
    path: PATHS.webhooks,
    summary: "The dealership's webhook endpoints, newest first (never their secrets)",
    answer: z.array(webhookSchema),
  },
  create: {
    ...managerOnly,
    method: 'POST',
    path: PATHS.webhooks,
    summary: `Add an endpoint (at most ${WEBHOOK_ENDPOINT_LIMIT} a dealership: one more answers 409); the answer is the only time its signing secret is shown`,
    body: createWebhookSchema,
    answer: webhookSchema.extend({ secret: z.string() }),
    status: 201,
  },
  update: {
    ...managerOnly,
    method: 'PATCH',
    path: '/api/webhooks/:id',
    summary: "Change an endpoint's address, description, events, or turn it on or off",
    params: idParams,
    body: updateWebhookSchema,
    answer: webhookSchema,
  },
  remove: {
    ...managerOnly,
    method: 'DELETE',
    path: '/api/webhooks/:id',
    summary: 'Delete an endpoint with its delivery log',
    params: idParams,
    answer: z.object({ deleted: z.boolean() }),
  },
  test: {
    ...managerOnly,
    method: 'POST',
    path: '/api/webhooks/:id/test',
    summary: 'Send a `ping` event to the endpoint now (its outcome appears in the delivery log)',
    params: idParams,
    answer: queued,
    status: 202,
  },
  deliveries: {
    ...managerOnly,
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    summary: "The endpoint's last 50 deliveries, newest first, each with its attempts",
    params: idParams,
    answer: z.array(deliverySchema),
  },
  redeliver: {
    ...managerOnly,
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    summary: 'Send a delivery again (same event id and body, newly signed)',
    params: z.object({ id: z.uuid(), deliveryId: z.uuid() }),
    answer: queued,
    status: 202,
  },
});
