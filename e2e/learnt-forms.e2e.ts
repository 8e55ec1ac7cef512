// A form is learnt once: a dealer uploads a lender's agreement whose labels the generic reading does not
// know, corrects it once in the editor (the customer's name, a signature box drawn where Party A signs),
// uploads the next copy of that form for another customer, and sends it without touching a field. The
// operator then sees the learnt form in the console.
import os from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FIRST_DEAL,
  type LenderDeal,
  lenderFormPdf,
  PARTY_A_BOX,
  SECOND_DEAL,
} from '../src/server/test/lender-form-pdf.ts';
import { apiOf } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const A4_HEIGHT = 841.89;
const A4_WIDTH = 595.28;

async function uploadInBrowser(page: Page, deal: LenderDeal) {
  await page.goto(`${journey.server.url}/upload`);
  await page.getByLabel('Document files').setInputFiles({
    name: `${deal.reference}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await lenderFormPdf(deal)),
  });
  await page
    .getByRole('heading', { name: 'Northgate Conditional Sale Agreement' })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Review and edit' }).first().click();
  await page.getByRole('heading', { name: 'Edit Document' }).waitFor();
}

describe('a learnt form', () => {
  it("correct a lender's form once; its next copy is sent without touching a field", async () => {
    const desk = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await desk.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await registerInBrowser(page, journey.server.url, {
      dealershipName: 'Harrogate Car Sales Ltd',
      firstName: 'Ffion',
      lastName: 'Hughes',
      email: 'ffion@harrogate-cars.test',
      password: 'a long enough password',
    });
    const dealer = await apiOf(desk, journey.server.url);
    await dealer('POST', '/api/customers', {
      name: SECOND_DEAL.name,
      email: 'tomasz@example.co.uk',
      phone: '07700 900321',
      postcode: 'YO21 3EN',
      vehicleRegistration: SECOND_DEAL.registration,
    });

    // The first copy: the reading knows no "Party A", so the dealer types the name and draws the box.
    await uploadInBrowser(page, FIRST_DEAL);
    await page.getByText(/Please check .*the customer name/).waitFor();
    await page.getByLabel('Customer name (AI-extracted)').fill(FIRST_DEAL.name);
    const pages = page.getByTestId('editor-pages');
    const surface = pages.locator('[data-page-surface="2"]');
    // Drawing starts once the pages have their sizes: the page's image is there.
    await pages
      .getByRole('img', { name: 'Northgate Conditional Sale Agreement, page 2 of 2' })
      .waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Draw a signature box' }).click();
    await page.getByRole('button', { name: 'Drawing: drag on a page', pressed: true }).waitFor();
    await surface.scrollIntoViewIfNeeded();
    const area = (await surface.boundingBox())!;
    const scale = area.width / A4_WIDTH;
    const start = {
      x: area.x + PARTY_A_BOX.x * scale,
      y: area.y + (A4_HEIGHT - PARTY_A_BOX.y - PARTY_A_BOX.height) * scale,
    };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + PARTY_A_BOX.width * scale, start.y + PARTY_A_BOX.height * scale, {
      steps: 12,
    });
    await page.mouse.up();
    await pages.getByRole('group', { name: /^Signature 1: / }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Document Updated', { exact: true }).first().waitFor();

    // The next copy, another customer: read right and sure, so nothing asks to be checked.
    await uploadInBrowser(page, SECOND_DEAL);
    expect(await page.getByLabel('Customer name (AI-extracted)').inputValue()).toBe(SECOND_DEAL.name);
    expect(await page.getByLabel('Vehicle registration (AI-extracted)').inputValue()).toBe(
      SECOND_DEAL.registration,
    );
    await page.getByText(/A form learnt from your corrections/).waitFor();
    expect(await page.getByText(/Please check/).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/learnt-form-second-copy.png` });
    await page.getByRole('link', { name: 'Send for signing' }).click();
    await page.getByRole('heading', { name: 'Send for Signature' }).waitFor();
    await page.getByLabel('Search customers').fill('Tomasz');
    await page.getByRole('radio', { name: new RegExp(SECOND_DEAL.name) }).check();
    expect(await page.getByTestId('place-notice').count()).toBe(0);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Document Sent', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await desk.close();

    // The operator's console lists the form with its dealership and its one use.
    const console = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await console.newPage();
    await admin.goto(`${journey.server.url}/api/login`);
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL(`${journey.server.url}/admin-dashboard`);
    // Reached from the admin header.
    await admin.getByRole('link', { name: 'Learnt forms' }).first().click();
    await admin.getByRole('heading', { name: 'Learnt forms' }).waitFor();
    const row = admin.getByTestId('learnt-form');
    await row.getByText('Harrogate Car Sales Ltd').waitFor();
    await row.getByText(/used 1 time\b/).waitFor();
    await row.getByRole('button', { name: 'Promote to every dealership' }).click();
    await row.getByRole('button', { name: 'Withdraw from every dealership' }).waitFor();
    await row.getByText('Every dealership', { exact: true }).waitFor();
    await admin.screenshot({ path: `${SHOTS}/learnt-forms-console.png` });
    await console.close();
  });
});
