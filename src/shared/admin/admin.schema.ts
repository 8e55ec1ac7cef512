import { z } from 'zod';
import { FILE_PASSWORD_TOO_SHORT, isFilePasswordTooShort } from '../dealer/dealer-files.schema.ts';

export const suspendDealerSchema = z.object({
  reason: z.string().trim().min(1, 'A reason for suspension is required').max(500),
});

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, 'At most 100 characters');
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** POST /api/admin/dealers: the new dealer form. */
export const newDealerSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Valid email is required')),
  firstName: name('First name'),
  lastName: name('Last name'),
  dealershipName: z.string().trim().min(1, 'Dealership name is required').max(200, 'At most 200 characters'),
  dealershipPhone: optional(40),
  dealershipWhatsapp: optional(40),
  dealershipWebsite: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Invalid website URL' })])
    .nullish()
    .transform((v) => v || null),
});
export type NewDealerInput = z.input<typeof newDealerSchema>;
export type NewDealer = z.output<typeof newDealerSchema>;

export const PROTECTION_CHOICE_REQUIRED = 'Please enter a new password or choose to remove protection';

/** POST /api/admin/reset-file-password/{fileId}. */
export const resetFilePasswordSchema = z
  .object({
    newPassword: z.string().max(200, 'At most 200 characters').nullish(),
    removeProtection: z.boolean().default(false),
  })
  .refine((v) => v.removeProtection || Boolean(v.newPassword?.trim()), {
    message: PROTECTION_CHOICE_REQUIRED,
  })
  .refine((v) => v.removeProtection || !isFilePasswordTooShort(v.newPassword ?? ''), {
    path: ['newPassword'],
    message: FILE_PASSWORD_TOO_SHORT,
  });
export type ResetFilePasswordInput = z.input<typeof resetFilePasswordSchema>;
export type ResetFilePassword = z.output<typeof resetFilePasswordSchema>;

export const adminStatsSchema = z.object({
  totalDealers: z.number().int(),
  activeDealers: z.number().int(),
  suspendedDealers: z.number().int(),
  totalSigningRequests: z.number().int(),
  pendingSigningRequests: z.number().int(),
  completedToday: z.number().int(),
  totalDocuments: z.number().int(),
  /** When the request and document figures were counted (ISO time): they may be a few seconds old. */
  asOf: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACCOUNT_STATUSES = ['active', 'suspended', 'pending'] as const;

export const adminDealerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dealershipName: z.string().nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  suspendedReason: z.string().nullable(),
  totalDocuments: z.number().int(),
  totalCustomers: z.number().int(),
  pendingRequests: z.number().int(),
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

export const adminPendingRequestSchema = z.object({
  id: z.string(),
  dealershipName: z.string().nullable(),
  status: z.string(),
  sentAt: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  documents: z.array(z.object({ title: z.string() })),
});
export type AdminPendingRequest = z.infer<typeof adminPendingRequestSchema>;

export const ADMIN_DEALERS_PAGE_SIZE = 100;
const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * GET /api/admin/dealers?q=&limit=&offset=: the dashboard's dealers a page at a time (no limit: the first
 * 100), newest first, `q` searching name, dealership and e-mail; the next page is in the `Link` header.
 */
export const adminDealerListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  limit: whole('Limit', 1, 500).optional(),
  offset: whole('Offset', 0, 1_000_000).optional(),
});
export type AdminDealerListQuery = z.infer<typeof adminDealerListQuerySchema>;
