// The admin feature's front door: its routes and what other features may use of it.

import { auditLogRoutes } from './audit-log/audit.routes.ts';
import { controlCenterRoutes } from './control-center/control-center.routes.ts';
import { crmAdminRoutes } from './crm/crm.routes.ts';
import { adminDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { dealerAdminRoutes } from './dashboard/dealers.routes.ts';
import { monitoringRoutes } from './monitoring/monitoring.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { protectedFileAdminRoutes } from './protected-files/protected-files.routes.ts';
import { sealingCertificateRoutes } from './sealing-certificates/sealing-certificates.routes.ts';
import { systemErrorRoutes } from './system-errors/system-errors.routes.ts';
import { systemCheckRoutes } from './system-testing/system-checks.routes.ts';

export { recordAdminAction } from './audit-log/audit.service.ts';
/** Started by app.ts once every route is registered: the scheduled back-up (BACKUP_EVERY_HOURS). */
export { startBackupSchedule as workers } from './backups/backup-schedule.ts';
export { acceptDumpRequests } from './backups/dump-request.ts';
export { erasePersonInOutbox, outboxStore } from './outbox/outbox.repo.ts';
export { redactOldOutboxLinks } from './outbox/outbox.service.ts';
export { deleteOldArchivedErrors } from './system-errors/system-errors.repo.ts';
export { createErrorCapture } from './system-errors/system-errors.service.ts';

/** Registered by app.ts, in the order of src/server/features/index.ts. */
export const routes = [
  outboxRoutes,
  dealerAdminRoutes,
  adminDashboardRoutes,
  controlCenterRoutes,
  protectedFileAdminRoutes,
  crmAdminRoutes,
  auditLogRoutes,
  systemCheckRoutes,
  sealingCertificateRoutes,
  systemErrorRoutes,
  monitoringRoutes,
];
