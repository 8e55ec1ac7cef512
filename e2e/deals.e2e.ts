// Deals in the browser at 360 px: the Deals tab (empty, then a deal), the deal's steps, sending it, and the
// customer's disclosure link showing the steps and the tick before signing. Screenshots are kept in the
// system's temporary folder (deals-e2e-shots).
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { openDashboardTab, registerInBrowser } from './support/dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let dataDir: string;
/** Kept after the run (the data folder is removed) so a reviewer can look at them. */
const shots = path.join(os.tmpdir(), 'deals-e2e-shots');
mkdirSync(shots, { recursive: true });

beforeAll(async () => {
  dataDir = newDataDir();
  server = await startServer(dataDir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

const sideways = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('deals at 360 px', () => {
  it('lists a deal, shows its steps, sends it, and the customer ticks the disclosure first', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await registerInBrowser(page, server.url, {
      dealershipName: 'Kestrel Vale Motors Ltd',
      firstName: 'Dan',
      lastName: 'Shaw',
      email: 'dan@kestrel.test',
      password: 'a long enough password',
    });
    await openDashboardTab(page, 'Deals');
    await page.getByText('No deals yet').waitFor();
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    for (const word of ['Overview', 'Customers', 'Documents', 'Requests', 'Deals', 'Alerts']) {
      const shown = tabs.getByText(word, { exact: true }).filter({ visible: true });
      expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth), word).toBe(true);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/deals-empty-360.png` });

    const api = await apiOf(context, server.url);
    const lender = await api<{ id: string }>('POST', '/api/lender-panel', {
      name: 'Northway Motor Finance',
      tie: 'first_refusal',
      tieDetails: 'They see every application first.',
      commissionBasis: 'fixed',
    });
    const customer = await api<{ id: string }>('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    const agreement = await uploadFixture(api, 'HP-agreement-AMF-448120.pdf');
    const delivery = await uploadFixture(api, 'Warranty-Certificate-RD-W-30281.pdf');
    const deal = await api<{ id: string }>('POST', '/api/deals', {
      reference: 'AMF-448120',
      registration: 'YK19BNF',
      customers: [{ customerId: customer.id, role: 'buyer' }],
      lenderId: lender.id,
      commission: 1250.5,
      amountOfCredit: 12000,
      totalChargeForCredit: 3100,
    });
    await api('PUT', `/api/deals/${deal.id}/documents`, {
      documents: [
        { documentId: agreement.id, step: 'agreement' },
        { documentId: delivery.id, step: 'delivery' },
      ],
    });
    await api('POST', `/api/deals/${deal.id}/disclosure`);

    await page.reload();
    await page.getByRole('button', { name: /Aisha Rahman/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Deal' });
    await dialog.getByText('Step 1: Commission disclosure').waitFor();
    await dialog.getByText('Step 3: Delivery documents').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/deal-drafted-360.png` });
    await dialog.getByRole('button', { name: 'Send deal' }).click();
    await dialog.getByRole('link', { name: 'Evidence ZIP' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${shots}/deal-sent-360.png` });

    const sent = await api<{ steps: { step: string; requestId: string }[] }>('GET', `/api/deals/${deal.id}`);
    const disclosureStep = sent.steps.find((s) => s.step === 'disclosure')!;
    const { link } = await api<{ link: string }>(
      'GET',
      `/api/signing-requests/${disclosureStep.requestId}/link`,
    );
    const customerPage = await (
      await browser.newContext({ viewport: { width: 360, height: 740 } })
    ).newPage();
    await customerPage.goto(link);
    const steps = customerPage.getByRole('region', { name: 'Steps of your purchase' });
    await steps.getByText('1. Commission disclosure: Open now').waitFor({ timeout: 30_000 });
    await steps.getByText('2. Agreements: Opens after the step before').waitFor();
    const tick = steps.getByRole('checkbox', { name: /I have read how the dealer is paid/ });
    await tick.check();
    await steps.getByText(/thank you, you can sign now/).waitFor();
    expect(await sideways(customerPage)).toBeLessThanOrEqual(0);
    await customerPage.screenshot({ path: `${shots}/deal-disclosure-ticked-360.png` });
    console.log(`deal screenshots in ${shots}`);
    await context.close();
  });
});
