// For the platform's operators and their tools, not for screens: the load balancer's liveness and readiness
// probes and the Prometheus scrape. Outside /api/ as such tools expect them.
import { z } from 'zod';
import { calls } from './contract.ts';

const check = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });

export const operationsApi = calls('Operations', {
  liveness: {
    access: 'public',
    limit: { none: 'load balancers and monitors poll it; it reads nothing of anyone' },
    method: 'GET',
    path: '/healthz',
    summary:
      'Liveness: the process and its database answer (503 with a message when the database does not), with the release and the newest migration applied',
    // The 503's body has the same shape, with `unavailable` and a message.
    answer: z.object({
      status: z.enum(['ok', 'unavailable']),
      database: z.enum(['pglite', 'postgres']),
      /** `RELEASE`, else the package version and the commit (`0.1.0+9ac9903`). */
      release: z.string(),
      schema: z.object({
        /**
         * The newest migration the database has (null when unreachable or not migrated): a name this
         * release does not know reads "newer than this release (…)", as while an upgrade rolls.
         */
        applied: z.string().nullable(),
        /** The newest migration this release ships. */
        release: z.string(),
      }),
      message: z.string().optional(),
    }),
  },
  readiness: {
    access: 'public',
    limit: { none: 'load balancers and monitors poll it; it reads nothing of anyone' },
    method: 'GET',
    path: '/readyz',
    summary:
      'Readiness: the database, the file store and the job queue each answer within 3 s (503 when not)',
    answer: z.object({
      status: z.enum(['ready', 'not ready']),
      checks: z.object({ database: check, storage: check, queue: check }),
    }),
  },
  metrics: {
    access: 'admin',
    orBearer: 'METRICS_TOKEN',
    limit: { max: 60, per: 'minute', by: 'address' },
    method: 'GET',
    path: '/metrics',
    summary:
      "Prometheus metrics: for a scraper sending METRICS_TOKEN as a bearer token, or an administrator's session",
    file: 'text/plain',
  },
});
