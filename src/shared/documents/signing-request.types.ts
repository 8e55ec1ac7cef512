import { z } from 'zod';
import { isOneLine, safeText } from '../text-safety.ts';
import { SIGNER_ROLES, SIGNER_SLOTS, SIGNING_ORDERS, type SignerSummary } from './signers.ts';

export const SIGNING_REQUEST_STATUSES = [
  'sent',
  'in_progress',
  'completed',
  'expired',
  'cancelled',
  'declined',
] as const;

export const signingRequestDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  documentType: z.string(),
  pageCount: z.number().int(),
  /** SHA-256 of the sealed PDF once the customer has submitted; null before. */
  sealedSha256: z.string().nullable(),
});
export type SigningRequestDocument = z.infer<typeof signingRequestDocumentSchema>;

/** One signer of a request as the dealer's screens and the API show them (src/shared/documents/signers.ts). */
const signerSummarySchema = z.object({
  id: z.string(),
  position: z.number().int(),
  slot: z.enum(SIGNER_SLOTS),
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  email: z.string(),
  customerId: z.string().nullable(),
  status: z.enum(['waiting', 'sent', 'opened', 'signed', 'declined']),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** How their link goes: e-mail, text or both; none for the dealer's member (in the app). */
  channels: z.array(z.enum(['email', 'sms'])),
}) satisfies z.ZodType<SignerSummary>;

const deliveryStatus = z.enum(['sending', 'sent', 'retrying', 'failed']);

export const signingRequestSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(SIGNING_REQUEST_STATUSES),
  notes: z.string().nullable(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  customerId: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  expiresAt: z.string().nullable(),
  documentIds: z.array(z.string()),
  documents: z.array(signingRequestDocumentSchema),
  /** Several signers in their order; empty for a one-customer request. */
  signers: z.array(signerSummarySchema).optional(),
  order: z.enum(SIGNING_ORDERS).optional(),
  /** The latest invitation or reminder e-mail; null before any (or for requests made before e-mail logging). */
  delivery: z
    .object({ status: deliveryStatus, attempts: z.number().int(), lastError: z.string().nullable() })
    .nullable(),
});
export type SigningRequestSummary = z.infer<typeof signingRequestSummarySchema>;

/** GET /api/signing-requests/{id}/deliveries: each e-mail of a request with every attempt. */
export const mailDeliverySchema = z.object({
  id: z.string(),
  /** 'email', or 'sms' for a text message (its subject is empty, its recipient a mobile number). */
  channel: z.enum(['email', 'sms']),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: deliveryStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  log: z.array(
    z.object({
      attempt: z.number().int(),
      ok: z.boolean(),
      transport: z.string(),
      error: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

const count = z.number().int();
export const dashboardStatsSchema = z.object({
  totalDocuments: count,
  totalCustomers: count,
  pendingRequests: count,
  completedToday: count,
  activeSignings: count,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const NOTIFICATION_TYPES = ['customer_started', 'customer_completed', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  signingRequestId: z.string().nullable(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const SEND_CHANNELS = ['email', 'sms'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];
/** One or both ways, each once, e-mail first. */
export const sendChannelsSchema = z
  .array(z.enum(SEND_CHANNELS, { error: 'A channel is "email" or "sms"' }), {
    error: 'Channels are a list: ["email"], ["sms"] or both',
  })
  .min(1, 'Choose e-mail, text message or both')
  .max(2, 'Choose e-mail, text message or both')
  .transform((v) => SEND_CHANNELS.filter((c) => v.includes(c)));

/** POST /api/signing-requests/{id}/link-shared: the dealer handed the link over from Details. */
export const linkSharedSchema = z.object({
  via: z.enum(['copy', 'qr', 'whatsapp'], { error: 'via is "copy", "qr" or "whatsapp"' }),
  /** Whose link, on a request with several signers; absent: the request's customer's. */
  signerId: z.uuid('signerId is a signer of this request').optional(),
});
export type LinkShareVia = z.infer<typeof linkSharedSchema>['via'];

/** GET /api/signing-requests/{id}/link: the customer's link as the dealer may hand it over. */
export const signingLinkSchema = z.object({
  link: z.string(),
  expiresAt: z.string().nullable(),
  /** The customer's mobile in E.164 when their phone is one (for WhatsApp), else null. */
  mobile: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
});
export type SigningLink = z.infer<typeof signingLinkSchema>;

const signerSchema = z
  .object({
    role: z.enum(SIGNER_ROLES, { error: 'A signer\'s role is "customer", "guarantor" or "dealer"' }),
    customerId: safeText(z.string()).trim().min(1).max(100).optional(),
    /** The dealer's member who countersigns; absent → the signed-in dealer. */
    memberId: safeText(z.string()).trim().min(1).max(100).optional(),
  })
  .refine((s) => s.role === 'dealer' || s.customerId, {
    message: 'Choose the customer for each signer',
    path: ['customerId'],
  });
export type SignerInput = z.output<typeof signerSchema>;

/**
 * Several signers: their order is the list's. Without `customerId`, the first customer signer is
 * the request's customer, so `customerId`'s own checks and messages stay exactly as for one customer.
 */
function leadCustomer(raw: unknown) {
  if (!raw || typeof raw !== 'object' || 'customerId' in raw) return raw;
  const signers = (raw as { signers?: unknown }).signers;
  if (!Array.isArray(signers)) return raw;
  const lead = signers.find(
    (s) => s && typeof s === 'object' && (s as { role?: unknown }).role === 'customer',
  );
  return { ...raw, customerId: (lead as { customerId?: unknown } | undefined)?.customerId };
}

const requestFields = z.object({
  customerId: safeText(z.string({ error: 'Customer is required' }))
    .trim()
    .min(1, 'Customer is required'),
  documentIds: z
    .array(z.coerce.string().trim().min(1), { error: 'At least one document is required' })
    .min(1, 'At least one document is required')
    .max(20, 'At most 20 documents can be sent at once'),
  notes: safeText(z.string())
    .trim()
    .max(2000, 'The message is too long (2,000 characters at most)')
    .nullish()
    .transform((v) => v || null),
  /** The invitation's subject, as the send page lets the dealer edit it; absent → the standard one. */
  subject: safeText(z.string())
    .trim()
    .max(200, 'The subject is too long (200 characters at most)')
    .refine(isOneLine, 'The subject must be on one line')
    .nullish()
    .transform((v) => v || null),
  status: safeText(z.string()).optional(),
  /**
   * The dealer saw that a document names another customer and chose to send it anyway; without it the
   * server refuses such a send (409), so no client can skip the warning.
   */
  mismatchConfirmed: z.boolean().optional(),
  /** How the link goes: by e-mail, text message or both; absent → e-mail, as before text messages. */
  channels: sendChannelsSchema.optional().transform((v) => v ?? (['email'] as SendChannel[])),
  /** More than one signer: customers, a guarantor and the dealer's member, in the order they sign. */
  signers: z
    .array(signerSchema, { error: 'Signers are a list' })
    .max(6, 'At most 6 people can sign one request')
    .optional()
    .refine(
      (list) => !list || list.some((s) => s.role === 'customer'),
      'Choose at least one customer to sign',
    )
    .refine(
      (list) => !list || list.filter((s) => s.role === 'dealer').length <= 1,
      'Only one member of the dealership countersigns',
    )
    .refine(
      (list) => !list || list.filter((s) => s.role === 'guarantor').length <= 1,
      'Choose one guarantor at most',
    )
    .refine(
      (list) => !list || list.filter((s) => s.role === 'customer').length <= 4,
      'At most 4 customers can sign one request',
    )
    .refine((list) => {
      const ids = (list ?? []).flatMap((s) => (s.customerId ? [s.customerId] : []));
      return new Set(ids).size === ids.length;
    }, 'Each customer signs once: choose a different customer for each signer'),
  /** All at once, or one after another in the signers' order. */
  order: z.enum(SIGNING_ORDERS, { error: 'order is "parallel" or "sequential"' }).optional(),
});

/** POST /api/signing-requests. `status` is accepted for the send flow and ignored. */
// The request's customer is its first customer signer: the one its own link, Details, lists and webhooks name.
export const signingRequestSchema = z.preprocess(
  leadCustomer,
  requestFields.refine(
    (r) => !r.signers || r.signers.find((s) => s.role === 'customer')?.customerId === r.customerId,
    {
      message: 'customerId is the first customer among the signers: leave it out, or name that customer',
      path: ['customerId'],
    },
  ),
);
export type SigningRequestInput = z.output<typeof requestFields>;
export type SigningRequestBody = z.input<typeof requestFields>;

/** GET /api/signing-requests/{id}/events: the audit trail, oldest first. */
export const signingEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  documentId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.unknown(),
  /** The event in plain words, as the certificate of completion states it. */
  description: z.string(),
  createdAt: z.string(),
});
export type SigningEvent = z.infer<typeof signingEventSchema>;
