// The control center's calls: system stats, the dealers
// overview, bulk dealer actions and the ten maintenance actions. Routes and forms share these.
import { z } from 'zod';

/** The control center's dealer statuses; "inactive" is derived (active, no sign-in for 30 days). */
export const OVERVIEW_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];
export const INACTIVE_AFTER_DAYS = 30;

export const OVERVIEW_PAGE_SIZE = 50;

/** GET /api/admin/dealers-overview?search=&status=&page= */
export const dealersOverviewQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  status: z
    .union([z.literal(''), z.literal('all'), z.enum(OVERVIEW_STATUSES)], {
      error: 'Status must be all, active, inactive, suspended or pending',
    })
    .optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).optional(),
});
export type DealersOverviewQuery = z.infer<typeof dealersOverviewQuerySchema>;

/** "Dealer overview row". */
export const dealerOverviewRowSchema = z.object({
  id: z.string(),
  dealershipName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  status: z.enum(OVERVIEW_STATUSES),
  suspendedReason: z.string().nullable(),
  smtpEnabled: z.boolean(),
  errorCount: z.number().int(),
  documentsCount: z.number().int(),
  customersCount: z.number().int(),
  requestsCount: z.number().int(),
  lastActive: z.string().nullable(),
  createdAt: z.string(),
});
export type DealerOverviewRow = z.infer<typeof dealerOverviewRowSchema>;

export const dealersOverviewPageSchema = z.object({
  dealers: z.array(dealerOverviewRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealersOverviewPage = z.infer<typeof dealersOverviewPageSchema>;

export const BULK_DEALER_ACTIONS = ['suspend', 'reactivate', 'reset-smtp', 'export-data'] as const;
export type BulkDealerAction = (typeof BULK_DEALER_ACTIONS)[number];
export const MAX_BULK_DEALERS = 500;

/** POST /api/admin/bulk-dealer-action: body {action, dealerIds} (+ reason, which suspend needs). */
export const bulkDealerActionSchema = z
  .object({
    action: z.enum(BULK_DEALER_ACTIONS, {
      error: 'Unknown action: choose suspend, reactivate, reset-smtp or export-data',
    }),
    dealerIds: z
      .array(z.string().min(1).max(100), { error: 'Choose at least one dealer' })
      .min(1, 'Choose at least one dealer')
      .max(MAX_BULK_DEALERS, `At most ${MAX_BULK_DEALERS} dealers at once`),
    reason: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((v) => v.action !== 'suspend' || Boolean(v.reason), {
    message: 'A reason for suspension is required',
    path: ['reason'],
  });
export type BulkDealerActionInput = z.input<typeof bulkDealerActionSchema>;

export const bulkDealerResultSchema = z.object({
  action: z.enum(BULK_DEALER_ACTIONS),
  affected: z.number().int(),
  message: z.string(),
});
export type BulkDealerResult = z.infer<typeof bulkDealerResultSchema>;

export const MAINTENANCE_ACTIONS = [
  'cleanup',
  'broadcast-message',
  'force-logout-all',
  'clear-cache',
  'backup-database',
  'optimize-database',
  'cleanup-orphaned',
  'restart-services',
  'reset-error-logs',
  'health-check',
] as const;
export type MaintenanceAction = (typeof MAINTENANCE_ACTIONS)[number];

export const isMaintenanceAction = (action: string): action is MaintenanceAction =>
  (MAINTENANCE_ACTIONS as readonly string[]).includes(action);

/**
 * The maintenance call's body: only broadcast-message reads it (the message every dealer sees as a banner,
 * or clear: true to withdraw it); the other actions take none.
 */
export const maintenanceBodySchema = z
  .object({
    message: z
      .string({ error: 'The message must be text' })
      .trim()
      .max(500, 'At most 500 characters')
      .optional(),
    clear: z.boolean().optional(),
  })
  .nullish();

/** Every maintenance action answers what it did, in plain words, and the figures behind them. */
export const maintenanceResultSchema = z.object({
  action: z.enum(MAINTENANCE_ACTIONS),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** backup-database: where to download the dump. */
  downloadUrl: z.string().optional(),
});
export type MaintenanceResult = z.infer<typeof maintenanceResultSchema>;

/** The banner every dealer sees (GET /api/broadcast-message); null when nothing is broadcast. */
export const broadcastMessageSchema = z
  .object({ id: z.string(), message: z.string(), createdAt: z.string() })
  .nullable();
export type LastBackup = z.infer<typeof lastBackupSchema>;
export type BroadcastMessage = z.infer<typeof broadcastMessageSchema>;

/** The newest back-up in BACKUP_DIR (docs/operations.md), or null when there is none. */
export const lastBackupSchema = z
  .object({
    name: z.string(),
    /** When its own check ran, right after it was written; null when it has no check.json. */
    at: z.string().nullable(),
    bytes: z.number().nullable(),
    checkPassed: z.boolean().nullable(),
    problems: z.number().int(),
  })
  .nullable();

/** "System stats", plus the database figures the top cards show. */
export const systemStatsSchema = z.object({
  totalDealers: z.number().int(),
  activeDealers: z.number().int(),
  inactiveDealers: z.number().int(),
  suspendedDealers: z.number().int(),
  pendingDealers: z.number().int(),
  errorCount: z.number().int(),
  cpuUsage: z.number(),
  memoryUsage: z.number(),
  diskUsage: z.number(),
  completedToday: z.number().int(),
  pendingRequests: z.number().int(),
  totalRequests: z.number().int(),
  totalDocuments: z.number().int(),
  totalCustomers: z.number().int(),
  /** Seconds the app process has been running. */
  systemUptime: z.number(),
  lastBackup: lastBackupSchema,
});
export type SystemStats = z.infer<typeof systemStatsSchema>;
