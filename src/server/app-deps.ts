// What every feature receives from the app: configuration, database, storage, mail, jobs and the log.
// Kept apart from app.ts so that features depend on this shape, not on the file that assembles them.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Auth } from './features/auth/auth.ts';
import type { JobQueue } from './lib/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SealingCertificate } from './lib/sealing-certificate.ts';
import type { Storage } from './lib/storage.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  auth: Auth;
  storage: Storage;
  /** The platform certificate that seals signed PDFs, loaded (or generated) on first use. */
  sealingCertificate: () => Promise<SealingCertificate>;
  jobs: JobQueue;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
