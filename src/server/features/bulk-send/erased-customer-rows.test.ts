// An erased customer leaves no trace in the dealer's bulk sends: not only the rows that made them (linked by
// id), but the rows that name them without a link — a preview never sent, a line skipped for a bad phone, a
// row still waiting in a send under way — which kept the name, e-mail and phone as the file gave them. A row
// not yet made is never made afterwards.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkSend } from '../../../shared/api/bulk-sends.ts';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { multipartBody } from '../../test/multipart.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { startSending } from './bulk-send.repo.ts';
import { runBulkSend } from './bulk-send.service.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  scenario = signingScenario(t, dealer);
}, 60_000);
afterAll(() => t.close());

async function preview(csv: string) {
  const body = await multipartBody([
    { field: 'file', name: 'list.csv', bytes: new TextEncoder().encode(csv), type: 'text/csv' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bulk-sends',
    payload: body.payload,
    headers: { ...body.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BulkSend;
}

const report = async (id: string) =>
  (await scenario.dealerCall('GET', `/api/bulk-sends/${id}`)).json() as BulkSend;

/** A blank agreement (its read-out customer cleared), as a dealer keeps one for bulk sends. */
async function template() {
  const id = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
  const doc = (await scenario.dealerCall('GET', `/api/documents/${id}`)).json();
  const saved = await scenario.dealerCall('PUT', `/api/documents/${id}`, {
    title: doc.title,
    documentType: doc.documentType,
    signatureRequired: true,
    extractedData: {
      customerName: null,
      vehicleRegistration: null,
      otherCustomers: [],
      signatureFields: doc.extractedData.signatureFields,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.app.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe("an erased customer in the dealer's bulk sends", () => {
  it('is taken out of rows never sent or still waiting, which are then never made', async () => {
    const dana = await scenario.addCustomer('Dana Price', 'Dana.Price@example.co.uk', {
      phone: '07700 900789',
    });
    // A preview never sent: her e-mail; her name (another case) with an old e-mail and a phone one digit
    // short; and someone else.
    const unsent = await preview(
      [
        'Name,Email,Mobile,Reg',
        'Dana Price,dana.price@example.co.uk,07700 900789,AB12 CDE',
        'DANA PRICE,old.dana@example.co.uk,07700 90078,',
        'Priya Shah,priya.erase@example.co.uk,,',
      ].join('\r\n'),
    );
    expect(unsent).toMatchObject({ good: 2, bad: 1 });
    // A send under way whose job has not reached her row: moved to sending, its job not yet run.
    const waiting = await preview(
      'Name,Email\r\nBen Okafor,ben.erase@example.co.uk\r\nDana Price,dana.price@example.co.uk',
    );
    const documentId = await template();
    const moved = await startSending(t.app.deps.db, dealer.id, waiting.id, {
      documentIds: [documentId],
      notes: null,
      sender: {
        actedBy: { person: 'Priya Shah', by: 'Priya Shah, Oakfield Motors' },
        siteId: null,
        ipAddress: '127.0.0.1',
        userAgent: null,
      },
    });
    expect(moved).toBe(true);

    const erased = await scenario.dealerCall('POST', `/api/customers/${dana}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().removed).toMatchObject({ customerRecord: 'deleted', bulkSendRows: 3 });

    const gone = {
      name: 'Erased customer',
      email: '',
      phone: '',
      registration: '',
      problems: ['The customer was erased'],
    };
    const afterUnsent = await report(unsent.id);
    expect(afterUnsent).toMatchObject({ status: 'preview', good: 1, bad: 2 });
    expect(afterUnsent.rows).toMatchObject([
      { line: 2, ...gone, outcome: null },
      { line: 3, ...gone, outcome: null },
      { line: 4, name: 'Priya Shah', email: 'priya.erase@example.co.uk', problems: [] },
    ]);
    const afterWaiting = await report(waiting.id);
    expect(afterWaiting.rows[1]).toMatchObject({
      ...gone,
      outcome: 'skipped',
      reason: 'The customer was erased',
    });
    for (const id of [unsent.id, waiting.id]) {
      const csv = (await scenario.dealerCall('GET', `/api/bulk-sends/${id}/report.csv`)).body;
      expect(`${JSON.stringify(await report(id))}\n${csv}`).not.toMatch(/dana|900789|9007 8/i);
    }

    // The waiting send goes on: Ben's request is made, hers is not, and she is not made a customer again.
    await runBulkSend(t.app.deps, waiting.id);
    expect(await report(waiting.id)).toMatchObject({ status: 'finished', created: 1, skipped: 1 });
    // The preview, sent now, makes Priya's request and skips both of hers with the erasure as the reason.
    const sent = await scenario.dealerCall('POST', `/api/bulk-sends/${unsent.id}/send`, {
      documentIds: [documentId],
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const done = await eventually(
      async () => {
        const now = await report(unsent.id);
        return now.status === 'finished' && now;
      },
      { what: 'the preview, sent, to finish' },
    );
    expect(done).toMatchObject({ created: 1, skipped: 2 });
    expect(done.rows.map((r) => r.reason)).toEqual([
      'The customer was erased',
      'The customer was erased',
      null,
    ]);
    expect(await count(sql`select count(*)::int as n from customers where email ilike '%dana%'`)).toBe(0);
  }, 120_000);
});
