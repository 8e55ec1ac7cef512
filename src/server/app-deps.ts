// What every feature receives from the app: configuration, database, storage, mail, jobs and the log.
// Kept apart from app.ts so that features depend on this shape, not on the file that assembles them.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { CurrentUser } from '../shared/dealer/auth.schema.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DealerDataListener } from './db/dealer-data-changes.ts';
import type { Freshness } from './lib/fresh-cache.ts';
import type { DealerAnswerCache } from './lib/http/dealer-answers.ts';
import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import type { AppMetrics } from './lib/observability/metrics.ts';
import type { AdminActionRecord, ErrorCapture } from './lib/observability/observability.ts';
import type { SealingCertificate } from './lib/sealing/sealing-certificate.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { CallCounter } from './plugins/route-door.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /**
   * PostgreSQL: the liveness ping, on a connection outside the pool (db/client.ts); else through `db`. It
   * answers the newest migration applied (its journal time), which /healthz reports.
   */
  pingDatabase?: () => Promise<string | null>;
  mailer: Mailer;
  /** Who holds this session cookie (features/auth's lookup), for the session guard in plugins/. */
  currentUser: (cookieHeader: string | undefined) => Promise<CurrentUser | null>;
  /** The dealership an API key acts for, null for an unknown or revoked key. */
  apiKeyUser: (key: string) => Promise<{ user: CurrentUser; scope: 'read' | 'read-write' } | null>;
  storage: Storage;
  /** The platform certificate that seals signed PDFs, loaded (or generated) on first use. */
  sealingCertificate: () => Promise<SealingCertificate>;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Stores a failure in System Errors (features/admin), in the background; never throws. */
  captureError: ErrorCapture;
  /** Records an administrator's action in the audit log (features/admin); for features outside admin. */
  recordAdminAction: (entry: AdminActionRecord) => Promise<void>;
  /** Request counts and latencies: GET /metrics and the control center's monitoring. */
  metrics: AppMetrics;
  /** A dealer's busiest reads kept as finished answers, dropped whenever that dealer's data changes. */
  dealerAnswers: DealerAnswerCache;
  /** Every kept answer's cache (lib/fresh-cache.ts), forgotten by the dealer_data change notifications. */
  freshness: Freshness;
  /**
   * Whether this session's device is still handed to a customer (features/handover): a lock whose request
   * has ended, or whose signer has finished, ends here, so the dealer's session is free again.
   */
  handoverHolds: (cookieHeader: string | undefined) => Promise<boolean>;
  /** Person and dealership rate limits, counted in this instance's memory (plugins/route-door.ts). */
  callCounter: CallCounter;
  /** The change notifications' listener (tests interrupt it on PGlite). */
  dataListener: DealerDataListener;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/**
 * What a feature's index.ts gives the app (src/server/features/index.ts lists them): its route plugins, and
 * the job workers it starts once every route is registered, which may answer what stops their work in
 * progress before the queue's graceful stop waits on it.
 */
export type Feature = {
  routes: FastifyPluginAsync[];
  workers?: (deps: AppDeps) => Promise<void | (() => Promise<void>)>;
};
