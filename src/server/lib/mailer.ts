import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from '../features/admin/outbox.repo.ts';

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
};

/** SMTP when a URL is configured; otherwise every message is kept in the outbox table for admins to read. */
export function createMailer(options: { smtpUrl?: string; defaultFrom: string; db: Database }): Mailer {
  const withFrom = (message: MailMessage) => ({ ...message, from: message.from ?? options.defaultFrom });
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      send: async (message) => {
        await insertOutboxMessage(options.db, withFrom(message));
      },
    };
  }
  const smtp = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    send: async (message) => {
      const full = withFrom(message);
      await smtp.sendMail({
        ...full,
        attachments: full.attachments?.map((a) => ({ ...a })),
      });
    },
  };
}
