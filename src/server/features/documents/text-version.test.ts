import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
let dealer: { cookie: string; id: string; email: string };
let rival: { cookie: string; id: string };
let documentId: string;
let customerId: string;
let rivalCustomerId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });
const send = (id: string, payload: object, cookie = dealer.cookie) =>
  call('POST', `/api/documents/${id}/send-text-version`, cookie, payload);
// The mail is queued and sent by a worker a moment after the answer: waited for.
const mailsTo = (email: string) =>
  eventually(
    async () => {
      const mails = (await listOutbox(t.app.deps.db, 50)).filter((m) => m.to === email);
      return mails.length > 0 && mails;
    },
    { what: `mail to ${email}` },
  );

const uploadFixture = (name: string, cookie: string) => signingScenario(t, { cookie }).uploadFixture(name);

async function addCustomer(cookie: string, name: string, email: string) {
  const res = await call('POST', '/api/customers', cookie, {
    name,
    email,
    phone: '07700 900123',
    postcode: 'B33 8TH',
  });
  return res.json().id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  rival = await registerDealer(t.app);
  documentId = await uploadFixture('HP-agreement-AMF-448120.pdf', dealer.cookie);
  customerId = await addCustomer(dealer.cookie, 'Aisha Rahman', 'aisha@example.co.uk');
  rivalCustomerId = await addCustomer(rival.cookie, 'Owen Price', 'owen@example.co.uk');
});
afterAll(() => t.close());

describe('sending the text version of a document', () => {
  it('e-mails the customer the dealer’s message, named, then the document’s text, replying to the dealer', async () => {
    const document = (await call('GET', `/api/documents/${documentId}`, dealer.cookie)).json();
    const res = await send(documentId, {
      customerId,
      message: 'Dear [Customer Name],\n\nHere is your agreement <to read> before Saturday.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Document sent', sentTo: 'aisha@example.co.uk', status: 'queued' });

    const [mail] = await mailsTo('aisha@example.co.uk');
    expect(mail?.subject).toBe(`${document.title} from Brindley & Hart Cars Ltd`);
    expect(mail?.replyTo).toBe(dealer.email);
    const text = mail!.text;
    expect(text).toContain('Dear Aisha Rahman,\n\nHere is your agreement <to read> before Saturday.');
    expect(text).not.toContain('[Customer Name]');
    // The document's own text follows the message, whole.
    const documentText = document.extractedText.trim() as string;
    expect(documentText.length).toBeGreaterThan(100);
    expect(text.indexOf(documentText)).toBeGreaterThan(text.indexOf('before Saturday'));
    // The HTML part escapes what the dealer and the document wrote.
    expect(mail?.html).toContain('Dear Aisha Rahman,');
    expect(mail?.html).toContain('&lt;to read&gt;');
    expect(mail?.html).not.toContain('<to read>');
    expect(mail?.html).toContain('Brindley &amp; Hart Cars Ltd');
  });

  it('answers 404 for another dealer’s document or customer, and sends nothing', async () => {
    const before = (await listOutbox(t.app.deps.db, 200)).length;
    const theirCustomer = await send(documentId, { customerId: rivalCustomerId, message: 'Hi' });
    expect(theirCustomer.statusCode).toBe(404);
    expect(theirCustomer.json().message).toBe('Customer not found');
    const theirDocument = await send(
      documentId,
      { customerId: rivalCustomerId, message: 'Hi' },
      rival.cookie,
    );
    expect(theirDocument.statusCode).toBe(404);
    expect(theirDocument.json().message).toBe('Document not found');
    const junkCustomer = await send(documentId, { customerId: 'not-an-id' });
    expect(junkCustomer.statusCode).toBe(404);
    const junkDocument = await send('not-an-id', { customerId });
    expect(junkDocument.statusCode).toBe(404);
    expect((await listOutbox(t.app.deps.db, 200)).length).toBe(before);
    expect((await listOutbox(t.app.deps.db, 200)).filter((m) => m.to === 'owen@example.co.uk')).toEqual([]);
  });

  it('answers 400 with the spec’s message when the customer is missing, or the message is too long', async () => {
    for (const body of [{ message: 'Hi' }, { customerId: '', message: 'Hi' }, { customerId: '   ' }]) {
      const res = await send(documentId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Customer is required', code: 'VALIDATION' });
    }
    const long = await send(documentId, { customerId, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'message', message: expect.stringMatching(/too long/) }]);
  });

  it('sends without a message, greeting the customer by name', async () => {
    const other = await addCustomer(dealer.cookie, 'Ben Carter', 'ben@example.co.uk');
    const res = await send(documentId, { customerId: other });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo('ben@example.co.uk');
    expect(mail?.text).toMatch(/Hello Ben Carter,\n\nBrindley & Hart Cars Ltd has sent you the text of/);
  });

  it('answers 400 when the document has no text to send', async () => {
    const id = await uploadFixture('vehicle-order-form-KV24117.pdf', dealer.cookie);
    const emptied = await call('PUT', `/api/documents/${id}/text`, dealer.cookie, {
      text: '  \n ',
      title: 'Order form',
      documentType: 'sales_agreement',
    });
    expect(emptied.statusCode).toBe(200);
    const res = await send(id, { customerId, message: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_TEXT', message: expect.stringMatching(/no text to send/) });
  });

  it('answers at once when the mail server refuses it, and the queue delivers it on a later try', async () => {
    // The platform transport fails once, as a mail server that is briefly down would.
    const spy = vi
      .spyOn(t.app.deps.mailer, 'send')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.9:587'));
    try {
      const res = await send(documentId, { customerId, message: 'Retry me' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'queued' });
      expect(res.body).not.toContain('ECONNREFUSED');
      await vi.waitFor(
        async () => {
          const mails = await mailsTo('aisha@example.co.uk');
          expect(mails.some((m) => m.text.includes('Retry me'))).toBe(true);
        },
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('is for signed-in dealers only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/send-text-version`,
      payload: { customerId, message: 'Hi' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});
