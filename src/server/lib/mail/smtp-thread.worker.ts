// The SMTP thread (smtp-thread.ts): hands messages to mail servers with nodemailer, many at once. Building a
// message (its MIME parts, the base64 of each sealed PDF) and writing it to the socket line by line is
// work of tens of milliseconds a set, and its garbage is collected here, not on the app's event loop.
import nodemailer from 'nodemailer';
import { serveRequests } from '../threads/service-thread.ts';
import type { SmtpJob } from './smtp-thread.ts';

/** What smtpReason and the delivery log read from nodemailer's errors; the rest stays in this thread. */
function smtpErrorFields(error: unknown) {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    code: text(e.code),
    response: text(e.response),
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    command: text(e.command),
  };
}

async function run(job: SmtpJob): Promise<void> {
  // One transport a message: nodemailer's plain SMTP transport opens a connection per message anyway, and a
  // dealer's server settings may change between two of their mails.
  const transport = nodemailer.createTransport(job.server);
  try {
    if (job.kind === 'verify') {
      await transport.verify();
      return;
    }
    const { attachments, ...message } = job.message;
    await transport.sendMail({
      ...message,
      // Structured cloning hands Buffers over as plain Uint8Arrays; nodemailer wants Buffers.
      attachments: attachments?.map((a) => ({
        ...a,
        content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
      })),
    });
  } finally {
    transport.close();
  }
}

serveRequests(run, smtpErrorFields);
