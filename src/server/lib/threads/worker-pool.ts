// Untrusted files (logos, uploaded PDFs and Word files) are read in worker threads, never on the event loop
// that answers every dealer's and customer's requests. Each pool starts a worker on first need and keeps it
// while there is work (loading pdf.js or the canvas takes longer than reading a typical file), stops it after
// a couple of idle minutes so its memory goes back, gives each its heap limit, and bounds each task by
// wall-clock time: a worker that overruns is terminated and replaced, and the caller gets the feature's own
// 4xx. One task per worker at a time, so a hostile file only ever holds up its own worker.
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { AppError } from '../app-error.ts';

export type WorkerPoolOptions = {
  /** The worker module: it calls `serveWorkerTasks` with its handler. */
  url: URL;
  /** Workers at most (each started on first need, then kept). */
  size: number;
  resourceLimits: ResourceLimits;
  timeoutMs: number;
  /** The answer when a task overruns its time. */
  timedOut: () => Error;
  /** The answer when a worker dies on a task (its heap limit, or a crash in a decoder). */
  crashed: (reason: string) => Error;
  /** Tasks waiting for a worker beyond this are refused at once (503) rather than queued for minutes. */
  maxQueued?: number;
  /** Rebuilds the feature's own error class from a 4xx thrown in the worker (default: an AppError). */
  revive?: (error: SerialisedError) => Error;
  /** A worker idle this long is stopped, giving its memory back (default 2 minutes). */
  idleMs?: number;
};

export type WorkerPool<In, Out> = {
  /** `timeoutMs` overrides the pool's for this task (a Word file may wait on LibreOffice). */
  run(input: In, options?: { transfer?: ArrayBuffer[]; timeoutMs?: number }): Promise<Out>;
  close(): Promise<void>;
};

type Task<In, Out> = {
  input: In;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (value: Out) => void;
  reject: (error: Error) => void;
};
type Slot = {
  worker: Worker;
  task: Task<unknown, unknown> | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
};
type Reply = { ok: true; value: unknown } | { ok: false; error: SerialisedError };
export type SerialisedError = { name: string; message: string; statusCode?: number; code?: string };

export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const slots = new Set<Slot>();
  const queue: Task<In, Out>[] = [];
  const maxQueued = options.maxQueued ?? 50;
  const idleMs = options.idleMs ?? 120_000;

  function start(): Slot {
    const worker = new Worker(options.url, { resourceLimits: options.resourceLimits });
    const slot: Slot = { worker, task: null };
    // Idle workers never keep the process alive; a busy one is referenced until it answers.
    worker.unref();
    worker.on('message', (reply: Reply) => finish(slot, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const reason =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : error.message || String(error);
      fail(slot, options.crashed(reason));
    });
    worker.on('exit', (code) => fail(slot, options.crashed(`exit ${code}`)));
    slots.add(slot);
    return slot;
  }

  /** The worker is gone (or being put down): its task, if any, gets `error`; the next task gets a new worker. */
  function fail(slot: Slot, error: Error) {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    const task = slot.task;
    slot.task = null;
    void slot.worker.terminate();
    task?.reject(error);
    dispatch();
  }

  function finish(slot: Slot, reply: Reply) {
    const task = slot.task;
    if (!task) return;
    clearTimeout(slot.timer);
    slot.task = null;
    slot.worker.unref();
    if (reply.ok) task.resolve(reply.value);
    else task.reject(revive(reply.error, options.revive));
    dispatch();
    // Still idle after a while: its heap (pdf.js, fonts, a certificate) is given back; the next task starts one.
    if (!slot.task) {
      slot.idle = setTimeout(() => {
        if (!slot.task && slots.delete(slot)) void slot.worker.terminate();
      }, idleMs);
      slot.idle.unref();
    }
  }

  function dispatch() {
    while (queue.length > 0) {
      const slot = [...slots].find((s) => !s.task) ?? (slots.size < options.size ? start() : undefined);
      if (!slot) return;
      const task = queue.shift()!;
      slot.task = task as Task<unknown, unknown>;
      clearTimeout(slot.idle);
      slot.worker.ref();
      slot.timer = setTimeout(() => fail(slot, options.timedOut()), task.timeoutMs);
      slot.worker.postMessage(task.input, task.transfer);
    }
  }

  return {
    run(input, { transfer = [], timeoutMs = options.timeoutMs } = {}) {
      if (queue.length >= maxQueued) {
        return Promise.reject(
          new AppError(503, 'The server is busy reading other files. Please try again in a minute.', {
            code: 'BUSY',
          }),
        );
      }
      return new Promise<Out>((resolve, reject) => {
        queue.push({ input, transfer, timeoutMs, resolve, reject });
        dispatch();
      });
    },
    async close() {
      const all = [...slots];
      slots.clear();
      for (const slot of all) clearTimeout(slot.idle);
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}

/** A 4xx thrown in a worker comes back as an AppError with the same status, message and code. */
function revive(error: SerialisedError, custom: WorkerPoolOptions['revive']): Error {
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (custom) return custom(error);
    return new AppError(error.statusCode, error.message, error.code ? { code: error.code } : {});
  }
  return Object.assign(new Error(error.message), { name: error.name });
}

/** Inside a worker module: answers each task posted by the pool with the handler's result. */
export async function serveWorkerTasks<In, Out>(
  handler: (input: In) => Promise<{ value: Out; transfer?: ArrayBuffer[] }>,
) {
  const { parentPort } = await import('node:worker_threads');
  if (!parentPort) throw new Error('serveWorkerTasks runs only inside a worker thread');
  const port = parentPort;
  port.on('message', async (input: In) => {
    try {
      const { value, transfer } = await handler(input);
      port.postMessage({ ok: true, value } satisfies Reply, transfer ?? []);
    } catch (error) {
      const e = error as Partial<AppError> & Error;
      port.postMessage({
        ok: false,
        error: {
          name: e?.name ?? 'Error',
          message: e?.message ?? String(error),
          statusCode: typeof e?.statusCode === 'number' ? e.statusCode : undefined,
          code: typeof e?.code === 'string' ? e.code : undefined,
        },
      } satisfies Reply);
    }
  });
}
