import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { registerInBrowser } from './support/dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../src/server/test/documents/open-set');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = newDataDir();
  server = await startServer(dataDir);
  browser = await launchBrowser();
  context = await browser.newContext({ acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

async function dropFile(page: Page, fileName: string, type: string) {
  const base64 = readFileSync(path.join(FIXTURES, fileName)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName, { type }));
      return transfer;
    },
    { base64, fileName, type },
  );
  await page.dispatchEvent('[aria-label="Drop a document here"]', 'drop', { dataTransfer });
}

describe('documents in the browser', () => {
  it('uploads a PDF and a DOCX by drag and drop, edits signature fields, previews and downloads', async () => {
    const page = await context.newPage();
    await registerInBrowser(page, server.url, {
      dealershipName: 'Kingsway Vehicles Ltd',
      firstName: 'Kim',
      lastName: 'Vance',
      email: 'kim@kingsway.test',
      password: 'a long enough password',
    });

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('link', { name: 'Upload Document' }).click();
    await dropFile(page, 'HP-agreement-AMF-448120.pdf', 'application/pdf');
    await page
      .getByRole('heading', { name: 'Hire-Purchase Agreement AMF-448120' })
      .waitFor({ timeout: 30_000 });
    await page.getByText('Aisha Rahman').waitFor();
    await page.getByText('BF21 KHW').waitFor();
    await page.getByText('Credit Agreement').waitFor();

    await page.getByRole('button', { name: 'Upload Another Document' }).click();
    await dropFile(
      page,
      'Part-Exchange-Agreement_Llewellyn-Price.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await page
      .getByRole('heading', { name: 'Part-Exchange Agreement MP-PX-6072' })
      .waitFor({ timeout: 60_000 });
    await page.getByText('Trade-in Agreement').waitFor();

    // Edit the Word document's signature fields and save.
    await page.getByRole('link', { name: 'Review and edit' }).click();
    await page.getByRole('heading', { name: 'Edit Document' }).waitFor();
    const fieldsBefore = await page.getByRole('button', { name: /^Remove field/ }).count();
    await page.getByRole('button', { name: 'Add Field' }).click();
    const newLabel = page.getByLabel('Label').last();
    expect(await newLabel.inputValue()).toBe('Customer Signature');
    await newLabel.fill('Customer initials');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Document Updated', { exact: true }).first().waitFor();
    // The toast keeps clear of the page's own actions (Send for signing beside Save) and of the header.
    const toastBox = (await page
      .locator('li', { has: page.getByText('Document Updated', { exact: true }) })
      .first()
      .boundingBox())!;
    for (const control of [
      page.getByRole('link', { name: 'Send for signing' }),
      page.getByRole('button', { name: 'Save Changes' }),
      page.getByTestId('app-header'),
    ]) {
      const box = (await control.boundingBox())!;
      const apart =
        toastBox.x >= box.x + box.width ||
        box.x >= toastBox.x + toastBox.width ||
        toastBox.y >= box.y + box.height ||
        box.y >= toastBox.y + toastBox.height;
      expect(apart).toBe(true);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Document' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove field/ }).count()).toBe(fieldsBefore + 1);
    expect(await page.getByLabel('Label').last().inputValue()).toBe('Customer initials');
    // A field with no box on the page cannot be sent (no place is ever guessed): take it out again.
    await page
      .getByRole('button', { name: /^Remove field/ })
      .last()
      .click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Document Updated', { exact: true }).first().waitFor();

    // The Word original downloads as {title}.docx.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Word original' }).click();
    expect((await download).suggestedFilename()).toBe('Part-Exchange Agreement MP-PX-6072.docx');

    // Preview opens the PDF in a new tab through the authenticated download.
    await page.goto(`${server.url}/documents`);
    await page.getByText('Hire-Purchase Agreement AMF-448120').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Hire-Purchase Agreement AMF-448120' });
    const popup = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Preview' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    // Send both documents to a customer from the Create Request dialog.
    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByLabel('Name').fill('Aisha Rahman');
    await dialog.getByLabel('Email').fill('aisha@example.co.uk');
    await dialog.getByLabel('Phone').fill('07700 900123');
    await dialog.getByLabel('Postcode').fill('B33 8TH');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByText('Customer Created', { exact: true }).first().waitFor();

    await page.getByRole('tab', { name: 'Signing Requests' }).click();
    await page.getByRole('button', { name: 'Create Request' }).click();
    const create = page.getByRole('dialog', { name: 'Create Signing Request' });
    await create.getByRole('button', { name: 'Send Request' }).click();
    await create.getByText('Customer is required').waitFor();
    await create.getByText('At least one document is required').waitFor();
    await create.getByRole('radio', { name: /Aisha Rahman/ }).check();
    await create.getByRole('checkbox', { name: /Hire-Purchase Agreement/ }).check();
    // The part-exchange agreement names another customer (Gareth Llewellyn-Price): ticking it asks first.
    await create.getByRole('checkbox', { name: /Part-Exchange/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Include it anyway' }).click();
    await create.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Signing Request Created', { exact: true }).first().waitFor();
    await page.getByText('Hire-Purchase Agreement AMF-448120, Part-Exchange Agreement MP-PX-6072').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => page.getByTestId('stat-pendingRequests').textContent()).toBe('1');
    await page.close();
  });
});
