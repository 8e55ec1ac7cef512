// The forecourt never waits on a mail server: with the dealer's business server taking connections and never
// answering, Send, Resend and the text-version send answer at once, and the mail goes once it answers.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

const USER = 'sales@brindley.test';
const PASSWORD = 'S3cret-smtp-pass!';

let t: TestApp;
let silent: Server;
const sockets = new Set<Socket>();
let port: number;
let sink: SmtpSink | undefined;
let dealer: Awaited<ReturnType<typeof registerDealer>>;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie: dealer.cookie, payload });

async function timed(work: () => Promise<{ statusCode: number; body: string }>) {
  const started = performance.now();
  const res = await work();
  return { res, ms: performance.now() - started };
}

beforeAll(async () => {
  // Accepts every connection and never says a word: no greeting, no answer, no close.
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
  t = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
});
afterAll(async () => {
  await t.close();
  await sink?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a business mail server that never answers', () => {
  it('holds up none of Send, Resend or the text-version send; the mail goes once the server answers', async () => {
    const saved = await call('PUT', '/api/dealer/smtp', {
      smtpEnabled: true,
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUser: USER,
      smtpPassword: PASSWORD,
      smtpFromEmail: USER,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const documentId = await signingScenario(t, dealer).uploadFixture('HP-agreement-AMF-448120.pdf');
    const customer = await call('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha.wait@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    const customerId = customer.json().id as string;
    const body = { customerId, documentIds: [documentId], mismatchConfirmed: true };

    const sent = await timed(() => call('POST', '/api/signing-requests', body));
    expect(sent.res.statusCode, sent.res.body).toBe(201);
    // Resend is a new request for the same customer, as the Resend dialog makes it.
    const resent = await timed(() => call('POST', '/api/signing-requests', { ...body, notes: 'Resent' }));
    expect(resent.res.statusCode, resent.res.body).toBe(201);
    const text = await timed(() =>
      call('POST', `/api/documents/${documentId}/send-text-version`, { customerId, message: 'The text' }),
    );
    expect(text.res.statusCode, text.res.body).toBe(200);
    expect(JSON.parse(text.res.body)).toMatchObject({ status: 'queued' });
    for (const { ms } of [sent, resent, text]) expect(ms).toBeLessThan(1000);

    // The workers really are stuck on the silent server meanwhile.
    await eventually(async () => sockets.size >= 1, { what: 'a connection to the silent server' });
    const requestId = JSON.parse(sent.res.body).id as string;
    const before = (await call('GET', `/api/signing-requests/${requestId}/deliveries`)).json();
    expect(before[0]).toMatchObject({ channel: 'email', template: 'signing_request' });
    expect(before[0].status).not.toBe('sent');

    // The server starts answering: a real SMTP server on the same port.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    sink = await startSmtpSink({ auth: { user: USER, pass: PASSWORD }, port });
    const to = (m: SmtpSink['messages'][number]) => JSON.stringify(m.to).includes('aisha.wait@example.co.uk');
    await eventually(async () => sink!.messages.filter(to).length >= 3, {
      timeoutMs: 60_000,
      what: 'the three mails at the business server',
    });
    const subjects = sink.messages.filter(to).map((m) => m.subject);
    expect(subjects.filter((s) => s?.startsWith('Please sign'))).toHaveLength(2);
    expect(sink.messages.filter(to).some((m) => m.text?.includes('The text'))).toBe(true);
    const after = await eventually(async () => {
      const list = (await call('GET', `/api/signing-requests/${requestId}/deliveries`)).json();
      return list[0]?.status === 'sent' && list;
    });
    expect(after[0].log.at(-1)).toMatchObject({ ok: true, transport: 'business_smtp' });
  });
});
