import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { pruneKeptData } from './data-retention.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { listenForDealerData } from './db/dealer-data-changes.ts';
import {
  createErrorCapture,
  outboxStore,
  recordAdminAction,
  redactOldOutboxLinks,
} from './features/admin/index.ts';
import { findApiKeyUser } from './features/api-keys/index.ts';
import { getCurrentUser, watchSessionRevocations } from './features/auth/index.ts';
import { openSession } from './features/customer-signing/index.ts';
import { currentHandover } from './features/handover/index.ts';
import { FEATURES } from './features/index.ts';
import { createFreshness } from './lib/fresh-cache.ts';
import { createDealerAnswerCache } from './lib/http/dealer-answers.ts';
import { postgresRateLimitStore, pruneRateLimits } from './lib/http/rate-limit-store.ts';
import { type QueueDatabase, startJobQueue } from './lib/jobs/job-queue.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { createMetrics } from './lib/observability/metrics.ts';
import { withJobFailureCapture } from './lib/observability/observability.ts';
import type { SealingCertificate } from './lib/sealing/sealing-certificate.ts';
import { loggerRedaction } from './lib/security/log-redaction.ts';
import { createLocalStorage, type Storage } from './lib/storage/storage.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerClient, sendClientPage } from './plugins/client.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerErrorCapture } from './plugins/error-capture.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestMetrics } from './plugins/metrics.ts';
import { createCallCounter } from './plugins/route-door.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTextRule } from './plugins/text-rule.ts';

export const DEFAULT_CLIENT_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../dist/client');

export type BuildAppOptions = {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** The same database's handle: the job queue keeps its jobs there, and its notifications are heard. */
  queueDatabase: QueueDatabase & Pick<DatabaseHandle, 'notifications' | 'ping'>;
  mailer?: Mailer;
  storage?: Storage;
  clientDir?: string;
  /** false: silent; a stream: every log line goes there (tests read what would be logged). */
  logger?: false | { write(line: string): void };
  /**
   * Set the job queue up once this settles (serve.ts: once the server listens; jobs sent meanwhile wait for
   * it, /readyz says "not ready" until it is up). Without it, buildApp resolves with the queue up and its
   * workers started.
   */
  startJobsAfter?: Promise<unknown>;
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
    // Fastify gives each start-up plugin and each close hook this long. The close hooks wait for work in
    // progress (a webhook post, itself bounded to 10 s; a page image whose native encode a worker cannot
    // interrupt), so the default 10 s cut a close short with an error on a loaded machine.
    pluginTimeout: 30_000,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of the hooks: once a stop has begun, a new request is answered 503 before any other work.
  app.decorate('drain', registerDrain(app));

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, defaultFrom: config.mailFrom, outbox: outboxStore(db) });
  app.addHook('onClose', () => mailer.close());
  // The S3 client (about 35 MB and half a second to load) only when files live in S3.
  const storage =
    options.storage ??
    (config.s3
      ? (await import('./lib/storage/s3-storage.ts')).createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'files')));
  let certificate: Promise<SealingCertificate> | undefined;
  const sealingCertificate = () => {
    // Its X.509 and PDF libraries load with the first seal or check, not at start.
    certificate ??= import('./lib/sealing/sealing-certificate.ts')
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
    startAfter: options.startJobsAfter,
  });
  const jobs = withJobFailureCapture(queue, errorCapture.capture);
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => errorCapture.flush());
  app.decorate('deps', {
    config,
    db,
    databaseKind: options.databaseKind,
    pingDatabase: options.queueDatabase.ping,
    mailer,
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
    callCounter: createCallCounter(config.personLimitScale),
    handoverHolds: async (cookieHeader) => (await currentHandover({ db, config }, cookieHeader)).active,
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
  for (const feature of FEATURES) for (const routes of feature.routes) await app.register(routes);

  if (options.databaseKind === 'postgres') {
    const stopWatching = watchSessionRevocations(
      db,
      () => freshness.forget('sessions'),
      (error) => app.log.warn({ err: error }, 'session watch'),
    );
    app.addHook('onClose', async () => stopWatching());
  }
  for (const feature of FEATURES) {
    const stopWork = await feature.workers?.(app.deps);
    // Before the queue's graceful stop waits on jobs in progress (a drawing cut short is retried later; a
    // webhook dispatch under way finishes first).
    if (stopWork) app.addHook('preClose', stopWork);
  }
  await jobs.work('maintenance.prune', async () => {
    await pruneRateLimits(db);
    await redactOldOutboxLinks(db);
  });
  await jobs.work('retention.prune', async () => {
    app.log.info({ deleted: await pruneKeptData(db) }, 'personal data past its keeping time deleted');
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
