import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkSend } from '../../../shared/api/bulk-sends.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { multipartBody } from '../../test/multipart.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { signedInAdmin } from '../../test/team.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let documentId: string;

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

async function upload(cookie: string, text: string | Uint8Array, name = 'customers.csv') {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const body = await multipartBody([{ field: 'file', name, bytes, type: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/bulk-sends',
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.app.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** A template: the fixture with its read-out customer cleared, as a dealer keeps a blank agreement. */
async function templateOf(cookie: string) {
  const id = await signingScenario(t, { cookie }).uploadFixture('HP-agreement-AMF-448120.pdf');
  const doc = (await call(cookie, 'GET', `/api/documents/${id}`)).json();
  const saved = await call(cookie, 'PUT', `/api/documents/${id}`, {
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

/** `good` customers, then five bad rows (one of each problem). */
function csvOf(good: number, tag: string) {
  const lines = ['\ufeffName,E-mail address,Mobile,Reg'];
  for (let i = 1; i <= good; i++)
    lines.push(
      `"Customer ${i}, ${tag}",c${i}.${tag}@example.co.uk,07700 9${String(i).padStart(5, '0')},AB12 CDE`,
    );
  lines.push(`,nameless.${tag}@example.co.uk,,`);
  lines.push('Bad Mail,not-an-email,,');
  lines.push(`Bad Phone,phone.${tag}@example.co.uk,12345,`);
  lines.push(`Bad Reg,reg.${tag}@example.co.uk,,NOT A REG`);
  lines.push(`Twice,c1.${tag}@example.co.uk,,`);
  return lines.join('\r\n');
}

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  documentId = await templateOf(dealer.cookie);
});
afterAll(() => t.close());

describe('bulk send', () => {
  it('refuses what is not a CSV, too big or too long with a clear 4xx, and keeps nothing', async () => {
    const xlsx = await upload(dealer.cookie, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'list.xlsx');
    expect(xlsx.statusCode).toBe(415);
    expect(xlsx.json().message).toMatch(/an Excel workbook.*not a CSV/);
    const big = await upload(dealer.cookie, `name,email\n${'x,y@example.co.uk\n'.repeat(70_000)}`);
    expect(big.statusCode).toBe(413);
    const long = await upload(
      dealer.cookie,
      ['name,email', ...Array.from({ length: 501 }, (_, i) => `C,c${i}@example.co.uk`)].join('\n'),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 500');
    const noHeader = await upload(dealer.cookie, 'Priya Shah,priya@example.co.uk\n');
    expect(noHeader.json()).toMatchObject({ code: 'BAD_CSV' });
    const notMultipart = await call(dealer.cookie, 'POST', '/api/bulk-sends', { csv: 'name,email' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await count(sql`select count(*)::int as n from bulk_sends`)).toBe(0);
  });

  it('the preview lists every row with its problems and makes no customer; the plan is checked for the whole batch first', async () => {
    const res = await upload(dealer.cookie, csvOf(60, 'basic'));
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json() as BulkSend;
    expect(preview).toMatchObject({ status: 'preview', total: 65, good: 60, bad: 5, created: 0 });
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      name: 'Customer 1, basic',
      registration: 'AB12CDE',
      problems: [],
    });
    expect(preview.rows.slice(60).map((r) => r.problems)).toEqual([
      ['Name is missing'],
      ['“not-an-email” is not a valid e-mail address'],
      ['“12345” is not a UK phone number'],
      ['“NOT A REG” is not a UK registration'],
      ['Duplicate: the same e-mail as line 2'],
    ]);
    expect(await count(sql`select count(*)::int as n from customers`)).toBe(0);

    // Basic allows 50 documents a month: 60 rows are refused whole, before any is made.
    const refused = await call(dealer.cookie, 'POST', `/api/bulk-sends/${preview.id}/send`, {
      documentIds: [documentId],
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'Your Basic plan includes 50 documents a month; 0 have been sent this month, so these 60 documents cannot be sent until next month. Ask us to move your dealership to Professional for more.',
    });
    expect((await call(dealer.cookie, 'GET', `/api/bulk-sends/${preview.id}`)).json().status).toBe('preview');
    expect(await count(sql`select count(*)::int as n from signing_requests`)).toBe(0);
    // Another dealer's send is not found.
    const other = await registerDealer(t.app);
    expect((await call(other.cookie, 'GET', `/api/bulk-sends/${preview.id}`)).statusCode).toBe(404);
    expect(
      (await call(other.cookie, 'POST', `/api/bulk-sends/${preview.id}/send`, { documentIds: [documentId] }))
        .statusCode,
    ).toBe(404);
  });

  it('200 good rows make 200 requests, each with its customer and queued e-mail; bad rows are reported; sending twice is refused', async () => {
    const admin = await signedInAdmin(t);
    await call(admin, 'PUT', `/api/admin/dealers/${dealer.id}/plan`, { plan: 'enterprise' });
    // A customer the dealer already has is found by e-mail (any case), not made again.
    const existing = await call(dealer.cookie, 'POST', '/api/customers', {
      name: 'Customer 7 as kept',
      email: 'C7.Batch@example.co.uk',
      phone: '07700 900777',
      postcode: 'B33 8TH',
    });
    const preview = (await upload(dealer.cookie, csvOf(200, 'batch'))).json() as BulkSend;
    const started = Date.now();
    const sent = await call(dealer.cookie, 'POST', `/api/bulk-sends/${preview.id}/send`, {
      documentIds: [documentId],
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().status).toMatch(/sending|finished/);
    const twice = await call(dealer.cookie, 'POST', `/api/bulk-sends/${preview.id}/send`, {
      documentIds: [documentId],
    });
    expect(twice.statusCode).toBe(409);

    const report = await eventually(
      async () => {
        const now = (await call(dealer.cookie, 'GET', `/api/bulk-sends/${preview.id}`)).json() as BulkSend;
        return now.status === 'finished' && now;
      },
      { timeoutMs: 150_000, what: 'the bulk send to finish' },
    );
    const batchMs = Date.now() - started;
    // The floor, measured in the same run on the same machine: Send's own path, one customer at a time.
    const single = Date.now();
    for (let i = 0; i < 5; i++) {
      const customer = await call(dealer.cookie, 'POST', '/api/customers', {
        name: `Single ${i}`,
        email: `single${i}@example.co.uk`,
        postcode: 'B33 8TH',
        inline: true,
      });
      const made = await call(dealer.cookie, 'POST', '/api/signing-requests', {
        customerId: customer.json().id,
        documentIds: [documentId],
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const singleMs = (Date.now() - single) / 5;
    console.log(
      `bulk send: 200 rows in ${batchMs} ms (${(batchMs / 200).toFixed(1)} ms a row); Send's own path on this machine now: ${singleMs.toFixed(1)} ms a request`,
    );
    expect(report).toMatchObject({ created: 200, skipped: 5 });
    expect(report.rows.filter((r) => r.outcome === 'skipped').map((r) => r.reason)).toEqual([
      'Name is missing',
      '“not-an-email” is not a valid e-mail address',
      '“12345” is not a UK phone number',
      '“NOT A REG” is not a UK registration',
      'Duplicate: the same e-mail as line 2',
    ]);
    expect(report.rows.find((r) => r.line === 8)!.customerId).toBe(existing.json().id);

    const batchRequests = sql`select r.id from signing_requests r join bulk_send_rows b on b.request_id = r.id
      where b.bulk_send_id = ${preview.id}`;
    // None half-made: every created row has its customer and request, every request its e-mail queued
    // (the delivery log) and its history; no bad row's address became a customer.
    expect(await count(sql`select count(*)::int as n from (${batchRequests}) x`)).toBe(200);
    expect(
      await count(sql`select count(distinct signing_request_id)::int as n from mail_deliveries
        where template = 'signing_request' and signing_request_id in (${batchRequests})`),
    ).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from signing_events
        where type = 'created' and request_id in (${batchRequests}) and detail->>'by' = 'Priya Shah, Oakfield Motors'`),
    ).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from customers c
      where c.email like '%.batch@example.co.uk' and not exists
        (select 1 from signing_requests r where r.customer_id = c.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from customers
      where email in ('nameless.batch@example.co.uk', 'phone.batch@example.co.uk', 'reg.batch@example.co.uk')`),
    ).toBe(0);

    const csv = await call(dealer.cookie, 'GET', `/api/bulk-sends/${preview.id}/report.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('customers report.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(206);
    expect(lines[1]).toMatch(
      /^2,"Customer 1, batch",c1\.batch@example\.co\.uk,07700 900001,AB12CDE,created,,http:\/\/localhost:5000\/dashboard\/requests\?request=[0-9a-f-]{36}$/,
    );
    expect(lines[205]).toBe(
      '206,Twice,c1.batch@example.co.uk,,,skipped,Duplicate: the same e-mail as line 2,',
    );
  }, 240_000);
});
