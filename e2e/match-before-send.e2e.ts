// The right documents to the right customer. A dealer holding documents read out for two
// customers sends to one; the other's document is flagged, unticked, and asks before it goes. Resend ticks
// only this customer's documents; cancelling asks first. And the signing e-mail's logo loads in a page of
// another origin, as it does in a webmail client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const DEALER = {
  email: 'sales@brindleyhart.test',
  password: 'a long enough password',
  dealershipName: 'Brindley & Hart Cars Ltd',
  firstName: 'Sam',
  lastName: 'Hart',
};
const AISHA = 'Aisha Rahman';
const HP = 'Hire-Purchase Agreement AMF-448120'; // read out for Aisha Rahman, BF21KHW
const INVOICE = 'Invoice MP-INV-21887'; // read out for Bethany Crowther, WU22RZN

const journey = setUpJourney({ admin: true });
let desk: BrowserContext;
let dealer: Api;
let admin: Api;
let invoiceId: string;

type Request = { id: string; status: string; customer: { name: string }; documents: { title: string }[] };

// Radix also copies a toast into a screen-reader announcement, so the text appears twice.
const toastSaying = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

async function logoPng() {
  const canvas = createCanvas(600, 150);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0f5132';
  ctx.fillRect(0, 0, 600, 150);
  return canvas.encode('png');
}

beforeAll(async () => {
  const { server, browser } = journey;
  desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await desk.newPage();
  await registerInBrowser(page, server.url, DEALER);
  await page.close();
  dealer = await apiOf(desk, server.url);
  admin = await signInApi(server.url, ADMIN.email, ADMIN.password);

  const logo = new FormData();
  logo.append('logo', new Blob([new Uint8Array(await logoPng())], { type: 'image/png' }), 'logo.png');
  await dealer('POST', '/api/dealer/logo', logo);

  await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf');
  invoiceId = (await uploadFixture(dealer, 'Invoice-Sale-Agreement-MP-INV-21887.docx')).id;
  // The journey rests on what was read out: say so plainly if the extractor ever stops finding it.
  const invoice = await dealer<{ extractedData: { customerName: string | null } }>(
    'GET',
    `/api/documents/${invoiceId}`,
  );
  expect(invoice.extractedData.customerName).toBe('Bethany Crowther');
  for (const [name, email, registration] of [
    [AISHA, 'aisha@example.co.uk', 'BF21 KHW'],
    ['Bethany Crowther', 'bethany@example.co.uk', 'WU22 RZN'],
  ]) {
    await dealer('POST', '/api/customers', {
      name,
      email,
      phone: '07700 900123',
      postcode: 'B33 8TH',
      vehicleRegistration: registration,
    });
  }
}, 180_000);

afterAll(async () => {
  await desk?.close();
});

describe('match before sending', () => {
  it('Create Request ticks only the customer’s own document, flags the other and asks before it goes', async () => {
    const page = await desk.newPage();
    await page.goto(`${journey.server.url}/dashboard/requests`);
    await page.getByRole('button', { name: 'Create Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Signing Request' });
    await dialog.getByRole('radio', { name: new RegExp(AISHA) }).check();

    const hp = dialog.getByRole('checkbox', { name: new RegExp(HP) });
    const invoice = dialog.getByRole('checkbox', { name: new RegExp(INVOICE) });
    await expect.poll(() => hp.isChecked()).toBe(true);
    expect(await invoice.isChecked()).toBe(false);
    await dialog.getByText('Another customer: Bethany Crowther (WU22RZN)').waitFor();
    await dialog.getByText('For Aisha Rahman (BF21KHW)').waitFor();

    // Ticking the other customer's document asks, naming the mismatch; "Cancel" leaves it unticked.
    await invoice.click();
    const question = page.getByRole('alertdialog', { name: 'Send another customer’s document?' });
    await question.getByText('This document names Bethany Crowther (WU22RZN), not Aisha Rahman.').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await invoice.isChecked()).toBe(false);

    await invoice.click();
    await question.getByRole('button', { name: 'Include it anyway' }).click();
    await expect.poll(() => invoice.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await toastSaying(page, 'Signing Request Created');

    const [request] = await dealer<Request[]>('GET', '/api/signing-requests');
    expect(request?.customer.name).toBe(AISHA);
    expect(request?.documents.map((d) => d.title).sort()).toEqual([HP, INVOICE]);
    await page.close();
  });

  it('the API refuses the same send when the dealer has not confirmed it', async () => {
    const customers = await dealer<{ id: string; name: string }[]>('GET', '/api/customers');
    const aisha = customers.find((c) => c.name === AISHA)!;
    const res = await fetch(`${journey.server.url}/api/signing-requests`, {
      method: 'POST',
      headers: {
        origin: journey.server.url,
        'content-type': 'application/json',
        cookie: (await desk.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
      },
      body: JSON.stringify({ customerId: aisha.id, documentIds: [invoiceId] }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(
      'names Bethany Crowther (WU22RZN), not Aisha Rahman.',
    );
  });

  it('Resend ticks only this customer’s documents, even after a request that held another’s', async () => {
    const page = await desk.newPage();
    await page.goto(`${journey.server.url}/dashboard/customers`);
    await page.getByRole('button', { name: `Resend to ${AISHA}` }).click();
    const dialog = page.getByRole('dialog', { name: `Resend documents to ${AISHA}` });
    const hp = dialog.getByRole('checkbox', { name: new RegExp(HP) });
    const invoice = dialog.getByRole('checkbox', { name: new RegExp(INVOICE) });
    await expect.poll(() => hp.isChecked()).toBe(true);
    expect(await invoice.isChecked()).toBe(false);
    await dialog.getByText('Another customer: Bethany Crowther (WU22RZN)').waitFor();
    await dialog.getByRole('button', { name: 'Send 1 document' }).click();
    await toastSaying(page, 'Documents Resent');
    const [latest] = await dealer<Request[]>('GET', '/api/signing-requests');
    expect(latest?.documents.map((d) => d.title)).toEqual([HP]);

    // Bethany's Resend is the other way round.
    await page.getByRole('button', { name: 'Resend to Bethany Crowther' }).click();
    const hers = page.getByRole('dialog', { name: 'Resend documents to Bethany Crowther' });
    await expect.poll(() => hers.getByRole('checkbox', { name: new RegExp(INVOICE) }).isChecked()).toBe(true);
    expect(await hers.getByRole('checkbox', { name: new RegExp(HP) }).isChecked()).toBe(false);
    await hers.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.close();
  });

  it('the send page, opened from a document card, warns and asks before sending another customer’s document', async () => {
    const page = await desk.newPage();
    await page.goto(`${journey.server.url}/documents`);
    await page.getByRole('link', { name: 'Send for signing' }).nth(0).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: INVOICE });
    await card.getByRole('link', { name: 'Send for signing' }).click();
    await page.waitForURL(`${journey.server.url}/documents/${invoiceId}/send`);
    const summary = page.getByRole('region', { name: 'Document summary' });
    await summary.getByText('Bethany Crowther (WU22RZN)').waitFor();

    // "Create customer from this document" starts the form from the read-out.
    await page.getByRole('button', { name: 'Create customer from this document' }).click();
    const form = page.getByRole('form', { name: 'New customer' });
    expect(await form.getByLabel('Name').inputValue()).toBe('Bethany Crowther');
    expect(await form.getByLabel('Vehicle registration').inputValue()).toBe('WU22 RZN');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('radio', { name: new RegExp(AISHA) }).check();
    await page
      .getByText('This document names Bethany Crowther (WU22RZN), not Aisha Rahman.')
      .first()
      .waitFor();
    const before = (await dealer<Request[]>('GET', '/api/signing-requests')).length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Send another customer’s document?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await dealer<Request[]>('GET', '/api/signing-requests')).toHaveLength(before);

    // Bethany's own document goes without a question.
    await page.getByRole('radio', { name: /Bethany Crowther/ }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toastSaying(page, 'Document Sent');
    await page.waitForURL(/\/dashboard\/requests\?request=[\w-]+$/);
    await page.close();
  });

  it('cancelling a request asks first', async () => {
    const page = await desk.newPage();
    await page.goto(`${journey.server.url}/dashboard/requests`);
    const [latest] = await dealer<Request[]>('GET', '/api/signing-requests');
    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    const question = page.getByRole('alertdialog', { name: 'Cancel this signing request?' });
    await question.getByText('signing link will stop working at once').waitFor();
    await question.getByRole('button', { name: 'Keep it' }).click();
    await question.waitFor({ state: 'hidden' });
    expect((await dealer<Request>('GET', `/api/signing-requests/${latest!.id}`)).status).toBe('sent');

    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await question.getByRole('button', { name: 'Cancel request' }).click();
    await toastSaying(page, 'Request Cancelled');
    expect((await dealer<Request>('GET', `/api/signing-requests/${latest!.id}`)).status).toBe('cancelled');
    await page.close();
  });
});

describe('the signing e-mail’s logo', () => {
  let mailSite: Server;
  afterAll(() => new Promise<void>((resolve) => (mailSite ? mailSite.close(() => resolve()) : resolve())));

  it('loads in a page of another origin (as in a webmail client), with the dealership’s name as alt', async () => {
    const outbox = await admin<(OutboxMail & { to: string })[]>('GET', '/api/admin/outbox');
    const mail = outbox.find((m) => m.to === 'aisha@example.co.uk' && m.subject.startsWith('Please sign'));
    expect(mail?.html).toBeTruthy();
    // A second little site on another port and host name: another origin and another site than the app.
    mailSite = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(mail!.html),
    );
    await new Promise<void>((resolve) => mailSite.listen(0, '127.0.0.1', resolve));
    const { port } = mailSite.address() as AddressInfo;

    const page = await journey.browser.newPage();
    const blocked: string[] = [];
    page.on('requestfailed', (r) => blocked.push(`${r.url()} ${r.failure()?.errorText}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    const logo = page.getByRole('img', { name: DEALER.dealershipName });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toMatch(/^http:\/\/localhost:\d+\/api\/branding\/.+\/logo\.png/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(blocked).toEqual([]);
    await page.close();
  });
});
