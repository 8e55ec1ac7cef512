// How far a customer's erasure and deletion reach: a joint hirer (named by a request through
// request_signers, not as its customer) is listed, searched, deleted, exported and erased like a first
// hirer, never with a 5xx; and erasure also takes the customer out of the dealer's notices, webhook log and bulk sends, and
// names the dealer's files filed under them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { uploadDealerFile } from '../../test/dealer-file-upload.ts';
import { eventually } from '../../test/eventually.ts';
import { JOINT_HP_HIRERS, jointHirePurchase } from '../../test/joint-hire-purchase.ts';
import { makePdf } from '../../test/media-fixtures.ts';
import { multipartBody } from '../../test/multipart.ts';
import { readZip } from '../../test/read-zip.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;
let aisha: string;
let ben: string;

beforeAll(async () => {
  // The webhook endpoint below is on this machine (nothing answers there).
  t = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
  dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  ({ documentId, aisha, ben } = await jointHirePurchase(scenario, JOINT_HP_HIRERS, 'reach'));
}, 60_000);
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.app.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

const jointRequest = async (first: string, second: string) => {
  const created = await scenario.dealerCall('POST', '/api/signing-requests', {
    documentIds: [documentId],
    mismatchConfirmed: true,
    signers: [
      { customerId: first, role: 'customer' },
      { customerId: second, role: 'customer' },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
};

/** A warranty certificate with its read-out customer cleared, as a dealer keeps one for a bulk send. */
async function blankTemplate() {
  const id = await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
  const doc = (await scenario.dealerCall('GET', `/api/documents/${id}`)).json();
  const saved = await scenario.dealerCall('PUT', `/api/documents/${id}`, {
    title: doc.title,
    documentType: doc.documentType,
    signatureRequired: true,
    extractedData: {
      ...doc.extractedData,
      customerName: null,
      vehicleRegistration: null,
      otherCustomers: [],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

/** A driving licence's copy in the dealer's Files, filed under the customer (or only naming them). */
async function fileUnder(customer: { id: string } | { name: string }) {
  const res = await uploadDealerFile(
    t,
    dealer.cookie,
    {
      fileType: 'driving_license',
      filePassword: 'licence-copy-2026',
      ...('id' in customer ? { customerId: customer.id } : { customerName: customer.name }),
    },
    { name: 'driving-licence.pdf', bytes: makePdf('licence') },
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe('a joint hirer', () => {
  it('is listed, found and exported with the requests they sign beside another customer, and deleting them archives, never a 5xx', async () => {
    const id = await jointRequest(aisha, ben);
    // Listed under him and found by his name, as under and by hers.
    const ids = async (query: string) =>
      ((await scenario.dealerCall('GET', `/api/signing-requests?${query}`)).json() as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await ids(`customerId=${ben}`)).toContain(id);
    expect(await ids('q=Ben%20Okafor')).toContain(id);
    expect(await ids('q=ben.reach%40example')).toContain(id);
    expect(await ids(`customerId=${aisha}`)).toContain(id);
    const exported = readZip((await scenario.dealerCall('GET', `/api/customers/${ben}/export`)).rawPayload);
    expect([...exported.keys()]).toContain(`requests/${id}/request.json`);

    // Named by an open request: archived, as a first hirer would be (the request keeps its signer).
    const removed = await scenario.dealerCall('DELETE', `/api/customers/${ben}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().archived).toBe(true);
    expect((await scenario.dealerCall('GET', `/api/signing-requests/${id}`)).statusCode).toBe(200);
  });

  it('is erased with the requests naming them that nothing keeps, their record going last', async () => {
    const carl = await scenario.addCustomer('Carl Jennings', 'carl.reach@example.co.uk', {
      phone: '07700 900456',
    });
    const id = await jointRequest(aisha, carl);
    const erased = await scenario.dealerCall('POST', `/api/customers/${carl}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      message: 'Customer erased: nothing is kept.',
      removed: { customerRecord: 'deleted', signingRequests: 1 },
    });
    expect((await scenario.dealerCall('GET', `/api/signing-requests/${id}`)).statusCode).toBe(404);
    expect((await scenario.dealerCall('GET', `/api/customers/${carl}`)).statusCode).toBe(404);
  });
});

describe('an erasure', () => {
  it('takes the customer out of notices, the webhook log and bulk sends, and names the files filed under them', async () => {
    const endpoint = await scenario.dealerCall('POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      events: ['request.sent', 'request.opened'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const csv = 'Name,E-mail address,Mobile,Reg\r\nDana Price,dana.reach@example.co.uk,07700 900789,AB12 CDE';
    const upload = await multipartBody([
      { field: 'file', name: 'list.csv', bytes: new TextEncoder().encode(csv), type: 'text/csv' },
    ]);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-sends',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const bulkId = preview.json().id as string;
    const template = await blankTemplate();
    const sent = await scenario.dealerCall('POST', `/api/bulk-sends/${bulkId}/send`, {
      documentIds: [template],
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const dana = await eventually(
      async () => {
        const report = (await scenario.dealerCall('GET', `/api/bulk-sends/${bulkId}`)).json();
        return report.status === 'finished' && (report.rows[0].customerId as string);
      },
      { what: 'the bulk send to finish' },
    );
    // She opens her link: the dealer is told, and the webhook log reports it.
    const mail = await eventually(
      async () => (await listOutbox(t.app.deps.db, 50)).find((m) => m.to === 'dana.reach@example.co.uk'),
      { what: 'her invitation' },
    );
    const token = mail.text.match(/\/sign\/([\w-]+)/)![1]!;
    expect((await scenario.customerCall('GET', `/api/sign/${token}`)).statusCode).toBe(200);
    const notices = () =>
      count(sql`select count(*)::int as n from notifications where message like '%Dana Price%'`);
    const deliveries = () =>
      count(sql`select count(*)::int as n from webhook_deliveries where payload::text like '%dana.reach%'`);
    expect(await notices()).toBeGreaterThan(0);
    expect(await deliveries()).toBeGreaterThan(0);
    await fileUnder({ id: dana });
    await fileUnder({ name: ' dana price' });

    const erased = await scenario.dealerCall('POST', `/api/customers/${dana}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      removed: { customerRecord: 'deleted', signingRequests: 1, bulkSendRows: 1 },
      kept: { dealerFiles: 2 },
    });
    expect(erased.json().removed.webhookDeliveries).toBeGreaterThan(0);
    expect(erased.json().message).toBe(
      'Customer erased: nothing is kept. 2 files in Files belong to this customer (ID photos, videos, documents) and are left as they are: delete them there unless you must keep them.',
    );
    expect(await notices()).toBe(0);
    expect(await deliveries()).toBe(0);
    const report = (await scenario.dealerCall('GET', `/api/bulk-sends/${bulkId}`)).json();
    expect(report.rows[0]).toMatchObject({ name: 'Erased customer', email: '', phone: '', registration: '' });
    expect(JSON.stringify(report)).not.toContain('dana.reach');
    // The template her request used names nobody: it stays in the library.
    expect(erased.json().removed.documents).toBe(0);
    expect((await scenario.dealerCall('GET', `/api/documents/${template}`)).statusCode).toBe(200);
  });

  it('takes the documents made for the customer that nothing else uses, and leaves the library', async () => {
    const rajinder = await scenario.addCustomer('Rajinder Sandhu', 'rajinder.reach@example.co.uk', {
      phone: '07700 900321',
      postcode: 'WR1 1AA',
    });
    // His service plan (read out for him), sent and then deleted from the library: archived, kept for the request.
    const plan = await scenario.uploadFixture('Service-Plan-Agreement-MPC-SP-2291.pdf');
    // A library document read out for someone else (the joint agreement, with its second hirer's place, cannot
    // go to one customer).
    const library = await scenario.uploadFixture('PCP-Credit-Agreement-NVC-90314.pdf');
    const sent = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: rajinder,
      documentIds: [plan, library],
      mismatchConfirmed: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await scenario.dealerCall('DELETE', `/api/documents/${plan}`)).statusCode).toBe(200);
    const files = (
      (await t.app.deps.db.execute(
        sql`select original_key, pdf_key from documents where id = ${plan}`,
      )) as unknown as { rows: { original_key: string; pdf_key: string }[] }
    ).rows[0]!;

    const erased = await scenario.dealerCall('POST', `/api/customers/${rajinder}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().removed).toMatchObject({ signingRequests: 1, documents: 1 });
    expect(await count(sql`select count(*)::int as n from documents where id = ${plan}`)).toBe(0);
    expect(await t.app.deps.storage.size(files.original_key)).toBeNull();
    expect(await t.app.deps.storage.size(files.pdf_key)).toBeNull();
    // The credit agreement, read out for another customer and still in the library, stays.
    expect((await scenario.dealerCall('GET', `/api/documents/${library}`)).statusCode).toBe(200);
  });
});
