// A worker thread that serves many requests at once (the SMTP thread, the mail renderer), as opposed to the
// pools of worker-pool.ts, which give each untrusted file a thread to itself. The thread starts with the
// first request and holds the process open only while one is unanswered. If it dies, the requests on it
// fail and the next one starts a new thread; closing waits a bounded time for those under way.
import { parentPort, Worker } from 'node:worker_threads';
import { waitAtMost } from '../deadline.ts';

/** What a thread's module answers: the value, or the fields of its error that the caller may read. */
export type ServiceReply<Out> =
  | { id: number; ok: true; value: Out }
  | { id: number; ok: false; error: { name: string; message: string } & Record<string, unknown> };

export type ServiceThread<In, Out> = {
  call(input: In): Promise<Out>;
  close(): Promise<void>;
};

type Pending<Out> = { resolve: (value: Out) => void; reject: (error: Error) => void; done: Promise<unknown> };

export function createServiceThread<In, Out>(options: {
  url: URL;
  /** Says what the thread is in errors: "the mail thread". */
  what: string;
  maxOldGenerationSizeMb: number;
  /** Closing waits this long for requests under way. */
  closeWaitMs: number;
}): ServiceThread<In, Out> {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending<Out>>();

  const settle = (reply: ServiceReply<Out>) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker?.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
  };
  const failAll = (reason: string) => {
    const error = Object.assign(new Error(reason), { code: 'ETHREAD' });
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(options.url, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb },
    });
    const stopped = (reason: string) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(reason);
    };
    started.on('message', settle);
    started.on('error', (error) => stopped(`${options.what} failed: ${error.message}`));
    started.on('exit', () => stopped(`${options.what} stopped`));
    return started;
  };

  return {
    call: (input) => {
      worker ??= start();
      const thread = worker;
      thread.ref();
      const id = nextId++;
      const answer = Promise.withResolvers<Out>();
      pending.set(id, {
        resolve: answer.resolve,
        reject: answer.reject,
        done: answer.promise.catch(() => {}),
      });
      try {
        thread.postMessage({ id, input });
      } catch (error) {
        // Not cloneable (a function, a stream): answered here, and the thread is not held for it.
        pending.delete(id);
        if (pending.size === 0) thread.unref();
        answer.reject(error as Error);
      }
      return answer.promise;
    },
    close: async () => {
      const stopping = worker;
      if (!stopping) return;
      await waitAtMost(
        Promise.all([...pending.values()].map((waiting) => waiting.done)),
        options.closeWaitMs,
      );
      worker = undefined;
      failAll(`${options.what} is closing`);
      await stopping.terminate();
    },
  };
}

/**
 * The thread's side: answers each request with `handle`, many at once. An error reaches the caller with
 * its name and message and the fields `errorFields` picks (what the caller reads; never a stack).
 */
export function serveRequests<In, Out>(
  handle: (input: In) => Promise<Out>,
  errorFields: (error: unknown) => Record<string, unknown> = () => ({}),
) {
  if (!parentPort) throw new Error('serveRequests runs in a worker thread');
  const port = parentPort;
  port.on('message', ({ id, input }: { id: number; input: In }) => {
    // Through a promise, so a handler that throws at once answers like one that rejects.
    Promise.resolve(input)
      .then(handle)
      .then(
        (value) => port.postMessage({ id, ok: true, value } satisfies ServiceReply<Out>),
        (error: unknown) => {
          const e = (error ?? {}) as { name?: unknown; message?: unknown };
          port.postMessage({
            id,
            ok: false,
            error: {
              ...errorFields(error),
              name: typeof e.name === 'string' ? e.name : 'Error',
              message: typeof e.message === 'string' ? e.message : String(error),
            },
          } satisfies ServiceReply<Out>);
        },
      );
  });
}
