import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { makePng, pngDataUrl } from '../../test/png.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { countStatements } from '../../test/statement-counter.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

const USER = 'sales@brindley.test';
const PASSWORD = 'S3cret-smtp-pass!';

let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let documentIds: string[];

beforeAll(async () => {
  // The dealer's business mail server in these tests is an in-process one on 127.0.0.1.
  t = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  documentIds = [
    await scenario.uploadFixture('HP-agreement-AMF-448120.pdf'),
    await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf'),
  ];
});
afterAll(() => t.close());

describe('submitting a signed set', () => {
  it('costs at most 12 statements for two documents, reading the dealer profile once', async () => {
    const { requestId, token } = await scenario.sendRequest('count@example.co.uk', documentIds);
    await scenario.signAll(token, documentIds);
    const { result, statements } = await countStatements(t.app.deps, () =>
      scenario.customerCall('POST', `/api/sign/${token}/submit`),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().status).toBe('completed');
    // Sealed by the job submit waited for (on a busy machine, shortly after submit answered).
    await eventually(
      async () =>
        (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}`))
          .json()
          .documents.every((d: { sealedSha256: string | null }) => d.sealedSha256),
      { timeoutMs: 60_000, what: 'both documents sealed' },
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(12);
    expect(statements.filter((s) => s.includes('"dealer_settings"'))).toHaveLength(1);
  });

  it('refuses a signature PNG whose header is valid but whose pixel data is damaged', async () => {
    const { token } = await scenario.sendRequest('damaged@example.co.uk', documentIds);
    const png = makePng(400, 150);
    const idat = png.indexOf(Buffer.from('IDAT'));
    for (let i = idat + 6; i < idat + 20; i++) png[i] = (png[i] ?? 0) ^ 0x5a;
    const res = await scenario.customerCall('POST', `/api/sign/${token}/signature`, {
      documentId: documentIds[0],
      signatureData: pngDataUrl(png),
      pageNumber: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/damaged/);
  });
});

describe('a dealer mail server that accepts connections and never answers', () => {
  let silent: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await sink?.close();
  });

  it('never holds up the customer: submit answers at once, and both mails go when the server answers', async () => {
    const { token } = await scenario.sendRequest('patient@example.co.uk', documentIds, 'Pat Ient');
    await scenario.signAll(token, documentIds);
    const saved = await scenario.dealerCall('PUT' as 'POST', '/api/dealer/smtp', {
      smtpEnabled: true,
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUser: USER,
      smtpPassword: PASSWORD,
      smtpFromEmail: USER,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const started = performance.now();
    const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    const elapsed = performance.now() - started;
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Waiting on the silent server would take its 10 s greeting timeout at least. Submit's own wait is
    // for sealing, at most 4 s (usually well under 1 s; a busy CI machine can take longer).
    expect(elapsed).toBeLessThan(5000);
    const copy = await eventually(async () => {
      const res = await scenario.customerCall(
        'GET',
        `/api/sign/${token}/documents/${documentIds[0]}/download`,
      );
      return res.statusCode === 200 && res;
    });
    expect(copy.headers['content-disposition']).toContain('(signed)');

    // The dealer's notice goes through the platform (here the outbox); the customer's copy waits for the
    // dealer's server. It starts answering on the same port.
    await eventually(async () =>
      (await listOutbox(t.app.deps.db, 50)).find((m) => m.subject === 'Pat Ient signed 2 documents'),
    );
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    sink = await startSmtpSink({ auth: { user: USER, pass: PASSWORD }, port });
    const delivered = await eventually(
      async () => sink?.messages.find((m) => m.to && JSON.stringify(m.to).includes('patient@example.co.uk')),
      { timeoutMs: 40_000, what: 'the signed copy through the dealer’s server' },
    );
    expect(delivered.attachments.map((a) => a.filename)).toHaveLength(2);
  }, 60_000);
});
