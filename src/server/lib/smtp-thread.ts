// Mail leaves the app through one worker thread (smtp-thread.worker.ts): the platform's SMTP server and each
// dealer's own. A hundred customers submitting at once mean two hundred mails, each carrying its sealed
// PDFs; built and written on the event loop, they held every other answer up to 90 ms at a time (issue 34).
// The thread starts with the first mail, handles any number at once, and holds the process open only while
// a mail is on its way. If it dies, the mails on it fail (their delivery is retried from the queue) and the
// next one starts a new thread.
import { Worker } from 'node:worker_threads';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** How to reach a server: a URL, or a host and port with TLS and sign-in. Plain data, sent to the thread. */
export type SmtpServer =
  | string
  | Pick<
      SMTPTransport.Options,
      | 'url'
      | 'host'
      | 'servername'
      | 'port'
      | 'secure'
      | 'requireTLS'
      | 'auth'
      | 'connectionTimeout'
      | 'greetingTimeout'
      | 'socketTimeout'
    >;

export type SmtpAddress = string | { name: string; address: string };

export type SmtpMessage = {
  from: SmtpAddress;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType?: string; content: Uint8Array }[];
};

/** What the thread is asked: a message to send, or only a sign-in to check. */
export type SmtpJob = { server: SmtpServer } & ({ kind: 'send'; message: SmtpMessage } | { kind: 'verify' });
export type SmtpRequest = SmtpJob & { id: number };
export type SmtpResult =
  | { id: number; ok: true }
  | {
      id: number;
      ok: false;
      error: {
        name: string;
        message: string;
        code?: string;
        response?: string;
        responseCode?: number;
        command?: string;
      };
    };

export type SmtpThread = {
  send(server: SmtpServer, message: SmtpMessage): Promise<void>;
  /** Connects and signs in, sending nothing. */
  verify(server: SmtpServer): Promise<void>;
  close(): Promise<void>;
};

type Pending = { resolve: () => void; reject: (error: Error) => void; done: Promise<void> };

/** Closing waits this long for mails already on their way (each is bounded by its server's timeouts). */
const CLOSE_WAIT_MS = 10_000;

export function createSmtpThread(): SmtpThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const settle = (result: SmtpResult) => {
    const waiting = pending.get(result.id);
    if (!waiting) return;
    pending.delete(result.id);
    if (pending.size === 0) worker?.unref();
    if (result.ok) waiting.resolve();
    else waiting.reject(Object.assign(new Error(result.error.message), result.error));
  };
  const failAll = (reason: string) => {
    const error = Object.assign(new Error(reason), { code: 'ETHREAD' });
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(new URL('./smtp-thread.worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    started.on('message', settle);
    started.on('error', (error) => stopped(`the mail thread failed: ${error.message}`));
    started.on('exit', () => stopped('the mail thread stopped'));
    const stopped = (reason: string) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(reason);
    };
    return started;
  };
  const ask = (job: SmtpJob) => {
    worker ??= start();
    const thread = worker;
    thread.ref();
    const id = nextId++;
    const answer = Promise.withResolvers<void>();
    pending.set(id, {
      resolve: answer.resolve,
      reject: answer.reject,
      done: answer.promise.catch(() => {}),
    });
    thread.postMessage({ ...job, id } satisfies SmtpRequest);
    return answer.promise;
  };

  return {
    send: (server, message) => ask({ kind: 'send', server, message }),
    verify: (server) => ask({ kind: 'verify', server }),
    close: async () => {
      const stopping = worker;
      if (!stopping) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...pending.values()].map((waiting) => waiting.done)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      worker = undefined;
      failAll('the app is closing');
      await stopping.terminate();
    },
  };
}
