import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { needsAdministrator, setupLink } from './features/auth/index.ts';
import { recoverSealing } from './features/customer-signing/index.ts';
import { ensureOneSealingCertificate, SealingCertificateMismatch } from './lib/one-sealing-certificate.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    queueDatabase: database,
  });

  // Several instances on one PostgreSQL must seal with one certificate: refuse to start with another.
  if (database.kind === 'postgres') {
    const certificate = await app.deps.sealingCertificate();
    await ensureOneSealingCertificate(
      database.db,
      certificate,
      config.sealingP12 ? 'configured' : 'generated',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Serving already: queue the seal of any set a crash left unsealed (the reconcile job does the same every
  // minute). pdf.js, the canvas and the sealing certificate load on first use, in the workers that need them.
  void recoverSealing(app.deps).catch((error: unknown) =>
    app.log.error({ err: error }, 'sealing pending requests failed'),
  );
  app.log.info(
    { url: config.appUrl, database: database.kind, mail: app.deps.mailer.transport },
    'Docs2Sign is ready',
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
