import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { hashToken } from './signing-requests.service.ts';

let t: TestApp;
let dealer: { cookie: string; id: string; email: string };
let rival: { cookie: string; id: string };
let customerId: string;
let documentIds: string[];

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

const uploadFixture = (name: string, cookie: string) => signingScenario(t, { cookie }).uploadFixture(name);

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  rival = await registerDealer(t.app);
  const customer = await call('POST', '/api/customers', dealer.cookie, {
    name: 'Aisha Rahman',
    email: 'aisha@example.co.uk',
    phone: '07700 900123',
    postcode: 'B33 8TH',
  });
  customerId = customer.json().id;
  documentIds = [
    await uploadFixture('HP-agreement-AMF-448120.pdf', dealer.cookie),
    await uploadFixture('Warranty-Certificate-RD-W-30281.pdf', dealer.cookie),
  ];
});
afterAll(() => t.close());

describe('creating a signing request', () => {
  it('freezes the documents, e-mails a link whose token is stored only as a hash, and counts as pending', async () => {
    const res = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds,
      notes: 'Bring your licence',
      mismatchConfirmed: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      status: 'sent',
      customer: { name: 'Aisha Rahman', email: 'aisha@example.co.uk' },
      documentIds,
      notes: 'Bring your licence',
      mailStatus: 'queued',
    });
    expect(Date.parse(request.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    // Queued and sent at once by a worker, so it arrives a moment after the answer.
    const mail = await eventually(
      async () => (await listOutbox(t.app.deps.db, 10)).find((m) => m.to === 'aisha@example.co.uk'),
      { what: 'the invitation' },
    );
    expect(mail?.subject).toBe('Please sign 2 documents from Brindley & Hart Cars Ltd');
    expect(mail?.replyTo).toBe(dealer.email);
    const token = mail!.text.match(/http:\/\/localhost:5000\/sign\/([\w-]+)/)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    const stored = await t.app.deps.db.query.signingRequests.findFirst({
      where: (r, { eq }) => eq(r.id, request.id),
    });
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const stats = (await call('GET', '/api/dashboard/stats', dealer.cookie)).json();
    expect(stats.pendingRequests).toBeGreaterThanOrEqual(1);

    const events = await eventually(async () => {
      const list = (await call('GET', `/api/signing-requests/${request.id}/events`, dealer.cookie)).json();
      return list.length === 2 && list;
    });
    expect(events.map((e: { type: string }) => e.type)).toEqual(['created', 'mailed']);
  });

  it('uses the send page’s subject and keeps the message’s lines; one document has the standard subject', async () => {
    const withSubject = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds: [documentIds[0]],
      notes: 'Line one\nLine two',
      subject: '  Your finance papers, Aisha  ',
      status: 'sent',
    });
    expect(withSubject.statusCode, withSubject.body).toBe(201);
    const plain = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds: [documentIds[1]],
      subject: '',
      mismatchConfirmed: true,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    // Both mails leave from the queue after the sends have answered.
    const subjects = ['Your finance papers, Aisha', 'Please sign: Used Vehicle Warranty Certificate'];
    const mails = await eventually(
      async () => {
        const sent = (await listOutbox(t.app.deps.db, 20)).filter((m) => m.to === 'aisha@example.co.uk');
        return subjects.every((subject) => sent.some((m) => m.subject === subject)) && sent;
      },
      { what: 'both signing-link mails' },
    );
    const custom = mails.find((m) => m.subject === 'Your finance papers, Aisha');
    expect(custom?.text).toContain('Line one\nLine two');
    expect(custom?.html).toMatch(/Line one<br\/?>Line two/);
    expect(mails.map((m) => m.subject)).toContain('Please sign: Used Vehicle Warranty Certificate');

    const tooLong = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds,
      subject: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/subject is too long/);
  });

  it('answers the spec’s messages for a missing customer or documents', async () => {
    const noCustomer = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId: '',
      documentIds,
    });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().message).toBe('Customer is required');
    const noDocs = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds: [],
    });
    expect(noDocs.json().message).toBe('At least one document is required');
  });

  it('answers 404 for another dealer’s customer or document, and creates nothing', async () => {
    const theirDocument = await uploadFixture('vehicle-order-form-KV24117.pdf', rival.cookie);
    const before = (await call('GET', '/api/signing-requests', dealer.cookie)).json().length;
    const foreignDoc = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds: [documentIds[0], theirDocument],
    });
    expect(foreignDoc.statusCode).toBe(404);
    expect(foreignDoc.json().message).toBe('Document not found');
    const foreignCustomer = await call('POST', '/api/signing-requests', rival.cookie, {
      customerId,
      documentIds: [theirDocument],
    });
    expect(foreignCustomer.statusCode).toBe(404);
    expect(foreignCustomer.json().message).toBe('Customer not found');
    const junk = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds: ['not-an-id'],
    });
    expect(junk.statusCode).toBe(404);
    expect((await call('GET', '/api/signing-requests', dealer.cookie)).json()).toHaveLength(before);
  });
});

describe('a document that names another customer', () => {
  it('is refused with 409 naming whom it names, unless the dealer confirmed it; nothing is created', async () => {
    const before = (await call('GET', '/api/signing-requests', dealer.cookie)).json().length;
    const refused = await call('POST', '/api/signing-requests', dealer.cookie, { customerId, documentIds });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CUSTOMER_MISMATCH',
      message:
        '“Used Vehicle Warranty Certificate” names Oluwaseun Adeyemi (MA68UVT), not Aisha Rahman. ' +
        'Check you have the right customer, or confirm that this is intended.',
    });
    const unconfirmed = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds,
      mismatchConfirmed: false,
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect((await call('GET', '/api/signing-requests', dealer.cookie)).json()).toHaveLength(before);

    const junk = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds,
      mismatchConfirmed: 'yes',
    });
    expect(junk.statusCode).toBe(400);

    const confirmed = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds,
      mismatchConfirmed: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('needs no confirmation for the customer’s own document, matched by name; a shared plate alone is no match', async () => {
    const own = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId,
      documentIds: [documentIds[0]],
    });
    expect(own.statusCode, own.body).toBe(201);
    // Another name with the warranty's plate (a household's car, a car sold on): the warranty names its own
    // customer, so it goes to this one only when the dealer confirms it.
    const byPlate = await call('POST', '/api/customers', dealer.cookie, {
      name: 'Seun Adeyemi-Cole',
      email: 'seun@example.co.uk',
      phone: '07700 900124',
      postcode: 'B33 8TH',
      vehicleRegistration: 'MA68 UVT',
    });
    const warranty = await call('POST', '/api/signing-requests', dealer.cookie, {
      customerId: byPlate.json().id,
      documentIds: [documentIds[1]],
    });
    expect(warranty.statusCode, warranty.body).toBe(409);
    expect(warranty.json().code).toBe('CUSTOMER_MISMATCH');
  });
});

describe('after sending', () => {
  it('a dealer cancels an open request, once', async () => {
    const request = (
      await call('POST', '/api/signing-requests', dealer.cookie, {
        customerId,
        documentIds: [documentIds[0]],
      })
    ).json();
    const res = await call('POST', `/api/signing-requests/${request.id}/cancel`, dealer.cookie);
    expect(res.json().status).toBe('cancelled');
    expect((await call('POST', `/api/signing-requests/${request.id}/cancel`, rival.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/signing-requests/${request.id}/events`, rival.cookie)).statusCode).toBe(
      404,
    );
  });

  it('deleting a document that a request used archives it; the request keeps its document', async () => {
    const id = await uploadFixture('Service-Plan-Agreement-MPC-SP-2291.pdf', dealer.cookie);
    const request = (
      await call('POST', '/api/signing-requests', dealer.cookie, {
        customerId,
        documentIds: [id],
        mismatchConfirmed: true,
      })
    ).json();
    const deleted = await call('DELETE', `/api/documents/${id}`, dealer.cookie);
    expect(deleted.json()).toMatchObject({ archived: true });
    expect(
      (await call('GET', '/api/documents', dealer.cookie)).json().map((d: { id: string }) => d.id),
    ).not.toContain(id);
    const again = (await call('GET', `/api/signing-requests/${request.id}`, dealer.cookie)).json();
    expect(again.documents).toEqual([
      // The PDF's own Title, not the file name.
      expect.objectContaining({ id, title: 'Marlowe Care Service Plan MPC-SP-2291' }),
    ]);
  });
});
