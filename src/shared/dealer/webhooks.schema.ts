// Webhooks: the events a dealership's endpoints can be sent, and the endpoint form.
import { z } from 'zod';
import { isOneLine, safeText, stripBidiControls } from '../text-safety.ts';

/** The events an endpoint can choose, in the order Settings lists them, with their plain words. */
export const WEBHOOK_EVENTS = [
  'request.sent',
  'request.opened',
  'document.signed',
  'request.completed',
  'request.declined',
  'request.expired',
  'request.cancelled',
  'deal.step_completed',
  'deal.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'request.sent': 'Request sent',
  'request.opened': 'Request opened by the customer',
  'document.signed': 'Document signed',
  'request.completed': 'Request completed (everyone has signed; the sealed copies are ready)',
  'request.declined': 'Request declined by a signer',
  'request.expired': 'Request expired',
  'request.cancelled': 'Request cancelled',
  'deal.step_completed': 'Deal step completed (a step of a deal is signed and sealed)',
  'deal.completed': 'Deal completed (every step of a deal is signed and sealed)',
};

/**
 * How many endpoints one dealership may have: each event is one delivery per endpoint, and a dealership's
 * deliveries share a few delivery slots with every other dealership's (docs/decisions/0008-webhook-fairness.md).
 */
export const WEBHOOK_ENDPOINT_LIMIT = 10;

/** The event "Send test" delivers: no request behind it. */
export const WEBHOOK_TEST_EVENT = 'ping';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

const url = z
  .string()
  .trim()
  .min(1, 'Enter the address that will receive the events')
  .max(2000, 'At most 2000 characters')
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'Enter a full address starting with https://',
  });

const description = safeText(z.string())
  .trim()
  .max(200, 'At most 200 characters')
  .refine(isOneLine, 'Must be on one line')
  .transform(stripBidiControls);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, 'Choose from the listed events'))
  .min(1, 'Choose at least one event')
  .transform((chosen) => WEBHOOK_EVENTS.filter((e) => chosen.includes(e)));

export const createWebhookSchema = z.object({
  url,
  description: description.optional().default(''),
  events,
});

export const updateWebhookSchema = z
  .object({ url, description, events, enabled: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Say what to change');
