import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingRequests, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { makePng, pngDataUrl } from '../../test/png.ts';
import { FIXTURES, SIGNATURE, signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let documentIds: string[];
let otherDocumentId: string;
let scenario: ReturnType<typeof signingScenario>;

const sendRequest = (email: string) => scenario.sendRequest(email, documentIds);

beforeAll(async () => {
  t = await buildTestApp();
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  documentIds = [
    await scenario.uploadFixture('HP-agreement-AMF-448120.pdf'),
    await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf'),
  ];
  otherDocumentId = await scenario.uploadFixture('vehicle-order-form-KV24117.pdf');
});
afterAll(() => t.close());

describe('the customer’s signing session', () => {
  it('opens, signs each document, submits once, and the dealer is told at each step', async () => {
    const { requestId, token } = await sendRequest('aisha.one@example.co.uk');
    const session = await scenario.customerCall('GET', `/api/sign/${token}`);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      id: requestId,
      status: 'in_progress',
      customer: { name: 'Aisha Rahman', email: 'aisha.one@example.co.uk' },
      documents: [{ id: documentIds[0], pageCount: 4 }, { id: documentIds[1] }],
      signatures: [],
      dealer: { name: 'Brindley & Hart Cars Ltd', primaryColor: '#667eea' },
    });
    await scenario.customerCall('GET', `/api/sign/${token}`);

    const pdf = await scenario.customerCall('GET', `/api/sign/${token}/documents/${documentIds[0]}/download`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf')))).toBe(
      true,
    );
    expect(
      (await scenario.customerCall('GET', `/api/sign/${token}/documents/${otherDocumentId}/download`))
        .statusCode,
    ).toBe(404);

    const progress = { documentId: documentIds[0], pagesRead: 1, timeSpent: 30 };
    expect((await scenario.customerCall('POST', `/api/sign/${token}/progress`, progress)).statusCode).toBe(
      200,
    );
    await scenario.customerCall('POST', `/api/sign/${token}/progress`, progress);

    const early = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please sign every document before submitting.');

    for (const documentId of documentIds) {
      const signed = await scenario.customerCall('POST', `/api/sign/${token}/signature`, {
        documentId,
        signatureData: SIGNATURE,
        pageNumber: 1,
      });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const again = await scenario.customerCall('POST', `/api/sign/${token}/signature`, {
      documentId: documentIds[0],
      signatureData: SIGNATURE,
      pageNumber: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This document has already been signed.');

    const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'completed',
      signatures: [expect.anything(), expect.anything()],
    });
    const twice = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(twice.json().status).toBe('completed');

    // The signed copy leaves from the mail queue, after the submit has answered.
    const events = await eventually(async () => {
      const all = (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json() as {
        type: string;
        description: string;
        ipAddress: string;
        userAgent: string;
      }[];
      return all.at(-1)?.type === 'copy_mailed' && all;
    });
    expect(events.find((e) => e.type === 'signed')?.description).toMatch(/^Signed "/);
    expect(events.map((e) => e.type)).toEqual([
      'created',
      'mailed',
      'opened',
      'viewed',
      'signed',
      'signed',
      'submitted',
      'sealed',
      'copy_mailed',
    ]);
    expect(events.find((e) => e.type === 'opened')).toMatchObject({
      ipAddress: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (iPhone) Safari',
    });

    const notifications = (await scenario.dealerCall('GET', '/api/notifications')).json() as {
      type: string;
      message: string;
    }[];
    expect(notifications.map((n) => n.type)).toEqual(['customer_completed', 'customer_started']);
    const request = (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}`)).json();
    expect(request.status).toBe('completed');
  });

  it('refuses bad signatures with clear 4xx answers', async () => {
    const { token } = await sendRequest('aisha.two@example.co.uk');
    const sign = (body: object) =>
      scenario.customerCall('POST', `/api/sign/${token}/signature`, {
        documentId: documentIds[0],
        pageNumber: 1,
        ...body,
      });
    const cases: [string, object, number, RegExp][] = [
      ['JPEG', { signatureData: 'data:image/jpeg;base64,/9j/4AAQ' }, 400, /PNG image/],
      [
        'not a PNG',
        {
          signatureData: `data:image/png;base64,${Buffer.from('hello world, not a png at all!!!!!').toString('base64')}`,
        },
        400,
        /PNG image/,
      ],
      [
        'huge',
        { signatureData: pngDataUrl(Buffer.concat([makePng(400, 150), Buffer.alloc(400 * 1024)])) },
        400,
        /too large/,
      ],
      ['odd size', { signatureData: pngDataUrl(makePng(5000, 5)) }, 400, /pixels/],
      ['page beyond', { signatureData: SIGNATURE, pageNumber: 9 }, 400, /4 pages/],
      [
        'other document',
        { signatureData: SIGNATURE, documentId: otherDocumentId },
        404,
        /not part of this signing request/,
      ],
    ];
    for (const [name, body, status, message] of cases) {
      const res = await sign(body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().message, name).toMatch(message);
    }
    expect((await scenario.customerCall('GET', `/api/sign/${token}`)).json().signatures).toEqual([]);
  });

  it('lets the one customer decline with a reason: the request stops and the dealer is told at once', async () => {
    const { requestId, token } = await sendRequest('aisha.declines@example.co.uk');
    const [row] = await t.app.deps.db
      .select({ dealerId: signingRequests.dealerId })
      .from(signingRequests)
      .where(eq(signingRequests.id, requestId));
    // An endpoint that chose the event: its delivery is written with the decline, in the same transaction.
    const [endpoint] = await t.app.deps.db
      .insert(webhookEndpoints)
      .values({
        dealerId: row!.dealerId,
        url: 'https://hooks.example.com/d2s',
        events: ['request.declined'],
        secretSealed: 'not used here',
        secretPrefix: 'whsec_x',
        enabled: false,
      })
      .returning();
    await t.app.deps.db
      .update(webhookEndpoints)
      .set({ enabled: true, resumeAt: new Date(Date.now() + 3_600_000) })
      .where(eq(webhookEndpoints.id, endpoint!.id));
    await scenario.customerCall('GET', `/api/sign/${token}`);

    const declined = await scenario.customerCall('POST', `/api/sign/${token}/decline`, {
      reason: 'The part exchange value is wrong',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ declined: true });

    const request = (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}`)).json();
    expect(request.status).toBe('declined');
    const notifications = (await scenario.dealerCall('GET', '/api/notifications')).json() as {
      message: string;
      signingRequestId: string;
    }[];
    expect(notifications.find((n) => n.signingRequestId === requestId)?.message).toMatch(
      /Aisha Rahman declined to sign: "The part exchange value is wrong"\. The request has stopped\.$/,
    );
    const events = (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json() as {
      type: string;
      description: string;
    }[];
    expect(events.find((e) => e.type === 'declined')?.description).toBe(
      'Declined to sign by Aisha Rahman (Customer): "The part exchange value is wrong"',
    );
    const deliveries = await t.app.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(deliveries.map((d) => d.eventType)).toEqual(['request.declined']);

    // The link is closed now, in words for the customer; declining twice is refused.
    const reopened = await scenario.customerCall('GET', `/api/sign/${token}`);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json().message).toMatch(/^You declined to sign/);
    const again = await scenario.customerCall('POST', `/api/sign/${token}/decline`, { reason: null });
    expect(again.statusCode).toBe(410);
  });

  it('answers 404 to an invented link, and 410 to cancelled and expired ones', async () => {
    const invented = await scenario.customerCall('GET', `/api/sign/${'x'.repeat(43)}`);
    expect(invented.statusCode).toBe(404);
    expect(invented.json().message).toMatch(/not valid/);

    const cancelled = await sendRequest('aisha.three@example.co.uk');
    await scenario.dealerCall('POST', `/api/signing-requests/${cancelled.requestId}/cancel`);
    const res = await scenario.customerCall('GET', `/api/sign/${cancelled.token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/cancelled/);

    const expired = await sendRequest('aisha.four@example.co.uk');
    await t.app.deps.db
      .update(signingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingRequests.id, expired.requestId));
    const late = await scenario.customerCall('POST', `/api/sign/${expired.token}/signature`, {
      documentId: documentIds[0],
      signatureData: SIGNATURE,
      pageNumber: 1,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expired/);
    expect(
      (await scenario.dealerCall('GET', `/api/signing-requests/${expired.requestId}`)).json().status,
    ).toBe('expired');
  });

  it('two simultaneous submits complete the request once', async () => {
    const { requestId, token } = await sendRequest('aisha.five@example.co.uk');
    await scenario.signAll(token, documentIds);
    const [a, b] = await Promise.all([
      scenario.customerCall('POST', `/api/sign/${token}/submit`),
      scenario.customerCall('POST', `/api/sign/${token}/submit`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const events = (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json() as {
      type: string;
    }[];
    expect(events.filter((e) => e.type === 'submitted')).toHaveLength(1);
  });
});
