import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { registerInBrowser } from './support/dealer.ts';
import { checkLayout } from './support/layout-check.ts';
import {
  ADMIN,
  newDataDirWithAdmin,
  type RunningServer,
  removeDataDir,
  startServer,
} from './support/server.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../src/server/test/documents/open-set');
const DEALER = {
  email: 'sales@kingsway.test',
  password: 'a long enough password',
  dealershipName: 'Kingsway Vehicles Ltd',
  firstName: 'Kim',
  lastName: 'Vance',
};
const FILE = 'HP-agreement-AMF-448120.pdf';
const TITLE = 'Hire-Purchase Agreement AMF-448120'; // the PDF's own Title

type Api = <T>(method: string, pathname: string, body?: object | FormData) => Promise<T>;
type OutboxMail = { to: string; replyTo: string | null; subject: string; text: string };

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let desk: BrowserContext;
let dealer: Api;
let admin: Api;
let documentId: string;

function apiWithCookie(cookie: string): Api {
  return async <T>(method: string, pathname: string, body?: object | FormData): Promise<T> => {
    const res = await fetch(`${server.url}${pathname}`, {
      method,
      headers: {
        origin: server.url,
        cookie,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** An API client carrying a session cookie (the admin reads the outbox with it). */
async function signIn(email: string, password: string): Promise<Api> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return apiWithCookie(res.headers.getSetCookie()[0]!.split(';')[0]!);
}

const mailsTo = async (email: string) =>
  (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).filter((m) => m.to === email);
// Radix also copies a toast into a screen-reader announcement, so the text appears twice.
const toastSaying = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

beforeAll(async () => {
  dataDir = await newDataDirWithAdmin();
  server = await startServer(dataDir);
  browser = await launchBrowser();
  // The dealer registers in the browser; the same session cookie drives the API set-up.
  desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await desk.newPage();
  await registerInBrowser(page, server.url, DEALER);
  await page.close();
  const session = (await desk.cookies()).find((c) => c.name.endsWith('session_token'))!;
  dealer = apiWithCookie(`${session.name}=${session.value}`);
  admin = await signIn(ADMIN.email, ADMIN.password);

  const form = new FormData();
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, FILE))]), FILE);
  documentId = (await dealer<{ document: { id: string } }>('POST', '/api/documents/upload', form)).document
    .id;
  await dealer('POST', '/api/customers', {
    name: 'Aisha Rahman',
    email: 'aisha@example.co.uk',
    phone: '07700 900123',
    postcode: 'B33 8TH',
    vehicleRegistration: 'BF21 KHW',
  });
  await dealer('POST', '/api/customers', {
    name: 'Owen Price',
    email: 'owen@example.co.uk',
    phone: '07700 900456',
    postcode: 'CF10 1EP',
    vehicleRegistration: 'CA19 PXO',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

describe('send a document for signature', () => {
  it('on a phone: finds a customer by registration in lower case, sends, and the invitation is mailed', async () => {
    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      storageState: await desk.storageState(),
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/documents/${documentId}/send`);
    await page.getByRole('heading', { name: 'Send for Signature' }).waitFor();
    const summary = page.getByRole('region', { name: 'Document summary' });
    await summary.getByText('Credit Agreement').waitFor();
    expect(await summary.getByText('4', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Email subject').inputValue()).toBe(`Please sign: ${TITLE}`);
    expect(await page.getByLabel('Message').inputValue()).toContain(TITLE);
    await checkLayout(page, 'send');

    // Nothing chosen yet: the spec's toast, and no request.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toastSaying(page, 'Missing Information');
    await page.getByText('Please select a customer and ensure document is loaded.').first().waitFor();

    await page.getByLabel('Search customers').fill('bf21 khw');
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    await page.getByRole('radio', { name: /Aisha Rahman/ }).check();
    await page.getByRole('region', { name: 'Customer summary' }).getByText('aisha@example.co.uk').waitFor();
    // The list scrolls at 15rem, and nothing is wider than the phone.
    expect(await page.locator('fieldset > div').evaluate((el) => getComputedStyle(el).maxHeight)).toBe(
      '240px',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toastSaying(page, 'Document Sent');
    await page.waitForURL(/\/dashboard\/requests\?request=[\w-]+$/);
    // The dealer lands on the request just sent: its Details are open.
    await page.getByRole('dialog', { name: 'Signing request for Aisha Rahman' }).waitFor();

    const [mail] = await mailsTo('aisha@example.co.uk');
    expect(mail?.subject).toBe(`Please sign: ${TITLE}`);
    expect(mail?.replyTo).toBe(DEALER.email);
    expect(mail?.text).toMatch(/\/sign\/[\w-]+/);
    expect(mail?.text).toContain(`Please read and sign "${TITLE}"`);
    const requests = await dealer<{ status: string; customer: { name: string } }[]>(
      'GET',
      '/api/signing-requests',
    );
    expect(requests).toEqual([
      expect.objectContaining({
        status: 'sent',
        customer: expect.objectContaining({ name: 'Aisha Rahman' }),
      }),
    ]);
    expect(errors).toEqual([]);
    await phone.close();
  });

  it('creates the customer inline when the search finds nobody, with the dealer’s own subject and message', async () => {
    const page = await desk.newPage();
    await page.goto(`${server.url}/documents/${documentId}/send`);
    await page.getByLabel('Search customers').fill('ln68 xyz');
    await page.getByText('No customer matches “ln68 xyz”.').waitFor();
    await page.getByRole('button', { name: 'New Customer' }).click();
    const form = page.getByRole('form', { name: 'New customer' });
    await form.getByRole('button', { name: 'Create Customer' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Postcode is required').waitFor();
    await form.getByLabel('Name').fill('Tomasz Nowak');
    await form.getByLabel('Email').fill('tomasz@example.co.uk');
    await form.getByLabel('Phone').fill('07700 900789');
    await form.getByLabel('Postcode').fill('b20 1ls');
    await form.getByLabel('Address').fill('12 Soho Road, Birmingham');
    await form.getByLabel('Vehicle registration').fill('ln68 xyz');
    await form.getByRole('button', { name: 'Create Customer' }).click();
    await toastSaying(page, 'Customer Created');
    expect(await page.getByRole('radio', { name: /Tomasz Nowak/ }).isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Customer summary' }).getByText('LN68 XYZ').waitFor();

    await page.getByLabel('Email subject').fill('Your finance agreement, ready to sign');
    await page.getByLabel('Message').fill('Hello again [Customer Name], see you on Saturday.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The agreement names Aisha Rahman: sending it to Tomasz asks first.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send it anyway' }).click();
    await page.waitForURL(/\/dashboard\/requests\?request=[\w-]+$/);

    const [mail] = await mailsTo('tomasz@example.co.uk');
    expect(mail?.subject).toBe('Your finance agreement, ready to sign');
    expect(mail?.text).toContain('Hello again Tomasz Nowak, see you on Saturday.');
    await page.close();
  });

  it('the text editor’s card e-mails the text version, named for the chosen customer, and links to the send page', async () => {
    const page = await desk.newPage();
    await page.goto(`${server.url}/documents/${documentId}/text-editor`);
    const card = page.getByRole('region', { name: 'Send for Signing' });
    await card.getByRole('button', { name: 'Send Text Version' }).click();
    await toastSaying(page, 'Customer Required');

    const message = card.getByLabel('E-mail message');
    expect(await message.inputValue()).toMatch(/^Dear \[Customer Name\],/);
    await card.getByLabel('Customer').selectOption({ label: 'Owen Price (owen@example.co.uk)' });
    expect(await message.inputValue()).toMatch(/^Dear Owen Price,/);
    // Another customer takes the place of the first, not beside it.
    await card.getByLabel('Customer').selectOption({ label: 'Aisha Rahman (aisha@example.co.uk)' });
    expect(await message.inputValue()).toMatch(/^Dear Aisha Rahman,/);
    expect(await message.inputValue()).not.toContain('Owen');

    await card.getByRole('button', { name: 'Send Text Version' }).click();
    await toastSaying(page, 'Document Sent!');
    const mail = (await mailsTo('aisha@example.co.uk')).find((m) => !m.subject.startsWith('Please sign'));
    expect(mail?.subject).toBe(`${TITLE} from ${DEALER.dealershipName}`);
    expect(mail?.text).toMatch(/\bDear Aisha Rahman,/);
    // The agreement's own text follows the message.
    const { extractedText } = await dealer<{ extractedText: string }>('GET', `/api/documents/${documentId}`);
    expect(mail?.text).toContain(extractedText.trim());

    await card.getByRole('link', { name: 'Send for Signature' }).click();
    await page.waitForURL(`${server.url}/documents/${documentId}/send`);
    await page.getByRole('heading', { name: 'Send for Signature' }).waitFor();
    await page.close();
  });

  it('says so when the document does not exist', async () => {
    const page = await desk.newPage();
    await page.goto(`${server.url}/documents/00000000-0000-4000-8000-000000000000/send`);
    await page.getByText('Document not found', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Documents' }).click();
    await page.waitForURL(`${server.url}/documents`);
    await page.close();
  });
});
