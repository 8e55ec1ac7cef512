import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { smtpReason } from '../../features/email/business-smtp.service.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createSmtpThread } from './smtp-thread.ts';

const thread = createSmtpThread();
/** A short message with no attachment, under `subject`. */
const plain = (subject: string) => ({ from: 'a@example.test', to: 'b@example.test', subject, text: 't' });
afterAll(() => thread.close());

describe('the mail thread', () => {
  it('hands over many messages at once, their attachments byte for byte', async () => {
    const sink = await startSmtpSink({ auth: { user: 'dealer', pass: 'secret' } });
    const pdf = Buffer.from(`%PDF-1.7\n${'x'.repeat(200_000)}\n%%EOF`);
    const server = { url: sink.url.replace('smtp://', 'smtp://dealer:secret@') };
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        thread.send(server, {
          from: { name: 'Brindley & Hart Cars', address: 'sales@brindley.test' },
          to: `customer${i}@example.co.uk`,
          subject: `Your signed documents ${i}`,
          text: 'Attached.',
          attachments: [{ filename: 'agreement.pdf', contentType: 'application/pdf', content: pdf }],
        }),
      ),
    );
    expect(sink.messages).toHaveLength(12);
    const first = sink.messages.find((m) => m.subject === 'Your signed documents 0');
    expect(first?.from?.text).toBe('"Brindley & Hart Cars" <sales@brindley.test>');
    expect(first?.attachments[0]?.content.equals(pdf)).toBe(true);
    await sink.close();
  });

  it('answers a refused sign-in with the server’s own words', async () => {
    const sink = await startSmtpSink({ auth: { user: 'dealer', pass: 'secret' } });
    const server = { url: sink.url.replace('smtp://', 'smtp://dealer:wrong@') };
    const refused = await thread.verify(server).catch((error: unknown) => error);
    expect(smtpReason(refused)).toMatch(/^535 /);
    expect((refused as { responseCode?: number }).responseCode).toBe(535);
    await sink.close();
  });

  it('gives up on a server that never answers after its timeout, and keeps working', async () => {
    const silent = createServer((socket: Socket) => socket.on('error', () => {}));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    const error = await thread
      .send(
        { host: '127.0.0.1', port, greetingTimeout: 300, connectionTimeout: 300, socketTimeout: 300 },
        plain('s'),
      )
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((error as { code?: string }).code).toBe('ETIMEDOUT');
    silent.close();

    const sink = await startSmtpSink();
    await thread.send(sink.url, plain('after'));
    expect(sink.messages.map((m) => m.subject)).toEqual(['after']);
    await sink.close();
  });

  it('refuses a message it cannot hand to the thread, and holds nothing for it', async () => {
    const sink = await startSmtpSink();
    const bad = { ...plain('s'), html: (() => '') as never };
    await expect(thread.send(sink.url, bad)).rejects.toThrow(/could not be cloned/);
    await thread.send(sink.url, plain('still'));
    expect(sink.messages.map((m) => m.subject)).toEqual(['still']);
    await sink.close();
  });
});
