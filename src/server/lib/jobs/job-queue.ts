// Background jobs in the database itself (pg-boss): mail retries and scheduled mail survive restarts and
// are shared by every app instance. On the embedded database the queue shares PGlite's one connection.
import { availableParallelism } from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import { z } from 'zod';
import { SEND_CHANNELS } from '../../../shared/documents/signing-request.types.ts';
import { inBackground } from './background.ts';

const id = z.string().min(1);
/** A job started by its schedule carries nothing. */
const scheduled = z
  .object({})
  .nullish()
  .transform(() => ({}));

/**
 * Every queue the app uses: how its jobs are retried, and the payload its jobs carry, written once as zod.
 * `send` takes only that payload (typed) and the worker hands its handler the payload checked, since a job's
 * data is only JSON in a table: a malformed one can never succeed, so it is logged and dropped, not retried.
 */
export const QUEUES = {
  /** A mail waiting for its first attempt, or whose last attempt failed: retried with exponential backoff. */
  'mail.retry': { retryLimit: 6, retryBackoff: true, workers: 3, payload: z.object({ deliveryId: id }) },
  /** A text message carrying a signing link: sent by the provider, retried with backoff like mail. */
  'sms.send': { retryLimit: 6, retryBackoff: true, workers: 3, payload: z.object({ deliveryId: id }) },
  /** Mail scheduled for later: the welcome series (day 3, day 7) and signing reminders. */
  'mail.scheduled': {
    retryLimit: 3,
    retryBackoff: true,
    payload: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('welcome'),
        dealerId: id,
        day: z.union([z.literal(0), z.literal(3), z.literal(7)]),
      }),
      // Reminders queued before text messages carry no channels: e-mail, as they were sent.
      z.object({
        kind: z.literal('reminder'),
        requestId: id,
        channels: z.array(z.enum(SEND_CHANNELS)).optional(),
        // One signer's own reminder (their link went out when their turn came); absent: every waiting signer.
        signerId: id.optional(),
      }),
    ]),
  },
  /**
   * Sealing one completed request: one job per request at a time (its id is the singleton key). Twice as
   * many at once as there are seal threads (customer-signing/seal-in-worker.ts: one per core): a seal job
   * spends about as long reading its set and saving the result as its thread spends sealing, so each
   * thread has the next set ready when it finishes one (one job at a time left both cores mostly idle).
   */
  seal: {
    retryLimit: 10,
    workers: 2 * availableParallelism(),
    retryBackoff: true,
    retryDelayMax: 300,
    policy: 'exclusive',
    payload: z.object({ requestId: id }),
  },
  /** Every minute: finds completed requests that still lack their sealed copies and queues their seal. */
  'seal.reconcile': { retryLimit: 0, retryBackoff: false, policy: 'exclusive', payload: scheduled },
  /** Drawing one PDF's pages as images for the customer's page: one job per file at a time. */
  'page-images': {
    retryLimit: 3,
    retryBackoff: true,
    policy: 'exclusive',
    payload: z.object({ pdfKey: id, sha256: id }),
  },
  /**
   * Posting one webhook delivery to a dealer's endpoint: one job is one attempt (webhooks.jobs.ts schedules
   * the next as a new job, `at` its due time). A dealership's jobs are its group: at most `perGroup` of them
   * run at once (of the `workers` of each instance), so one dealer's slow endpoints leave the other workers
   * to everyone else
   * (docs/decisions/0008-webhook-fairness.md). Retried here only when the handler itself failed (the
   * database); expired after two minutes, so a crashed process frees its dealer's slot soon.
   */
  'webhook.deliver': {
    retryLimit: 2,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    workers: 4,
    perGroup: 2,
    policy: 'exclusive',
    payload: z.object({ deliveryId: id, at: z.number().int().optional() }),
  },
  /** Every minute: queues webhook deliveries written but not yet queued (a process stopped in between). */
  'webhook.reconcile': { retryLimit: 0, retryBackoff: false, policy: 'exclusive', payload: scheduled },
  /** One bulk send's rows made into requests, row by row (resumes where it stopped): one job per send. */
  'bulk.send': {
    retryLimit: 5,
    retryBackoff: true,
    policy: 'exclusive',
    payload: z.object({ bulkSendId: id }),
  },
  /** Every minute: open requests whose link has run out become expired (and their webhooks hear of it). */
  'requests.expire': { retryLimit: 0, retryBackoff: false, policy: 'exclusive', payload: scheduled },
  /** Every ten minutes: housekeeping (expired rate-limit windows). */
  'maintenance.prune': { retryLimit: 0, retryBackoff: false, policy: 'exclusive', payload: scheduled },
  /** Nightly: personal data past its keeping time (app.ts: bulk-send reports, demo requests, old errors). */
  'retention.prune': { retryLimit: 0, retryBackoff: false, policy: 'exclusive', payload: scheduled },
} as const;

/** How often each scheduled job runs (cron). */
const SCHEDULES: Partial<Record<QueueName, string>> = {
  'seal.reconcile': '* * * * *',
  'maintenance.prune': '*/10 * * * *',
  'webhook.reconcile': '* * * * *',
  'requests.expire': '* * * * *',
  'retention.prune': '40 3 * * *',
};
export type QueueName = keyof typeof QUEUES;
/** What a job of the queue carries, as its handler receives it (checked). */
export type JobPayload<N extends QueueName> = z.output<(typeof QUEUES)[N]['payload']>;
/** What a sender gives. */
export type JobInput<N extends QueueName> = z.input<(typeof QUEUES)[N]['payload']>;

export type JobContext = { retryCount: number; retryLimit: number };
export type JobHandler<N extends QueueName = QueueName> = (
  data: JobPayload<N>,
  job: JobContext,
) => Promise<void>;

type SendOptions = {
  startAfter?: Date | number;
  singletonKey?: string;
  /** The job's group (a dealership): a queue with `perGroup` runs at most that many of one group at once. */
  group?: string;
};

export type JobQueue = {
  send<N extends QueueName>(name: N, data: JobInput<N>, options?: SendOptions): Promise<void>;
  /** Several jobs of one queue in one statement. */
  sendMany<N extends QueueName>(name: N, data: JobInput<N>[]): Promise<void>;
  work<N extends QueueName>(name: N, handler: JobHandler<N>): Promise<void>;
  /**
   * Wakes this process's idle workers of a queue so a job just sent starts now rather than at their next
   * poll: work queued for someone waiting (the dealer's invitation) is tried at once without them waiting.
   */
  wake(name: QueueName): void;
  /**
   * Cancels the job of this key that is marked running. Only for a job whose runner is known to be gone (the
   * embedded database's one process was killed): pg-boss would keep it running until it expires, minutes
   * later, and meanwhile no new job of the same key can be queued.
   */
  abandonRunning(name: QueueName, key: string): Promise<void>;
  /** Stops every worker (letting running jobs finish) and starts them again; answers the queues restarted. */
  restartWorkers(): Promise<QueueName[]>;
  /** Resolves when the queue's tables answer (readiness). */
  ping(): Promise<void>;
  /** Resolves once the queue is set up and its workers can start (rejects when it could not be). */
  started: Promise<void>;
  stop(): Promise<void>;
};

export type QueueDatabase = { pglite?: PGlite; databaseUrl?: string };

const queueOptions = ({
  workers: _,
  payload: __,
  perGroup: ___,
  ...options
}: { workers?: number; payload?: unknown; perGroup?: number } & Record<string, unknown>) => options;

/** How many jobs of one group the queue runs at once, where it limits them. */
const perGroupOf = (name: QueueName) => (QUEUES[name] as { perGroup?: number }).perGroup;

/** Creates pg-boss's own schema when missing (done once in a test template, at every start otherwise). */
function createBoss(database: QueueDatabase) {
  if (database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!database.databaseUrl) throw new Error('the job queue needs PGlite or a PostgreSQL URL');
  return new PgBoss({ connectionString: database.databaseUrl, max: 3 });
}

export async function installJobQueue(database: QueueDatabase) {
  const boss = createBoss(database);
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) await boss.createQueue(name, queueOptions(options));
  await boss.stop({ graceful: false, close: true });
}

/**
 * Creates the queues and schedules a database lacks. pg-boss's createQueue leaves an existing queue as it
 * is anyway (its insert does nothing on a conflict), so reading the two lists once spares a start a locked
 * statement per queue and schedule (the reopen time).
 */
async function createMissing(boss: PgBoss, retryDelaySeconds: number) {
  const queues = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const [name, queue] of Object.entries(QUEUES)) {
    if (!queues.has(name))
      await boss.createQueue(name, { ...queueOptions(queue), retryDelay: retryDelaySeconds });
  }
  const schedules = await boss.getSchedules();
  for (const [name, cron] of Object.entries(SCHEDULES)) {
    if (!schedules.some((schedule) => schedule.name === name && schedule.cron === cron))
      await boss.schedule(name, cron);
  }
}

export async function startJobQueue(
  database: QueueDatabase,
  options: {
    log: FastifyBaseLogger;
    retryDelaySeconds: number;
    pollingIntervalSeconds?: number;
    /**
     * Answer at once and set the queue up once this settles (main.ts: once the server listens): what is
     * sent waits for it, and workers start when it is up. Without it, this resolves with the queue up.
     */
    startAfter?: Promise<unknown>;
  },
): Promise<JobQueue> {
  const boss = createBoss(database);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const behind = options.startAfter !== undefined;
  let begun = false;
  let stopped = false;
  const started = (async () => {
    await options.startAfter;
    if (stopped) throw new Error('the job queue was stopped before it started');
    begun = true;
    await boss.start();
    await createMissing(boss, options.retryDelaySeconds);
  })();
  if (behind) started.catch(() => {});
  else await started;
  const retry = (name: QueueName) => {
    const { retryLimit, retryBackoff } = QUEUES[name];
    // Given with every job, since a queue made before an option changed keeps the options it was made with.
    const expireInSeconds = (QUEUES[name] as { expireInSeconds?: number }).expireInSeconds;
    return {
      retryLimit,
      retryBackoff,
      retryDelay: options.retryDelaySeconds,
      ...(expireInSeconds && { expireInSeconds }),
    };
  };
  // The handler of each queue worked here, so the workers can be restarted (maintenance: restart-services).
  const handlers = new Map<QueueName, JobHandler>();
  // Each worker's id, so `wake` can reach every one (pg-boss answers only the first of a localConcurrency).
  const workerIds = new Map<QueueName, string[]>();
  const startOneWorker = async (name: QueueName, handler: JobHandler) => {
    let workerId: string | undefined;
    const perGroup = perGroupOf(name);
    workerId = await boss.work<unknown>(
      name,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        // The group's share, counted in the database across instances: a fetch skips a group with that
        // many jobs active. Two fetches at the same moment can each see a group short of its share (on
        // PostgreSQL), so a handler that must hold it exactly counts its own too (webhooks.jobs.ts).
        ...(perGroup && { groupConcurrency: perGroup }),
      },
      async ([job]) => {
        if (!job) return;
        try {
          const payload = QUEUES[name].payload.safeParse(job.data);
          if (!payload.success) {
            options.log.error(
              { queue: name, jobId: job.id, data: job.data },
              'job with a malformed payload; dropped',
            );
            return;
          }
          const context = { retryCount: job.retryCount, retryLimit: QUEUES[name].retryLimit };
          await inBackground(`job ${name}`, () => handler(payload.data, context));
        } finally {
          // A worker that has just done a job looks for the next one at once: pg-boss otherwise waits out
          // the polling interval after every job (one fetch is one job), so a backlog drained at one job
          // per worker per 2 s whatever the job cost (100 submits took over 3 minutes to seal at
          // 60 ms a seal). An empty fetch then waits the interval as before, so an idle queue never spins.
          if (workerId) boss.notifyWorker(workerId);
        }
      },
    );
    return workerId;
  };
  const startWorker = async (name: QueueName, handler: JobHandler) => {
    // Several at once where one slow job must not hold up the rest (a dealer's silent mail server).
    const count = (QUEUES[name] as { workers?: number }).workers ?? 1;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await startOneWorker(name, handler));
    workerIds.set(name, ids);
  };
  // Workers registered before the queue was up, still starting (`startAfter`): a stop waits for them.
  const workersStarting = new Set<Promise<void>>();
  return {
    started,
    async send(name, data, sendOptions = {}) {
      await started;
      const { group, ...rest } = sendOptions;
      await boss.send(name, data, { ...retry(name), ...rest, ...(group && { group: { id: group } }) });
    },
    async sendMany(name, data) {
      if (data.length === 0) return;
      await started;
      await boss.insert(
        name,
        data.map((d) => ({ data: d ?? {}, ...retry(name) })),
      );
    },
    async work(name, handler) {
      // Each queue's handler takes its own payload: the worker checks the payload against that queue's schema.
      handlers.set(name, handler as JobHandler);
      const starting = started.then(() => startWorker(name, handler as JobHandler));
      if (!behind) return starting;
      workersStarting.add(starting);
      starting
        .catch((error: unknown) => options.log.error({ err: error, queue: name }, 'job worker not started'))
        .finally(() => workersStarting.delete(starting));
    },
    async abandonRunning(name, key) {
      await started;
      const running = (await boss.findJobs(name, { key })).filter((job) => job.state === 'active');
      if (running.length > 0)
        await boss.cancel(
          name,
          running.map((job) => job.id),
        );
    },
    wake(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async restartWorkers() {
      await started;
      const names = [...handlers.keys()];
      for (const name of names) await boss.offWork(name, { wait: true });
      for (const name of names) await startWorker(name, handlers.get(name)!);
      return names;
    },
    async ping() {
      await started;
      await boss.getQueue('seal');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Never begun (the server stopped before it listened): nothing to stop.
      if (!begun) return;
      // Stopped while still starting: let the start finish (or fail) first, so nothing starts after this.
      await started.catch(() => {});
      await Promise.allSettled(workersStarting);
      // Graceful: a mail being sent finishes and is recorded before the database closes (else it would be
      // sent again). close: pg-boss owns its PostgreSQL pool; PGlite is closed by the database handle.
      await boss.stop({ graceful: true, timeout: 15_000, close: !database.pglite });
    },
  };
}
