// The SMTP thread (smtp-thread.ts): hands messages to mail servers with nodemailer, many at once. Building a
// message (its MIME parts, the base64 of each sealed PDF) and writing it to the socket line by line is
// work of tens of milliseconds a set, and its garbage is collected here, not on the app's event loop.
import { parentPort } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { SmtpRequest, SmtpResult } from './smtp-thread.ts';

if (!parentPort) throw new Error('smtp-thread.worker.ts runs as a worker thread');
const port = parentPort;

/** What smtpReason and the delivery log read from nodemailer's errors; the rest stays in this thread. */
function errorOf(error: unknown): Extract<SmtpResult, { ok: false }>['error'] {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    name: text(e.name) ?? 'Error',
    message: text(e.message) ?? String(error),
    code: text(e.code),
    response: text(e.response),
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    command: text(e.command),
  };
}

async function run(request: SmtpRequest): Promise<void> {
  // One transport a message: nodemailer's plain SMTP transport opens a connection per message anyway, and a
  // dealer's server settings may change between two of their mails.
  const transport = nodemailer.createTransport(request.server);
  try {
    if (request.kind === 'verify') await transport.verify();
    else {
      const { attachments, ...message } = request.message;
      await transport.sendMail({
        ...message,
        // Structured cloning hands Buffers over as plain Uint8Arrays; nodemailer wants Buffers.
        attachments: attachments?.map((a) => ({
          ...a,
          content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
        })),
      });
    }
  } finally {
    transport.close();
  }
}

port.on('message', (request: SmtpRequest) => {
  run(request).then(
    () => port.postMessage({ id: request.id, ok: true } satisfies SmtpResult),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: errorOf(error) } satisfies SmtpResult),
  );
});
