// The control center: system stats, the dealers overview, bulk dealer
// actions, the maintenance actions and the backup download; and the broadcast banner every dealer reads.
import { z } from 'zod';
import {
  broadcastMessageSchema,
  bulkDealerActionSchema,
  bulkDealerResultSchema,
  dealersOverviewPageSchema,
  dealersOverviewQuerySchema,
  maintenanceBodySchema,
  maintenanceResultSchema,
  systemStatsSchema,
} from '../admin/admin-control-center.schema.ts';
import { adminDoor, calls, memberReads } from './contract.ts';
import { PATHS } from './paths.ts';

export const adminControlCenterApi = calls('Admin control center', {
  systemStats: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/system-stats',
    summary: 'Dealers by status, errors, the machine’s load and the database’s figures',
    answer: systemStatsSchema,
  },
  dealersOverview: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/dealers-overview',
    summary: 'The dealers overview, 50 a page (?search, ?status, ?page)',
    query: dealersOverviewQuerySchema,
    answer: dealersOverviewPageSchema,
  },
  bulkDealerAction: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/bulk-dealer-action',
    summary: 'Suspend, reactivate, reset the mail settings of, or export (a ZIP) several dealers at once',
    body: bulkDealerActionSchema,
    answer: bulkDealerResultSchema,
  },
  maintenance: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/maintenance/:action',
    summary: 'Run a maintenance action (cleanup, broadcast-message, backup-database, health-check, …)',
    params: z.object({ action: z.string().max(100) }),
    body: maintenanceBodySchema,
    answer: maintenanceResultSchema,
  },
  backup: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/backups/:name',
    summary: 'Download a database backup made by backup-database',
    params: z.object({ name: z.string().max(100) }),
    file: 'application/octet-stream',
  },
  broadcastMessage: {
    ...memberReads,
    method: 'GET',
    path: PATHS.broadcastMessage,
    summary: 'The administrator’s broadcast message every dealer sees as a banner (null when none)',
    answer: broadcastMessageSchema,
  },
});
