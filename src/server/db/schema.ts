import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgMaterializedView,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExtractedData, SignatureField } from '../../shared/documents/document.schema.ts';
import { contactFields, nameAndEmail } from './customer-search.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

// 'staff': a member of a dealership who is not its owner (dealer_members says which and with what role).
// Only 'dealer' accounts are dealerships, so the operator's lists never show a member as a dealer.
export const userRole = pgEnum('user_role', ['dealer', 'admin', 'staff']);
export const userStatus = pgEnum('user_status', ['pending', 'active', 'suspended']);

// The four auth tables follow Better Auth's model names and fields; the extra user columns are ours.
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: userRole().notNull().default('dealer'),
    status: userStatus().notNull().default('active'),
    suspensionReason: text(),
    dealershipName: text(),
    firstName: text(),
    lastName: text(),
    /** Set at every sign-in (a new session): the control center's "inactive" is 30 days without one. */
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The control center's dealer list pages newest first over dealers only.
    index('users_dealers_created_idx').on(t.createdAt, t.id).where(sql`${t.role} = 'dealer'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier)],
);

/** Failed sign-in attempts, kept one minute, so that every app instance sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.key, t.createdAt)],
);

/**
 * A document's validation as kept: issue codes and the facts an edit cannot re-derive; rows written before
 * codes kept the sentences (`issues`). `readStoredValidation` reads either.
 */
export type StoredValidationJson = {
  hasTextLayer?: boolean;
  codes?: string[];
  typeChosenByDealer?: true;
  issues?: string[];
};

export type OutboxAttachmentMeta = { filename: string; contentType: string; size: number };

/** Every e-mail the platform writes when no mail server is configured (and a copy of none otherwise). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    from: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<OutboxAttachmentMeta[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    outboxId: uuid()
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.position] })],
);

export type VehicleData = {
  make?: string | null;
  model?: string | null;
  yearOfManufacture?: number | null;
  colour?: string | null;
  fuelType?: string | null;
  motStatus?: string | null;
};

const dealerId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The site a customer, document or request belongs to; none when the dealership has one site. */
const siteId = () => uuid().references((): AnyPgColumn => dealerSites.id, { onDelete: 'set null' });

export const memberRole = pgEnum('member_role', ['manager', 'sales']);

/**
 * The people of a dealership other than its owner. The dealership's id is its owner's user id (every
 * dealer-owned row's dealer_id), so an account without a row here is the owner of its own dealership.
 */
export const dealerMembers = pgTable(
  'dealer_members',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: dealerId(),
    role: memberRole().notNull(),
    invitedBy: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.dealerId)],
);

/**
 * An invitation to an address that already has a Docs2Sign account (of another dealership, or the operator's).
 * An account belongs to one dealership, so it cannot join; the dealer sees the invitation pending like any
 * other (the answer never tells that the address has an account) and the mail to the address explains.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: memberRole().notNull(),
    invitedBy: text(),
    siteIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.dealerId, t.email)],
);

export const dealerPlan = pgEnum('dealer_plan', ['basic', 'professional', 'enterprise']);

/** The plan the operator set for a dealership; a dealership without a row is on Basic. */
export const dealerPlans = pgTable('dealer_plans', {
  dealerId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: dealerPlan().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A dealership's sites (showrooms); logo and colours left empty take the dealership's own. */
export const dealerSites = pgTable(
  'dealer_sites',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    name: text().notNull(),
    address: text(),
    phone: text(),
    logoKey: text(),
    primaryColor: text(),
    secondaryColor: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.dealerId)],
);

export const apiKeyScope = pgEnum('api_key_scope', ['read', 'read-write']);

/**
 * A dealership's API keys: the key itself is shown once and only its SHA-256 is kept; a key acts
 * as the dealership's owner on the app's own routes, a read key only with GET.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    name: text().notNull(),
    scope: apiKeyScope().notNull(),
    keyHash: text().notNull().unique(),
    /** The key's first characters, so the owner can tell keys apart in the list. */
    prefix: text().notNull(),
    createdBy: text(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.dealerId)],
);

/** features/webhooks: where a dealership is told of its requests' steps. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    url: text().notNull(),
    description: text().notNull().default(''),
    /** The event types this endpoint is sent (`request.completed`, …). */
    events: text().array().notNull(),
    /** The signing secret, sealed with a key derived from APP_SECRET: it must be read to sign. */
    secretSealed: text().notNull(),
    /** The secret's first characters, to tell endpoints' secrets apart; the secret is shown once. */
    secretPrefix: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** Attempts in a row that had no answer in time: from the second on, the endpoint rests (resume_at). */
    timeoutsInRow: integer().notNull().default(0),
    /** A slow endpoint's rest: none of its deliveries is tried before then, so none holds a worker. */
    resumeAt: timestamp({ withTimezone: true }),
    createdBy: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.dealerId)],
);

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);

/**
 * One event for one endpoint: written in the transaction of the step it reports (the outbox), queued as a
 * `webhook.deliver` job once committed; `payload` is the exact JSON posted (so a redelivery is the same).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    status: webhookDeliveryStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    /** When a job was sent for it; null: still to be queued (the dispatcher claims these). */
    queuedAt: timestamp({ withTimezone: true }),
    /** When its next attempt is due (its job starts then, and its key names this time); null before this existed. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.endpointId, t.createdAt),
    // The 30-day prune (webhook payloads name the customer).
    index().on(t.createdAt),
    index('webhook_deliveries_unqueued_idx').on(t.createdAt).where(sql`${t.queuedAt} is null`),
    index('webhook_deliveries_pending_idx').on(t.queuedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every try of a delivery: the endpoint's answer (status, a short excerpt) or why there was none. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    statusCode: integer(),
    responseExcerpt: text(),
    error: text(),
    durationMs: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.deliveryId, t.attempt)],
);

/** Which sites a member works at (the owner works at all). */
export const dealerMemberSites = pgTable(
  'dealer_member_sites',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid()
      .notNull()
      .references(() => dealerSites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index().on(t.siteId)],
);

/** A dealer's customers. Archived (not deleted) once they have signing records, which must be kept. */
export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    postcode: text().notNull(),
    address: text(),
    vehicleRegistration: text(),
    vehicleData: jsonb().$type<VehicleData>(),
    /** The language the customer reads (a code of CUSTOMER_LANGUAGES); null means the dealership's own. */
    language: text(),
    siteId: siteId(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp({ withTimezone: true }),
  },
  // (created_at, id): the list's keyset order, so each page is one index range.
  (t) => [
    index('customers_dealer_live_idx').on(t.dealerId, t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    // Every customer of a dealer, archived too: a request search finds its customers by name through it.
    index('customers_dealer_idx').on(t.dealerId),
    // Trigrams (pg_trgm) of what the searches match: a search reads the customers whose text holds it
    // instead of testing each of the dealer's thousands in turn (customer-search.ts).
    index('customers_name_email_trgm_idx').using('gin', sql`${nameAndEmail(t.name, t.email)} gin_trgm_ops`),
    index('customers_contact_trgm_idx').using('gin', sql`${contactFields(t)} gin_trgm_ops`),
  ],
);

export const documentFormat = pgEnum('document_format', ['pdf', 'docx', 'doc']);

/** A dealer's document templates; what the processing step read out of them is kept beside the file. */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    title: text().notNull(),
    fileName: text().notNull(),
    format: documentFormat().notNull(),
    /** Storage key of the file as uploaded. */
    originalKey: text().notNull(),
    /** Storage key of the PDF viewers and signers see (the original itself for a PDF). */
    pdfKey: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    /** SHA-256 of the PDF that is signed (the rendition of a Word file, or the original PDF). */
    pdfSha256: text(),
    pageCount: integer().notNull(),
    documentType: text().notNull().default('other'),
    signatureRequired: boolean().notNull().default(true),
    extractedText: text().notNull().default(''),
    // Partial: `{}` until the document is read, and rows read before a field existed lack it.
    extractedData: jsonb().$type<Partial<ExtractedData>>().notNull().default(sql`'{}'::jsonb`),
    validation: jsonb().$type<StoredValidationJson>().notNull().default(sql`'{}'::jsonb`),
    siteId: siteId(),
    uploadedAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('documents_dealer_live_idx').on(t.dealerId, t.uploadedAt, t.id).where(sql`${t.archivedAt} is null`),
    // Every document of a dealer, archived too: a request search finds the sent copies of each through it.
    index('documents_dealer_idx').on(t.dealerId),
  ],
);

export const signingRequestStatus = pgEnum('signing_request_status', [
  'sent',
  'in_progress',
  'completed',
  'expired',
  'cancelled',
  'declined',
]);

/** How a request with several signers goes out: to everyone at once, or one after another in their order. */
export const signingOrder = pgEnum('signing_order', ['parallel', 'sequential']);

export const signingRequests = pgTable(
  'signing_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    status: signingRequestStatus().notNull().default('sent'),
    notes: text(),
    /** SHA-256 of the link token: the link is found by it. */
    tokenHash: text().unique(),
    /** The token itself, encrypted (lib/security/secret-box.ts), so a reminder can carry the same link. */
    tokenSealed: text(),
    expiresAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** Set by the one process that seals a completed request; a stale claim (crash) may be taken over. */
    sealingClaimedAt: timestamp({ withTimezone: true }),
    sealedAt: timestamp({ withTimezone: true }),
    siteId: siteId(),
    /** Only meaningful with request_signers rows; a one-customer request has none and is 'parallel'. */
    signingOrder: signingOrder().notNull().default('parallel'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signing_requests_dealer_created_idx').on(t.dealerId, t.createdAt, t.id),
    // Covers every dashboard counter, so they are index-only counts.
    index('signing_requests_dealer_stats_idx').on(t.dealerId, t.status, t.completedAt),
    // A customer's requests newest first: their latest (the CRM's progress of each customer) is one entry.
    index('signing_requests_customer_created_idx').on(t.customerId, t.createdAt),
    // Finds, at start-up, completed sets that a crash left unsealed.
    index('signing_requests_unsealed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed' and ${t.sealedAt} is null`),
    // Finds, every minute, the open requests whose link has run out (only open ones are in it).
    index('signing_requests_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('sent', 'in_progress')`),
  ],
);

export const notificationType = pgEnum('notification_type', [
  'customer_started',
  'customer_completed',
  'other',
]);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    type: notificationType().notNull(),
    message: text().notNull(),
    // Goes with its request: its words name the customer, and a deleted request's customer may be erased.
    signingRequestId: uuid().references(() => signingRequests.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_dealer_sent_idx').on(t.dealerId, t.sentAt),
    index('notifications_dealer_unread_idx').on(t.dealerId).where(sql`${t.readAt} is null`),
  ],
);

/** Branding and contact details of a dealership (one row per dealer, created on first save). */
export const dealerSettings = pgTable('dealer_settings', {
  dealerId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dealershipName: text(),
  dealershipAddress: text(),
  dealershipPhone: text(),
  dealershipWhatsapp: text(),
  dealershipWebsite: text(),
  logoKey: text(),
  profileImageKey: text(),
  primaryColor: text(),
  secondaryColor: text(),
  emailFromName: text(),
  emailSignature: text(),
  /** Business SMTP: the dealer's customers' mail goes through it when enabled. */
  smtpEnabled: boolean().notNull().default(false),
  smtpHost: text(),
  smtpPort: integer(),
  smtpSecure: boolean(),
  smtpUser: text(),
  /** Encrypted with a key derived from APP_SECRET (lib/security/secret-box.ts); never sent to the browser. */
  smtpPasswordSealed: text(),
  smtpFromEmail: text(),
  /** How Create Request, Resend and the send page preselect the link's way: 'email', 'sms' or both. */
  defaultChannels: text().array().notNull().default(sql`'{email}'::text[]`),
  /** The language of the dealership's customers unless a customer has their own; null means English. */
  language: text(),
  /**
   * When a signer enters a one-time code before their first signature: 'finance' (a set with a credit
   * agreement), 'always' or 'off'; null means the platform's default (SIGNING_CODE_DEFAULT, 'finance').
   */
  signingCode: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const mailDeliveryStatus = pgEnum('mail_delivery_status', ['sending', 'sent', 'retrying', 'failed']);

/**
 * Every e-mail the platform sends for a dealer or to a customer, with each attempt's outcome. What to send
 * is kept here (attachments as storage keys) so a retry from the job queue sends exactly the same mail.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: text().references(() => users.id, { onDelete: 'cascade' }),
    signingRequestId: uuid().references(() => signingRequests.id, { onDelete: 'cascade' }),
    template: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** StoredMail as JSON, sealed with lib/security/secret-box.ts: a signing link must not sit here in clear. */
    messageSealed: text().notNull(),
    status: mailDeliveryStatus().notNull().default('sending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Which transport carried it: the platform's, or the dealer's business SMTP. */
    transport: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_deliveries_request_idx').on(t.signingRequestId, t.createdAt),
    index('mail_deliveries_dealer_idx').on(t.dealerId, t.createdAt),
  ],
);

/** One try at sending a delivery: when, through which transport, and the server's answer on failure. */
export const mailDeliveryAttempts = pgTable(
  'mail_delivery_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => mailDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    ok: boolean().notNull(),
    transport: text().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.deliveryId, t.attempt)],
);

/**
 * features/sms: every text message carrying a customer's signing link, with each attempt (as mail_deliveries
 * for e-mail). The body holds the link, so it is sealed, and emptied once no attempt will read it again.
 */
export const smsDeliveries = pgTable(
  'sms_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: text().references(() => users.id, { onDelete: 'cascade' }),
    signingRequestId: uuid().references(() => signingRequests.id, { onDelete: 'cascade' }),
    /** 'signing_request' or 'reminder'. */
    kind: text().notNull(),
    /** The mobile number in E.164 (+447…). */
    recipient: text().notNull(),
    bodySealed: text().notNull(),
    status: mailDeliveryStatus().notNull().default('retrying'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The provider's id for the message (Twilio's `sid`). */
    providerId: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_deliveries_request_idx').on(t.signingRequestId, t.createdAt),
    // A dealership's texts in the last hour and this month, counted before each send (sms-limits.ts).
    index('sms_deliveries_dealer_idx').on(t.dealerId, t.createdAt),
  ],
);

export const smsDeliveryAttempts = pgTable(
  'sms_delivery_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => smsDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    ok: boolean().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.deliveryId, t.attempt)],
);

export type StoredMail = {
  text: string;
  html: string | null;
  replyTo: string | null;
  fromName: string | null;
  attachments: { filename: string; contentType: string; storageKey: string }[];
};

/**
 * What a request asked the customer to sign, frozen at creation: the document's PDF (files are never
 * rewritten), its hash, title and signature fields. Later edits to the template change nothing here.
 */
export const signingRequestDocuments = pgTable(
  'signing_request_documents',
  {
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    documentId: uuid()
      .notNull()
      .references(() => documents.id),
    position: integer().notNull(),
    title: text().notNull(),
    documentType: text().notNull(),
    pdfKey: text().notNull(),
    sha256: text().notNull(),
    pageCount: integer().notNull(),
    signatureFields: jsonb().$type<SignatureField[]>().notNull().default(sql`'[]'::jsonb`),
    /** The sealed PDF (signatures stamped, certificate appended, digitally signed) once submitted. */
    sealedKey: text(),
    /** SHA-256 of the pages with the signatures stamped, before the certificate was appended. */
    signedSha256: text(),
    /** SHA-256 of the sealed file as delivered (/verify finds an uploaded copy by it). */
    sealedSha256: text(),
    /** The short code printed on this file's certificate of completion, to look it up at /verify. */
    verificationCode: text(),
    /** SHA-256 of the sealing certificate that signed the sealed file (sealing_certificates.fingerprint). */
    sealedWith: text(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.documentId] }),
    // A document's sent copies with their titles and requests: a request search by title reads the dealer's
    // documents' entries here alone (an index-only scan), never the rows.
    index('signing_request_documents_document_title_idx').on(t.documentId, t.title, t.requestId),
    index().on(t.sealedSha256),
    uniqueIndex().on(t.verificationCode),
  ],
);

export const signingEventType = pgEnum('signing_event_type', [
  'created',
  'mailed',
  'mail_failed',
  'opened',
  'viewed',
  'signed',
  'submitted',
  'sealed',
  'copy_mailed',
  'cancelled',
  'seal_failed',
  'timestamp_unavailable',
  'signed_in_person',
  'texted',
  'text_failed',
  'link_shared',
  'declined',
  'signer_finished',
  'code_sent',
  'code_verified',
  'code_locked',
]);

/**
 * features/handover: a dealer's device handed to the customer to sign a request in person. While a row is open
 * (no `endedAt`) the dealer app on that session shows the lock; the session is named by a SHA-256 of its signed
 * cookie, so the row holds nothing that could open the session.
 */
export const handovers = pgTable(
  'handovers',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    dealerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionKey: text().notNull(),
    /** Who handed the device over, as the certificate names them. */
    handedOverBy: text().notNull(),
    startedAt: createdAt(),
    endedAt: timestamp({ withTimezone: true }),
    /** 'completed' (the customer submitted) or 'unlocked' (the dealer's password). */
    endedBy: text(),
    /** The signer of a request with several signers it was opened for; null for a one-customer request. */
    signerId: uuid().references((): AnyPgColumn => requestSigners.id, { onDelete: 'cascade' }),
  },
  (t) => [index('handovers_open_session_idx').on(t.sessionKey).where(sql`${t.endedAt} is null`)],
);

/**
 * features/customer-signing (signing-code.repo.ts): the one-time codes a signer enters before their first
 * signature. Only an HMAC of the code is kept; `keyHash` is the SHA-256 of the key the verified browser holds
 * for the rest of its signing session. `sentTo` is the masked number or address, as the certificate shows it.
 */
export const signingCodes = pgTable(
  'signing_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    /** The signer's slot ('customer' for a one-customer request). */
    signerSlot: text().notNull(),
    codeHash: text().notNull(),
    /** 'sms' or 'email'. */
    channel: text().notNull(),
    sentTo: text().notNull(),
    /** Wrong tries so far; the fifth locks the code. */
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    lockedAt: timestamp({ withTimezone: true }),
    keyHash: text(),
  },
  (t) => [
    index('signing_codes_signer_idx').on(t.requestId, t.signerSlot, t.createdAt),
    uniqueIndex('signing_codes_key_idx').on(t.keyHash),
  ],
);

/** The audit trail of a request: every step, with when, from where and with what browser. */
export const signingEvents = pgTable(
  'signing_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    type: signingEventType().notNull(),
    documentId: uuid(),
    ipAddress: text(),
    userAgent: text(),
    detail: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.requestId, t.createdAt)],
);

export const signerRole = pgEnum('signer_role', ['customer', 'guarantor', 'dealer']);

/**
 * features/signing-requests: who signs a request that has more than one signer (joint hirers, a guarantor, the
 * dealer's countersigning member), in their order. A one-customer request has no rows here: it is exactly the
 * request as it always was (its customer and link on signing_requests). `slot` names whose places a signer signs
 * ('customer', 'customer2'…, 'guarantor', 'dealer': SignatureField.signer); each signer has their own link.
 */
export const requestSigners = pgTable(
  'request_signers',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    slot: text().notNull(),
    role: signerRole().notNull(),
    customerId: uuid().references(() => customers.id),
    /** The dealer's member who countersigns (today the dealer's own user). */
    memberId: text().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().unique(),
    tokenSealed: text(),
    /** How their link goes: e-mail, text message or both (the dealer's member signs in the app). */
    channels: jsonb().$type<('email' | 'sms')[]>().notNull().default(sql`'["email"]'::jsonb`),
    /** When their link went out (a later signer in a sequence waits with none). */
    sentAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
  },
  (t) => [uniqueIndex().on(t.requestId, t.slot), index().on(t.customerId)],
);

/**
 * A signer's signature on one document of a request (one each: a signed document cannot be signed again).
 * `signerSlot` is 'customer' for a one-customer request, else the request_signers slot of who signed.
 */
export const signatures = pgTable(
  'signatures',
  {
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    documentId: uuid().notNull(),
    signerSlot: text().notNull().default('customer'),
    /** The PNG the customer drew or typed. */
    image: bytea().notNull(),
    pageNumber: integer().notNull(),
    ipAddress: text(),
    userAgent: text(),
    /** The language the signing page spoke when they signed (the certificate names it); null was English. */
    language: text(),
    signedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.documentId, t.signerSlot] })],
);

/**
 * features/member-signatures: a dealership member's own saved signature, drawn or typed once in
 * Settings and used to countersign with one tap. One per person; only that person reads or uses it. The PNG
 * is the one our encoder wrote after decoding what the browser sent (never the browser's bytes).
 */
export const memberSignatures = pgTable('member_signatures', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The dealership (its owner's id) the member signed it for: a removed member's row goes with the account. */
  dealerId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea().notNull(),
  kind: text().$type<'drawn' | 'typed'>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * features/retention: a legal hold the operator placed on a signing request. While it exists the set cannot be
 * deleted or erased, even after the 7-year period; releasing it deletes the row (the audit log keeps both).
 */
export const legalHolds = pgTable('legal_holds', {
  requestId: uuid()
    .primaryKey()
    .references(() => signingRequests.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  /** No foreign key: the record outlives the account. */
  placedBy: text().notNull(),
  placedAt: createdAt(),
});

/**
 * features/customers: each erasure of a customer's data on their request (UK GDPR art. 17): who asked it
 * through which dealer, when, what was removed and what was kept and why. Holds no personal data itself.
 */
export const customerErasures = pgTable(
  'customer_erasures',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    /** No foreign key: the customer row may be gone. */
    customerId: uuid().notNull(),
    erasedBy: text().notNull(),
    erasedAt: createdAt(),
    removed: jsonb().$type<Record<string, unknown>>().notNull(),
    kept: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index().on(t.dealerId, t.customerId)],
);

/**
 * One row whose version every app instance watches: revoking sessions (a suspension, a password reset, a
 * sign-out) bumps it, and each instance drops its cached sessions within half a second.
 */
export const sessionRevocations = pgTable('session_revocations', {
  id: integer().primaryKey(),
  version: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every app instance on one PostgreSQL (the embedded database has one process
 * and counts in memory): one row per route and client address, for the current window.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEnds: timestamp({ withTimezone: true }).notNull(),
});

/** Facts about the installation that every app instance must agree on (e.g. which certificate seals). */
// lib/sealing-certificates: every certificate the installation has sealed with, and which one is current
// (one row at most), so /verify and exports can name the certificate of any seal, however old.
export const sealingCertificates = pgTable(
  'sealing_certificates',
  {
    /** SHA-256 of the certificate (DER), lower-case hex. */
    fingerprint: text().primaryKey(),
    subject: text().notNull(),
    issuer: text().notNull(),
    /** Where the key lives: generated, pkcs12, pkcs11 or gcp-kms. */
    keyKind: text().notNull(),
    selfSigned: boolean().notNull(),
    notBefore: timestamp({ withTimezone: true }).notNull(),
    notAfter: timestamp({ withTimezone: true }).notNull(),
    /** The certificate and the intermediates it was configured with (PEM, leaf first). */
    chainPem: text().notNull(),
    /** When an instance first offered it. */
    createdAt: createdAt(),
    /** When it became the installation's seal (none yet: offered, awaiting a rotation). */
    currentFrom: timestamp({ withTimezone: true }),
    /** When a rotation replaced it. */
    retiredAt: timestamp({ withTimezone: true }),
    isCurrent: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('sealing_certificates_one_current_idx').on(t.isCurrent).where(sql`${t.isCurrent}`)],
);

export const platformSettings = pgTable('platform_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// features/demo-requests: visitors asking for a personal demo from the landing page.
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    contactName: text().notNull(),
    phoneNumber: text().notNull(),
    email: text().notNull(),
    websiteDomain: text(),
    /** The calendar day chosen (YYYY-MM-DD, London). */
    preferredCallDate: text().notNull(),
    preferredCallTime: text().notNull(),
    notes: text(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

// features/dealer-files: customer ID documents and videos a dealer keeps, encrypted at rest.
export const dealerFiles = pgTable(
  'dealer_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    fileName: text().notNull(),
    fileType: text().notNull(),
    /** What the bytes are (pdf, doc, docx, jpeg, png, mp4, webm, mov), read from the content. */
    format: text().notNull(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerName: text(),
    vehicleRegistration: text(),
    notes: text(),
    fileSize: bigint({ mode: 'number' }).notNull(),
    /** Seconds, for videos, read from the container. */
    duration: doublePrecision(),
    width: integer(),
    height: integer(),
    /** Storage key of the sealed (chunk-encrypted) content. */
    storageKey: text().notNull(),
    /** The file key wrapped by a key derived from APP_SECRET (AES-256-GCM). */
    wrappedKey: text().notNull(),
    /** Per-file random prefix of every chunk's nonce. */
    noncePrefix: bytea().notNull(),
    isPasswordProtected: boolean().notNull().default(false),
    /** scrypt hash of the file password: "salt.hash", base64url. */
    passwordHash: text(),
    /** The server-wrapped key wrapped once more by a key derived from the file password (scrypt). */
    passwordWrap: text(),
    failedPasswordAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    uploadedAt: createdAt(),
  },
  (t) => [index('dealer_files_dealer_uploaded_idx').on(t.dealerId, t.uploadedAt)],
);

export const dealerFileEvents = pgTable(
  'dealer_file_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** No foreign key: the trail outlives the file it tells of. */
    fileId: uuid().notNull(),
    dealerId: text().notNull(),
    /** uploaded, downloaded, password_failed, locked, deleted, password_reset, password_removed */
    kind: text().notNull(),
    actorUserId: text(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [index('dealer_file_events_file_idx').on(t.fileId, t.createdAt)],
);

// features/admin (audit): every administrator action, who did it to what, why and from where.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** No foreign key: the record outlives the accounts it names. */
    adminId: text().notNull(),
    /** e.g. dealer.suspend, dealer.create, file.password_reset, maintenance.cleanup */
    action: text().notNull(),
    /** dealer, dealer_file, email, system, … */
    targetType: text().notNull(),
    targetId: text(),
    reason: text(),
    ipAddress: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

// features/admin (system errors): every 5xx the app answered and every failed job.
export const systemErrors = pgTable(
  'system_errors',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** critical, high, medium, low */
    severity: text().$type<'critical' | 'high' | 'medium' | 'low'>().notNull(),
    /** request_error, database_unavailable, upstream_error, job_failed */
    errorType: text().notNull(),
    /** Where it happened: "GET /api/documents/:id" or "job seal". */
    source: text().notNull(),
    dealerId: text(),
    message: text().notNull(),
    stackTrace: text(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: text(),
    /** Set by the reset-error-logs maintenance action: archived errors leave the lists. */
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('system_errors_created_idx').on(t.createdAt),
    index('system_errors_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

// features/admin (maintenance): messages an administrator broadcasts; the newest is a banner every dealer sees
// (each dealer may dismiss it in their browser).
export const broadcastMessages = pgTable(
  'broadcast_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    message: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

// features/admin (CRM): a materialized view made by drizzle/0014_dealer_crm_stats.sql, remade with an index per
// sort by drizzle/0015_dealer_crm_stats_sorted.sql (drizzle-kit does not manage it: `.existing()`); crm.repo.ts
// refreshes and pages it.
export const dealerCrmStats = pgMaterializedView('dealer_crm_stats', {
  dealerId: text('dealer_id').notNull(),
  /** The name the list sorts by: dealership, else first and last name, else e-mail; lower case. */
  sortName: text('sort_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  totalCustomers: integer('total_customers').notNull(),
  completedSigns: integer('completed_signs').notNull(),
  pendingSigns: integer('pending_signs').notNull(),
  overdueReminders: integer('overdue_reminders').notNull(),
  countedRequests: integer('counted_requests').notNull(),
  completionRate: doublePrecision('completion_rate').notNull(),
  avgTimeToSign: doublePrecision('avg_time_to_sign'),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
}).existing();

export const bulkSendStatus = pgEnum('bulk_send_status', ['preview', 'sending', 'finished']);

/** Who sent a bulk send, as each of its requests records it (the history's words, the site, the client). */
export type BulkSender = {
  actedBy: { person: string; by: string };
  siteId: string | null;
  ipAddress: string;
  userAgent: string | null;
};

/**
 * A bulk send (features/bulk-send): an uploaded CSV checked row by row (`preview`), then sent
 * (`sending`, worked through by the `bulk.send` job) and `finished`, kept as its report.
 */
export const bulkSends = pgTable(
  'bulk_sends',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    fileName: text().notNull(),
    status: bulkSendStatus().notNull().default('preview'),
    ignoredColumns: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    documentIds: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    notes: text(),
    sender: jsonb().$type<BulkSender>(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.dealerId, t.createdAt)],
);

/**
 * One row of a bulk send's file with its problems; once sent, its outcome. A created row names its customer
 * and request, written in the same transaction as they are, so a row is either whole or not begun.
 */
export const bulkSendRows = pgTable(
  'bulk_send_rows',
  {
    id: uuid().primaryKey().defaultRandom(),
    bulkSendId: uuid()
      .notNull()
      .references(() => bulkSends.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    registration: text().notNull(),
    problems: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    outcome: text().$type<'created' | 'skipped'>(),
    reason: text(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    requestId: uuid().references(() => signingRequests.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex().on(t.bulkSendId, t.line)],
);

/**
 * A form learnt from a dealer's correction (features/learnt-forms): its fixed wording as hashed words with
 * their places (no readable text of the document), where its values sit, its type and its places to sign.
 * A later upload of the same form is read at those places. Kept per dealership; an operator may promote one
 * to every dealership (a lender's standard agreement), and it is then used for all of them.
 */
export const learntForms = pgTable(
  'learnt_forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    /** The corrected document's title when the form was learnt. */
    name: text().notNull(),
    documentType: text().notNull(),
    pageCount: integer().notNull(),
    /** [page, word hash, x, baseline] of each fixed word, in the page's points. */
    tokens: jsonb().$type<[number, string, number, number][]>().notNull(),
    /** Where the customer's name and the registration sit (learnt-forms/form-fields.ts FieldPlace). */
    fields: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    places: jsonb().$type<SignatureField[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set by an operator: the form reads uploads of every dealership. */
    promotedAt: timestamp({ withTimezone: true }),
    uses: integer().notNull().default(0),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.dealerId, t.pageCount),
    index('learnt_forms_promoted_idx').on(t.pageCount).where(sql`${t.promotedAt} is not null`),
  ],
);

/**
 * features/deals: the dealership's lender panel, the lenders it introduces customers to, with any tie and how
 * commission is paid, so the commission disclosure can state them in plain words.
 */
export const dealerLenders = pgTable(
  'dealer_lenders',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    name: text().notNull(),
    /** 'none', 'tie' (a contractual tie) or 'first_refusal' (a right of first refusal). */
    tie: text().notNull().default('none'),
    tieDetails: text(),
    /** 'fixed' (a set fee), 'percentage' (of the amount of credit) or 'discretionary'. */
    commissionBasis: text().notNull().default('fixed'),
    createdAt: createdAt(),
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.dealerId)],
);

/**
 * features/deals: one sale, its vehicle, part-exchange and finance. Its progress (sent, "n of m steps
 * signed", completed) is read from the signing requests of its steps, never stored twice; only drafted,
 * sent and cancelled are the dealer's own acts.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealerId: dealerId(),
    /** The finance agreement's number, or the dealer's own reference. */
    reference: text(),
    registration: text(),
    vin: text(),
    pricePence: integer(),
    partExchange: jsonb().$type<{
      registration: string | null;
      description: string | null;
      allowancePence: number | null;
      settlementPence: number | null;
    }>(),
    lenderId: uuid().references(() => dealerLenders.id),
    commissionPence: integer(),
    amountOfCreditPence: integer(),
    totalChargeForCreditPence: integer(),
    /** 'drafted', 'sent' or 'cancelled'. */
    state: text().notNull().default('drafted'),
    sentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deals_dealer_created_idx').on(t.dealerId, t.createdAt, t.id)],
);

/** features/deals: who buys (the first buyer leads, joint buyers after) and who guarantees. */
export const dealCustomers = pgTable(
  'deal_customers',
  {
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'buyer' or 'guarantor'. */
    role: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.customerId] }), index().on(t.customerId)],
);

/**
 * features/deals: a document of a deal and its step (disclosure, agreement, delivery). Each step goes out as
 * one signing request, so it is sealed the moment it completes.
 */
export const dealDocuments = pgTable(
  'deal_documents',
  {
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    documentId: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    step: text().notNull(),
    position: integer().notNull(),
    /** Written by the product from the deal's lender and commission (not the dealer's own file). */
    generatedDisclosure: boolean().notNull().default(false),
    requestId: uuid().references(() => signingRequests.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.documentId] }), index().on(t.requestId)],
);

/**
 * features/deals: the customer's tick on the commission disclosure, with how long the page was open: the
 * proof that they read how the dealer is paid before the credit agreement opened.
 */
export const dealAcknowledgements = pgTable(
  'deal_acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    dealId: uuid()
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    requestId: uuid()
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'cascade' }),
    signerSlot: text().notNull().default('customer'),
    /** The words ticked, in English: the language of record (the certificate, the dealer's screens). */
    statement: text().notNull(),
    /** The page's language when they ticked; English for ticks before the page spoke others. */
    language: text().notNull().default('en'),
    /** The words as the customer read them in `language`; null where that is English (`statement`). */
    shownStatement: text(),
    openedMs: integer().notNull(),
    ipAddress: text(),
    userAgent: text(),
    acknowledgedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.requestId, t.signerSlot)],
);
