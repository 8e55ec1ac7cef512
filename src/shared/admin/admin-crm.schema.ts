// The admin's dealer CRM: each dealer's row of figures and each customer's progress.
import { z } from 'zod';

/** Green 80 %+, amber 50–80 %, red under 50 % completion. */
export const CRM_GREEN_FROM = 80;
export const CRM_AMBER_FROM = 50;
/** A request still open this many days after it was sent is overdue, and its customer may be reminded. */
export const OVERDUE_AFTER_DAYS = 3;
/** The figures are recomputed when the CRM finds them older than this (the screen refetches as often). */
export const CRM_REFRESH_SECONDS = 30;

export const CRM_STATUSES = ['green', 'amber', 'red'] as const;
export type CrmStatus = (typeof CRM_STATUSES)[number];

export const CRM_STATUS_LABELS: Record<CrmStatus, string> = {
  green: 'Excellent',
  amber: 'Needs attention',
  red: 'Urgent',
};

export const crmStatusOf = (completionRate: number): CrmStatus =>
  completionRate >= CRM_GREEN_FROM ? 'green' : completionRate >= CRM_AMBER_FROM ? 'amber' : 'red';

export const CRM_SORTS = ['urgent', 'best', 'overdue', 'customers', 'name', 'newest'] as const;
export type CrmSort = (typeof CRM_SORTS)[number];
export const CRM_SORT_LABELS: Record<CrmSort, string> = {
  urgent: 'Lowest completion first',
  best: 'Highest completion first',
  overdue: 'Most overdue first',
  customers: 'Most customers first',
  name: 'Name A–Z',
  newest: 'Newest dealers first',
};

export const CRM_PAGE_SIZE = 50;

/** GET /api/admin/dealers-crm?search=&status=&sort= (plus limit and offset: the list is paged). */
export const crmListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  status: z
    .union([z.literal(''), z.literal('all'), z.enum(CRM_STATUSES)], {
      error: 'Status must be green, amber, red or all',
    })
    .optional(),
  sort: z
    .union([z.literal(''), z.enum(CRM_SORTS)], { error: `Sort must be one of ${CRM_SORTS.join(', ')}` })
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(200, 'Limit is at most 200')
    .optional(),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset cannot be negative')
    .max(1_000_000, 'Offset is too large')
    .optional(),
});
export type CrmListQuery = z.infer<typeof crmListQuerySchema>;

/** "Dealer CRM row", plus the account status (a suspended dealer is worth knowing about here). */
export const dealerCrmRowSchema = z.object({
  id: z.string(),
  dealershipName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  dealershipPhone: z.string().nullable(),
  dealershipAddress: z.string().nullable(),
  dealershipWebsite: z.string().nullable(),
  status: z.enum(CRM_STATUSES),
  accountStatus: z.enum(['active', 'suspended', 'pending']),
  smtpEnabled: z.boolean(),
  totalCustomers: z.number().int(),
  completedSigns: z.number().int(),
  pendingSigns: z.number().int(),
  overdueReminders: z.number().int(),
  completionRate: z.number(),
  lastActive: z.string().nullable(),
  /** Hours from sending to completion, on average; null before the first completion. */
  avgTimeToSign: z.number().nullable(),
  createdAt: z.string(),
});
export type DealerCrmRow = z.infer<typeof dealerCrmRowSchema>;

/** GET /api/admin/dealers-crm/summary: the status cards, over every dealer. */
export const crmSummarySchema = z.object({
  totalDealers: z.number().int(),
  green: z.number().int(),
  amber: z.number().int(),
  red: z.number().int(),
  overdueReminders: z.number().int(),
  /** When the figures were computed (they are at most about 30 s old). */
  refreshedAt: z.string().nullable(),
  /** Older than 30 s: answered while new ones are computed, so the screen asks again in a few seconds. */
  refreshing: z.boolean(),
});
export type CrmSummary = z.infer<typeof crmSummarySchema>;

export const CUSTOMER_PROGRESS_STATUSES = ['overdue', 'in_progress', 'not_started', 'completed'] as const;
export type CustomerProgressStatus = (typeof CUSTOMER_PROGRESS_STATUSES)[number];
export const CUSTOMER_PROGRESS_LABELS: Record<CustomerProgressStatus, string> = {
  overdue: 'Overdue',
  in_progress: 'In progress',
  not_started: 'Not started',
  completed: 'Completed',
};

/** "Customer progress", of the customer's latest request that was not cancelled. */
export const customerProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  vehicleRegistration: z.string().nullable(),
  status: z.enum(CUSTOMER_PROGRESS_STATUSES),
  completedDocuments: z.number().int(),
  totalDocuments: z.number().int(),
  /** A request with several signers: "2 of 3 signed"; null for a one-customer request. */
  signers: z.object({ signed: z.number().int(), total: z.number().int() }).nullable(),
  /** Whole days since the latest request was sent; null when none was. */
  daysSinceSent: z.number().int().nullable(),
  remindersSent: z.number().int(),
  /** Overdue with a link that still works, and not reminded in the last 24 hours: a reminder can go. */
  canRemind: z.boolean(),
  /** A reminder went in the last 24 hours (so none is offered now). */
  remindedRecently: z.boolean(),
});
export type CustomerProgress = z.infer<typeof customerProgressSchema>;

/** At most this many customers of one dealer are listed, overdue first. */
export const CUSTOMER_PROGRESS_LIMIT = 500;

const id = z.string({ error: 'Dealer id is required' }).trim().min(1, 'Dealer id is required').max(100);

/** POST /api/admin/send-reminders. */
export const sendRemindersSchema = z.object({
  dealerId: id,
  customerIds: z
    .array(z.guid({ error: 'Customer not found' }), { error: 'Choose at least one customer' })
    .min(1, 'Choose at least one customer')
    .max(CUSTOMER_PROGRESS_LIMIT, `At most ${CUSTOMER_PROGRESS_LIMIT} customers at once`),
});

/** POST /api/admin/nudge-dealer: the one kind the spec names. */
export const nudgeDealerSchema = z.object({
  dealerId: id,
  type: z.literal('overdue_reminder', { error: 'Type must be overdue_reminder' }),
});

export const sendRemindersResultSchema = z.object({
  message: z.string(),
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type SendRemindersResult = z.infer<typeof sendRemindersResultSchema>;
