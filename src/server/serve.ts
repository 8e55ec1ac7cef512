// Starts the server (main.ts is the entry point). The database opens while the app's modules load: opening
// PGlite compiles its engine and starts PostgreSQL, loading the app parses some 900 modules, and neither
// needs the other until the app is built. Work not needed to answer requests (the job queue's set-up, the
// seal recovery) runs after the server listens.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import {
  ensureOneSealingCertificate,
  SealingCertificateMismatch,
} from './lib/sealing/one-sealing-certificate.ts';
import { letYoungGenerationGrow } from './lib/threads/start-memory.ts';

async function main() {
  // How long each step of the start took, in the ready line of the log.
  const startMs: Record<string, number> = {};
  let stepStarted = 0;
  const step = (name: string) => {
    const now = performance.now();
    startMs[name] = Math.round(now - stepStarted);
    stepStarted = now;
  };
  step('process');
  const config = loadConfig();
  const [database, { buildApp }] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }),
    import('./app.ts'),
  ]);
  step('modulesAndDatabase');
  await database.migrate();
  step('migrations');
  // The job queue is set up once the server listens: nothing a request waits for needs it first.
  let listening = () => {};
  const listened = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    queueDatabase: database,
    startJobsAfter: listened,
  });

  // Every instance on the database seals with one certificate: refuse to start with another generated one;
  // a configured one that is not current waits for an administrator's rotation (said loudly here).
  // On the embedded database (one process) the certificate is offered at the first seal instead, so the
  // start does not wait for it.
  const certificate = database.kind === 'postgres' ? await app.deps.sealingCertificate() : undefined;
  const state = certificate && (await ensureOneSealingCertificate(database.db, certificate));
  if (certificate && state === 'replaced-generated') {
    app.log.warn(
      { subject: certificate.subject },
      'the configured sealing certificate replaces the generated one',
    );
  } else if (certificate && state === 'awaiting-rotation') {
    app.log.error(
      { subject: certificate.subject, fingerprint: certificate.fingerprint },
      'this instance does not seal until an administrator rotates to its certificate (POST /api/admin/sealing-certificates/rotate)',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Drain first: new requests get 503 with Retry-After while those under way finish; then the close
    // stops the job workers gracefully (a seal in progress finishes, or returns to the queue).
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'draining before the stop');
    const left = await app.drain.drain(config.drainSeconds * 1000);
    if (left > 0) app.log.warn({ left }, 'requests still under way after the drain: closing anyway');
    await app.close();
    await database.close();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // `npm run db:backup` beside this server asks it for the embedded database's dump (it holds the lock).
  if (database.pglite) {
    const { acceptDumpRequests } = await import('./features/admin/index.ts');
    await acceptDumpRequests(database.pglite, config.dataDir, (error) =>
      app.log.error({ err: error }, 'a back-up request failed'),
    );
  }

  step('app');
  await app.listen({ port: config.port, host: config.host });
  step('listen');
  letYoungGenerationGrow();
  listening();
  app.log.info(
    { url: config.appUrl, database: database.kind, mail: app.deps.mailer.transport, startMs },
    'Docs2Sign is ready',
  );
  // Serving already. A queue that cannot be set up is as fatal as before it moved here: jobs sent meanwhile
  // wait for it (and /readyz says not ready), so the process ends rather than accept work it cannot keep.
  app.deps.jobs.started.catch((error: unknown) => {
    app.log.fatal({ err: error }, 'the job queue could not start');
    process.exit(1);
  });
  const [{ recoverSealing }, { needsAdministrator, setupLink }, { recoverBulkSends }] = await Promise.all([
    import('./features/customer-signing/index.ts'),
    import('./features/auth/index.ts'),
    import('./features/bulk-send/index.ts'),
  ]);
  // Queue the seal of any set a crash left unsealed (the reconcile job does the same every minute). pdf.js,
  // the canvas and the sealing certificate load on first use, in the workers that need them.
  void recoverSealing(app.deps).catch((error: unknown) =>
    app.log.error({ err: error }, 'sealing pending requests failed'),
  );
  // A bulk send a stopped process left half-way goes on from its next row.
  void recoverBulkSends(app.deps).catch((error: unknown) =>
    app.log.error({ err: error }, 'resuming bulk sends failed'),
  );
  // A fresh installation: the administrator offer needs the token in this link (or `npm run admin:create`).
  if (await needsAdministrator(database.db)) {
    app.log.warn(
      `No administrator account yet: open ${setupLink(config)} to create it (or run npm run admin:create)`,
    );
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof SealingCertificateMismatch
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
