// Mail leaves the app through one worker thread (smtp-thread.worker.ts): the platform's SMTP server and each
// dealer's own. A hundred customers submitting at once mean two hundred mails, each carrying its sealed
// PDFs; built and written on the event loop, they held every other answer up to 90 ms at a time.
// The thread handles any number at once (lib/threads/service-thread.ts); a mail on a thread that dies fails, and
// its delivery is retried from the queue.
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { createServiceThread } from '../threads/service-thread.ts';

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

export type SmtpThread = {
  send(server: SmtpServer, message: SmtpMessage): Promise<void>;
  /** Connects and signs in, sending nothing. */
  verify(server: SmtpServer): Promise<void>;
  close(): Promise<void>;
};

export function createSmtpThread(): SmtpThread {
  const thread = createServiceThread<SmtpJob, void>({
    url: new URL('./smtp-thread.worker.ts', import.meta.url),
    what: 'the mail thread',
    maxOldGenerationSizeMb: 256,
    // Each mail is bounded by its server's timeouts; closing waits as long as one connection may take.
    closeWaitMs: 10_000,
  });
  return {
    send: (server, message) => thread.call({ kind: 'send', server, message }),
    verify: (server) => thread.call({ kind: 'verify', server }),
    close: thread.close,
  };
}
