// The platform's own mail transport: SMTP when configured, otherwise the outbox that administrators read.
// The outbox store is handed in, so this library knows nothing of the feature that owns that table. Every
// SMTP conversation, the platform's and a dealer's own server's, happens on the mail thread (smtp-thread.ts).
import { createSmtpThread, type SmtpAddress, type SmtpServer } from './smtp-thread.ts';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  /** Defaults to the platform's MAIL_FROM. */
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Sends through another server than the platform's: a dealer's business SMTP. */
  sendThrough(server: SmtpServer, message: Omit<MailMessage, 'from'> & { from: SmtpAddress }): Promise<void>;
  /** Checks the transport answers (SMTP: connect and log in; outbox: nothing to reach). */
  verify(): Promise<void>;
  /** Waits briefly for mail on its way, then stops the mail thread. */
  close(): Promise<void>;
};

/** Where mail goes when no SMTP server is configured. */
export type OutboxStore = { insert(message: MailMessage & { from: string }): Promise<void> };

/** A platform mail server gets as long as a dealer's: no caller waits on it for minutes. */
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP when a URL is configured; otherwise every message is kept in the outbox for admins to read. */
export function createMailer(options: {
  smtpUrl?: string;
  defaultFrom: string;
  outbox: OutboxStore;
}): Mailer {
  const withFrom = (message: MailMessage) => ({ ...message, from: message.from ?? options.defaultFrom });
  const smtp = createSmtpThread();
  const common = { sendThrough: smtp.send, close: smtp.close };
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      send: async (message) => {
        await options.outbox.insert(withFrom(message));
      },
      verify: async () => {},
      ...common,
    };
  }
  const server: SmtpServer = {
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS * 3,
  };
  return {
    transport: 'smtp',
    send: (message) => smtp.send(server, withFrom(message)),
    verify: () => smtp.verify(server),
    ...common,
  };
}
