// Bulk send: on a 360 px phone the dealer opens Bulk send from the Requests tab, uploads a CSV of
// 205 customers (200 good, 5 deliberately bad), sees the bad rows in the preview with their problems, ticks a
// document and sends; the report says 200 made and 5 skipped. Checked through the API: 200 requests, each
// with its customer and its e-mail queued, no customer for a bad row, and the report as CSV.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Api, apiOf, FIXTURES, signInApi } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const SHOTS = process.env.E2E_SHOTS_DIR;
const GOOD = 200;

function customersCsv() {
  const lines = ['\ufeffCustomer Name,Email Address,Mobile,Vehicle Registration'];
  for (let i = 1; i <= GOOD; i++) {
    // Every tenth name holds a comma, so it is quoted as a spreadsheet writes it.
    const name = i % 10 === 0 ? `"Walker, Sam ${i}"` : `Sam Walker ${i}`;
    lines.push(
      `${name},sam${i}@example.co.uk,07700 9${String(i).padStart(5, '0')},AB${String((i % 90) + 10)} CDE`,
    );
    if (i === 50) lines.push(',nameless@example.co.uk,,');
    if (i === 100) lines.push('Bad Mail,sam.at.example.co.uk,,');
    if (i === 150) lines.push('Bad Phone,badphone@example.co.uk,12345,');
  }
  lines.push('Bad Reg,badreg@example.co.uk,,NOT A REG');
  lines.push('Sam Again,SAM7@example.co.uk,,');
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** A template: the fixture with its read-out customer cleared, as a dealer keeps a blank agreement. */
async function uploadTemplate(api: Api) {
  const form = new FormData();
  const file = 'HP-agreement-AMF-448120.pdf';
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, file))]), file);
  const { document } = await api<{ document: { id: string } }>('POST', '/api/documents/upload', form);
  const doc = await api<{
    title: string;
    documentType: string;
    extractedData: { signatureFields: unknown[] };
  }>('GET', `/api/documents/${document.id}`);
  await api('PUT', `/api/documents/${document.id}`, {
    title: 'Hire-Purchase Agreement (template)',
    documentType: doc.documentType,
    signatureRequired: true,
    extractedData: {
      customerName: null,
      vehicleRegistration: null,
      otherCustomers: [],
      signatureFields: doc.extractedData.signatureFields,
    },
  });
}

describe('Bulk send', () => {
  it('a 205-row CSV: the preview shows the 5 bad rows, sending makes 200 requests with their e-mails', async () => {
    const started = Date.now();
    const phone = await journey.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await registerInBrowser(page, journey.server.url, {
      dealershipName: 'Oakfield Motors',
      firstName: 'Olivia',
      lastName: 'Grant',
      email: 'olivia@oakfield.test',
      password: 'a long enough password',
    });
    const dealer = await apiOf(phone, journey.server.url);
    const me = await dealer<{ id: string }>('GET', '/api/auth/user');
    // Basic's 50 documents a month would refuse 200 (checked whole, before anything is made): Enterprise.
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    await admin('PUT', `/api/admin/dealers/${me.id}/plan`, { plan: 'enterprise' });
    await uploadTemplate(dealer);

    await page.goto(`${journey.server.url}/dashboard/requests`);
    await page.getByRole('link', { name: 'Bulk send' }).click();
    await page.getByRole('heading', { name: 'Bulk send' }).waitFor();
    // A workbook instead of its CSV: refused with what to do, and the dealer tries again.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'november-customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page
      .getByRole('alert')
      .getByText(/Excel workbook.*Save As/)
      .waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bulk-send-refused-360.png`, fullPage: true });
    await page.getByLabel('CSV file').setInputFiles({
      name: 'november-customers.csv',
      mimeType: 'text/csv',
      buffer: customersCsv(),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const summary = page.getByTestId('bulk-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('205 rows: 200 ready to send, 5 with problems');
    const bad = page.locator('section', {
      has: page.getByRole('heading', { name: 'Rows with problems (5)' }),
    });
    for (const problem of [
      'Name is missing',
      '“sam.at.example.co.uk” is not a valid e-mail address',
      '“12345” is not a UK phone number',
      '“NOT A REG” is not a UK registration',
      'Duplicate: the same e-mail as line 8',
    ])
      await bad.getByText(problem).waitFor();
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noSideways).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bulk-send-preview-360.png`, fullPage: true });
    // Nothing is made by the preview.
    expect(await dealer<unknown[]>('GET', '/api/customers')).toEqual([]);

    await page.getByLabel(/Hire-Purchase Agreement \(template\)/).check();
    await page.getByRole('button', { name: 'Send to 200 customers · 1 document' }).click();
    const report = page.getByTestId('bulk-report');
    await report.waitFor({ timeout: 90_000 });
    expect(await report.textContent()).toContain('Created 200 signing requests; skipped 5 rows.');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/bulk-send-report-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${SHOTS}/bulk-send-report-1280.png`, fullPage: true });
    }

    // The report, row by row, through the API.
    const id = new URL(page.url()).searchParams.get('id')!;
    type Row = {
      line: number;
      email: string;
      outcome: string;
      reason: string | null;
      customerId: string | null;
      requestId: string | null;
    };
    const send = await dealer<{ created: number; skipped: number; rows: Row[] }>(
      'GET',
      `/api/bulk-sends/${id}`,
    );
    expect(send).toMatchObject({ created: GOOD, skipped: 5 });
    const made = send.rows.filter((r) => r.outcome === 'created');
    expect(made.every((r) => r.customerId && r.requestId)).toBe(true);
    expect(
      send.rows
        .filter((r) => r.outcome === 'skipped')
        .every((r) => !r.customerId && !r.requestId && r.reason),
    ).toBe(true);

    // 200 requests, none half-made: each has its customer, and its invitation in the delivery log.
    type Request = {
      id: string;
      customerId: string;
      customer: { email: string };
      delivery: { status: string } | null;
    };
    const requests = await dealer<Request[]>('GET', '/api/signing-requests?limit=500');
    expect(requests).toHaveLength(GOOD);
    expect(new Set(requests.map((r) => r.id))).toEqual(new Set(made.map((r) => r.requestId)));
    expect(requests.filter((r) => r.delivery === null)).toEqual([]);
    const customers = await dealer<{ id: string; email: string }[]>('GET', '/api/customers?limit=500');
    expect(customers).toHaveLength(GOOD);
    expect(new Set(customers.map((c) => c.id))).toEqual(new Set(requests.map((r) => r.customerId)));
    for (const address of ['nameless@example.co.uk', 'badphone@example.co.uk', 'badreg@example.co.uk'])
      expect(customers.some((c) => c.email === address)).toBe(false);

    const csv = await fetch(`${journey.server.url}/api/bulk-sends/${id}/report.csv`, {
      headers: { cookie: (await phone.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(206);
    expect(lines.filter((l) => l.includes(',created,'))).toHaveLength(GOOD);
    console.log(`bulk-send journey: ${Date.now() - started} ms`);
    await phone.close();
    // 200 requests made and mailed through the queue: over 120 s on a busy two-core CI host.
  }, 240_000);
});
