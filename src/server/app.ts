import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { listenForDealerData } from './db/dealer-data-changes.ts';
import { auditLogRoutes } from './features/admin/audit-log/audit.routes.ts';
import { recordAdminAction } from './features/admin/audit-log/audit.service.ts';
import { controlCenterRoutes } from './features/admin/control-center/control-center.routes.ts';
import { crmAdminRoutes } from './features/admin/crm/crm.routes.ts';
import { adminDashboardRoutes } from './features/admin/dashboard/dashboard.routes.ts';
import { dealerAdminRoutes } from './features/admin/dashboard/dealers.routes.ts';
import { monitoringRoutes } from './features/admin/monitoring/monitoring.routes.ts';
import { outboxStore } from './features/admin/outbox/outbox.repo.ts';
import { outboxRoutes } from './features/admin/outbox/outbox.routes.ts';
import { redactOldOutboxLinks } from './features/admin/outbox/outbox.service.ts';
import { protectedFileAdminRoutes } from './features/admin/protected-files/protected-files.routes.ts';
import { systemErrorRoutes } from './features/admin/system-errors/system-errors.routes.ts';
import { createErrorCapture } from './features/admin/system-errors/system-errors.service.ts';
import { systemCheckRoutes } from './features/admin/system-testing/system-checks.routes.ts';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes.ts';
import { findApiKeyUser } from './features/api-keys/api-keys.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { getCurrentUser } from './features/auth/auth.service.ts';
import { createAuth } from './features/auth/auth.ts';
import { watchSessionRevocations } from './features/auth/session-revocation.ts';
import { brandingRoutes } from './features/branding/branding.routes.ts';
import { businessNameRoutes } from './features/business-names/business-names.routes.ts';
import { customerSigningRoutes } from './features/customer-signing/customer-signing.routes.ts';
import { openSession } from './features/customer-signing/customer-signing.service.ts';
import { registerSealingWorkers } from './features/customer-signing/sealing.jobs.ts';
import { customerRoutes } from './features/customers/customers.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { dealerFileRoutes } from './features/dealer-files/dealer-files.routes.ts';
import { demoRequestRoutes } from './features/demo-requests/demo-requests.routes.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { businessSmtpRoutes } from './features/email/business-smtp.routes.ts';
import { emailTestingRoutes } from './features/email/email-testing.routes.ts';
import { registerMailWorkers } from './features/email/mail-workers.ts';
import { eventRoutes } from './features/events/events.routes.ts';
import { handoverRoutes } from './features/handover/handover.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { lookupRoutes } from './features/lookups/lookups.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { registerPageImageWorkers } from './features/page-images/page-images.jobs.ts';
import { pageImageRoutes } from './features/page-images/page-images.routes.ts';
import { planRoutes } from './features/plans/plans.routes.ts';
import { retentionRoutes } from './features/retention/retention.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { signingRequestRoutes } from './features/signing-requests/signing-requests.routes.ts';
import { registerSmsWorkers } from './features/sms/sms.jobs.ts';
import { smsRoutes } from './features/sms/sms.routes.ts';
import { siteRoutes } from './features/team/sites.routes.ts';
import { teamRoutes } from './features/team/team.routes.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { registerWebhookWorkers } from './features/webhooks/webhooks.jobs.ts';
import { webhookRoutes } from './features/webhooks/webhooks.routes.ts';
import { createDealerAnswerCache } from './lib/dealer-answers.ts';
import { createFreshness } from './lib/fresh-cache.ts';
import { type QueueDatabase, startJobQueue } from './lib/job-queue.ts';
import { loggerRedaction } from './lib/log-redaction.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import { withJobFailureCapture } from './lib/observability.ts';
import { postgresRateLimitStore, pruneRateLimits } from './lib/rate-limit-store.ts';
import type { SealingCertificate } from './lib/sealing-certificate.ts';
import { createLocalStorage, type Storage } from './lib/storage.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerClient, sendClientPage } from './plugins/client.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorCapture } from './plugins/error-capture.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestMetrics } from './plugins/metrics.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTextRule } from './plugins/text-rule.ts';

export const DEFAULT_CLIENT_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../dist/client');

export type BuildAppOptions = {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** The same database's handle: the job queue keeps its jobs there, and its notifications are heard. */
  queueDatabase: QueueDatabase & Pick<DatabaseHandle, 'notifications'>;
  mailer?: Mailer;
  storage?: Storage;
  clientDir?: string;
  /** false: silent; a stream: every log line goes there (tests read what would be logged). */
  logger?: false | { write(line: string): void };
  /** Hears every route as it is added (the input sweep test finds every route this way). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...loggerRedaction,
            ...(options.logger && { stream: options.logger }),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, defaultFrom: config.mailFrom, outbox: outboxStore(db) });
  const auth = createAuth({ config, db, mailer });
  // The S3 client (about 35 MB and half a second to load) only when files live in S3.
  const storage =
    options.storage ??
    (config.s3
      ? (await import('./lib/s3-storage.ts')).createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'files')));
  let certificate: Promise<SealingCertificate> | undefined;
  const sealingCertificate = () => {
    // Its X.509 and PDF libraries load with the first seal or check, not at start.
    certificate ??= import('./lib/sealing-certificate.ts')
      .then(({ loadSealingCertificate }) => loadSealingCertificate(config))
      .catch((error: unknown) => {
        certificate = undefined;
        throw error;
      });
    return certificate;
  };
  // Every 5xx and failed job is stored as a System Error; every answered request is counted and timed.
  const errorCapture = createErrorCapture(db, app.log);
  const metrics = createMetrics();
  // Every kept answer and every open event stream hears the same change notifications (fresh-cache.ts).
  const freshness = createFreshness();
  const dealerAnswers = createDealerAnswerCache();
  freshness.watch(dealerAnswers);
  const dataListener = await listenForDealerData(options.queueDatabase, {
    ...freshness,
    deaf: (error) => {
      freshness.deaf();
      if (error) app.log.warn({ err: error }, 'dealer data notifications lost; answers are read afresh');
    },
  });
  app.addHook('onClose', dataListener.stop);
  const queue = await startJobQueue(options.queueDatabase, {
    log: app.log,
    retryDelaySeconds: config.mailRetryDelaySeconds,
    pollingIntervalSeconds: config.jobPollSeconds,
  });
  const jobs = withJobFailureCapture(queue, errorCapture.capture);
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => errorCapture.flush());
  app.decorate('deps', {
    config,
    db,
    databaseKind: options.databaseKind,
    mailer,
    auth,
    currentUser: (cookieHeader) => getCurrentUser({ db, config, freshness }, cookieHeader),
    apiKeyUser: (key) => findApiKeyUser({ db }, key),
    storage,
    sealingCertificate,
    jobs,
    log: app.log,
    captureError: errorCapture.capture,
    recordAdminAction: (entry) => recordAdminAction(db, entry),
    metrics,
    dealerAnswers,
    freshness,
    dataListener,
  });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('apiKeyScope', null);

  registerErrorHandler(app);
  registerErrorCapture(app, errorCapture.capture);
  registerTextRule(app);
  registerRequestMetrics(app, metrics);
  registerSecurity(app, config);
  await registerCompression(app);
  // Several instances share one PostgreSQL, so they count together there; the embedded database has one
  // process, which counts in memory.
  await app.register(rateLimit, {
    global: false,
    ...(options.databaseKind === 'postgres' && { store: postgresRateLimitStore(db) }),
  });

  // Before the features: it hears each route's contract as it is added (GET /api/openapi.json, /api/docs).
  registerApiDocs(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(outboxRoutes);
  await app.register(dealerAdminRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(controlCenterRoutes);
  await app.register(protectedFileAdminRoutes);
  await app.register(crmAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(systemCheckRoutes);
  await app.register(systemErrorRoutes);
  await app.register(monitoringRoutes);
  await app.register(customerRoutes);
  await app.register(lookupRoutes);
  await app.register(dashboardRoutes);
  await app.register(documentRoutes);
  await app.register(pageImageRoutes);
  await app.register(signingRequestRoutes);
  await app.register(smsRoutes);
  await app.register(handoverRoutes);
  await app.register(retentionRoutes);
  await app.register(customerSigningRoutes);
  await app.register(notificationRoutes);
  await app.register(eventRoutes);
  await app.register(settingsRoutes);
  await app.register(teamRoutes);
  await app.register(apiKeyRoutes);
  await app.register(webhookRoutes);
  await app.register(siteRoutes);
  await app.register(planRoutes);
  await app.register(businessSmtpRoutes);
  await app.register(emailTestingRoutes);
  await app.register(brandingRoutes);
  await app.register(businessNameRoutes);
  await app.register(dealerFileRoutes);
  await app.register(demoRequestRoutes);
  await app.register(verificationRoutes);

  if (options.databaseKind === 'postgres') {
    const stopWatching = watchSessionRevocations(
      db,
      () => freshness.forget('sessions'),
      (error) => app.log.warn({ err: error }, 'session watch'),
    );
    app.addHook('onClose', async () => stopWatching());
  }
  await registerMailWorkers(app.deps);
  await registerSmsWorkers(app.deps);
  await registerSealingWorkers(app.deps);
  // Before the database closes: a dispatch in progress finishes first.
  app.addHook('preClose', await registerWebhookWorkers(app.deps));
  // Before the queue's graceful stop waits on jobs in progress: a drawing cut short is retried later.
  app.addHook('preClose', await registerPageImageWorkers(app.deps));
  await jobs.work('maintenance.prune', async () => {
    await pruneRateLimits(db);
    await redactOldOutboxLinks(db);
  });

  await registerClient(app, options.clientDir ?? DEFAULT_CLIENT_DIR, (token, request) =>
    openSession(app.deps, token, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) return sendClientPage(reply);
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
  return app;
}
