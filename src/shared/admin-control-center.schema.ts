// The control center's calls (spec B §2.11, §3, §7 "Admin: control center"): system stats, the dealers
// overview, bulk dealer actions and the ten maintenance actions. Routes and forms share these.
import { z } from 'zod';

/** Spec B §4: the control center's dealer statuses; "inactive" is derived (active, no sign-in for 30 days). */
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

/** Spec B §3 "Dealer overview row". */
export type DealerOverviewRow = {
  id: string;
  dealershipName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  status: OverviewStatus;
  suspendedReason: string | null;
  smtpEnabled: boolean;
  errorCount: number;
  documentsCount: number;
  customersCount: number;
  requestsCount: number;
  lastActive: string | null;
  createdAt: string;
};

export type DealersOverviewPage = {
  dealers: DealerOverviewRow[];
  total: number;
  page: number;
  pageSize: number;
};

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

export type BulkDealerResult = { action: BulkDealerAction; affected: number; message: string };

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
export type MaintenanceBody = z.input<typeof maintenanceBodySchema>;

/** Every maintenance action answers what it did, in plain words, and the figures behind them. */
export type MaintenanceResult = {
  action: MaintenanceAction;
  message: string;
  details?: Record<string, unknown>;
  /** backup-database: where to download the dump. */
  downloadUrl?: string;
};

/** The banner every dealer sees (GET /api/broadcast-message); null when nothing is broadcast. */
export type BroadcastMessage = { id: string; message: string; createdAt: string } | null;

/** Spec B §3 "System stats", plus the database figures the top cards show. */
export type SystemStats = {
  totalDealers: number;
  activeDealers: number;
  inactiveDealers: number;
  suspendedDealers: number;
  pendingDealers: number;
  errorCount: number;
  cpuUsage: number;
  memoryUsage: number;
  diskUsage: number;
  completedToday: number;
  pendingRequests: number;
  totalRequests: number;
  totalDocuments: number;
  totalCustomers: number;
  /** Seconds the app process has been running. */
  systemUptime: number;
};
