// Creating a request from a document: a dealer at 390 px uploads an agreement (and the same file again, which is offered
// back instead of copied), creates the customer from the paperwork (address and phone filled), sends it from
// "Matches …", and the customer signs with a finger on a 390 px phone; the ink is on the signature line of
// the sealed PDF. A document with no place to sign says so on the send page, and the server's 409 shows.
import os from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AgreementCustomer, agreementPdf, SIGNATURE_LINE } from '../src/server/test/agreement-pdf.ts';
import { type GrayImage, renderPage } from '../src/server/test/poppler.ts';
import { apiOf, type OutboxMail, signInApi } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';
import { until } from './support/signing-data.ts';
import { signWithFinger } from './support/signing-page.ts';
import { type Point, tap } from './support/touch.ts';

const journey = setUpJourney({ admin: true });
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const TITLE = 'Vehicle Sales Agreement KV-2044';
const CUSTOMER: AgreementCustomer = {
  name: 'Bethan Morgan',
  address: '14 Heol y Bont, Pontypridd',
  postcode: 'CF37 4DD',
  phone: '07700 900612',
  email: 'bethan.morgan@example.co.uk',
  registration: 'CY71 HBM',
};

type Box = { x: number; y: number; width: number; height: number };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Pixels that differ between two renderings of a page (72 dpi), as PDF points from the bottom-left. */
function changedPoints(before: GrayImage, after: GrayImage) {
  const points: Point[] = [];
  for (let i = 0; i < before.pixels.length; i++) {
    if (Math.abs(before.pixels[i]! - after.pixels[i]!) > 40)
      points.push({ x: i % before.width, y: before.height - Math.floor(i / before.width) });
  }
  return points;
}

const inside = (p: Point, b: Box) =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

const upload = (page: Page, bytes: Uint8Array, name: string) =>
  page.getByLabel('Document files').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(bytes),
  });

describe('a customer created from the paperwork', () => {
  it('upload, create the customer from the document, send, sign on a phone, ink on the line', async () => {
    const desk = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await desk.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await registerInBrowser(page, journey.server.url, {
      dealershipName: 'Kestrel Vale Motors Ltd',
      firstName: 'Rhys',
      lastName: 'Owen',
      email: 'rhys@kestrelvale.test',
      password: 'a long enough password',
    });
    const pdf = await agreementPdf({ title: TITLE, customer: CUSTOMER, reference: 'KV-2044' });

    // Upload; the PDF's own Title is the document's title. The same bytes again are offered back.
    await page.goto(`${journey.server.url}/upload`);
    await upload(page, pdf, 'scan-0042.pdf');
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Upload Another Document' }).click();
    await upload(page, pdf, 'scan-0042 (1).pdf');
    const duplicate = page.getByTestId('upload-duplicate');
    await duplicate
      .getByText(`This file is already in your library as ${TITLE}`)
      .waitFor({ timeout: 60_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByText('1 already in your library.').waitFor();
    await page.screenshot({ path: `${SHOTS}/create-from-document-duplicate-390.png` });
    const dealer = await apiOf(desk, journey.server.url);
    expect(await dealer<unknown[]>('GET', '/api/documents')).toHaveLength(1);

    // The document's screen: Create customer from this document, each value there to confirm.
    await duplicate.getByRole('link', { name: 'Open' }).click();
    await page.getByRole('heading', { name: 'Edit Document' }).waitFor();
    await page.getByRole('button', { name: 'Create customer from this document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(CUSTOMER.name);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(CUSTOMER.email);
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(CUSTOMER.phone);
    expect(await dialog.getByLabel('Address').inputValue()).toContain('14 Heol y Bont');
    expect(await dialog.getByLabel('Postcode').inputValue()).toBe(CUSTOMER.postcode);
    expect(await dialog.getByLabel('Vehicle registration').inputValue()).toBe(CUSTOMER.registration);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/create-from-document-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByTestId('customer-match').getByText(`Matches ${CUSTOMER.name}`).waitFor();
    // The editor's own form was not submitted by the dialog's.
    await expect.poll(() => page.getByText('Document Updated', { exact: true }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/create-from-document-match-390.png` });

    // Send to the matched customer: the send page has them chosen already.
    await page.getByRole('link', { name: `Send to ${CUSTOMER.name}` }).click();
    await page.getByRole('heading', { name: 'Send for Signature' }).waitFor();
    await page.getByRole('region', { name: 'Customer summary' }).getByText(CUSTOMER.email).waitFor();
    expect(await page.getByTestId('place-notice').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Document Sent', { exact: true }).first().waitFor();
    const documentId = (await dealer<{ id: string }[]>('GET', '/api/documents'))[0]!.id;

    // A document with no signature line: the send page says so, with the editor a tap away; the server refuses.
    const form = new FormData();
    const bare = await agreementPdf({
      title: 'Delivery Note KV-2045',
      customer: CUSTOMER,
      signatureLine: false,
    });
    form.append('document', new Blob([Buffer.from(bare)]), 'delivery.pdf');
    const { document: unplaced } = await dealer<{ document: { id: string } }>(
      'POST',
      '/api/documents/upload',
      form,
    );
    await page.goto(`${journey.server.url}/documents/${unplaced.id}/send?customer=${await customerId()}`);
    const notice = page.getByTestId('place-notice');
    await notice.getByText('No place to sign yet').waitFor();
    expect(await notice.getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe(
      `/documents/${unplaced.id}/edit`,
    );
    await page.getByRole('region', { name: 'Customer summary' }).getByText(CUSTOMER.email).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByText(/Delivery Note KV-2045 has no place to sign yet/)
      .first()
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/create-from-document-no-place-390.png` });
    expect(errors).toEqual([]);
    await desk.close();

    async function customerId() {
      const customers = await dealer<{ id: string; email: string }[]>('GET', '/api/customers');
      return customers.find((c) => c.email === CUSTOMER.email)!.id;
    }

    // The customer signs with a finger on a 390 px phone.
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const link = (
      await until('the invitation in the outbox', async () =>
        (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find((m) => m.to === CUSTOMER.email),
      )
    ).text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];
    const phone = await journey.browser.newContext(PHONE);
    const signer = await phone.newPage();
    signer.on('pageerror', (e) => errors.push(e.message));
    await signer.goto(link);
    await signer.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    await signWithFinger(signer);
    await tap(signer, signer.getByRole('button', { name: 'Submit 1 document' }));
    await signer.getByRole('heading', { name: 'All done' }).waitFor();
    expect(await noSidewaysScroll(signer)).toBe(true);
    const token = link.split('/sign/')[1]!;
    // Sealing runs as a job after submit has answered: the download answers 409 until the sealed copy exists.
    const sealed = await until('the sealed copy', async () => {
      const res = await fetch(`${journey.server.url}/api/sign/${token}/documents/${documentId}/download`);
      return res.ok && res.headers.get('content-type') === 'application/pdf'
        ? new Uint8Array(await res.arrayBuffer())
        : undefined;
    });
    await phone.close();

    // pdftoppm: the ink sits on the "Customer signature" line, and nowhere above the signing area.
    const changed = changedPoints(await renderPage(pdf, 1), await renderPage(sealed, 1));
    const line: Box = {
      x: SIGNATURE_LINE.x,
      y: SIGNATURE_LINE.y - 8,
      width: SIGNATURE_LINE.width,
      height: 60,
    };
    expect(changed.filter((p) => inside(p, line)).length).toBeGreaterThan(50);
    expect(changed.filter((p) => p.y > SIGNATURE_LINE.y + 120)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
