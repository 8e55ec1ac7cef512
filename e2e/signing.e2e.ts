import { createRequire } from 'node:module';
import os from 'node:os';
import { createCanvas } from '@napi-rs/canvas';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { openDashboardTab, registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';
import { drawWithFinger, tap } from './support/touch.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeRunner = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
};

/** Presses Tab until the focused element's accessible text is `name` (at most 80 presses). */
async function tabTo(page: Page, name: string) {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return element?.getAttribute('aria-label') ?? label ?? element?.textContent?.trim();
    });
  if ((await focused()) === name) return;
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if ((await focused()) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

const journey = setUpJourney({ admin: true });
/** Where the journeys leave screenshots to look at. */
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();

async function isInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

/** The page's scroll position once a smooth scroll in progress (Next field's) has come to rest. */
async function scrollAtRest(page: Page) {
  let last = await page.evaluate(() => window.scrollY);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe('a customer signs on a phone', () => {
  it('the dealer sends two documents, the customer signs both on a phone, and both get the sealed copies', async () => {
    // The dealer registers and sends from a desktop browser; its cookie also drives the API set-up.
    const desk = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const dealerPage = await desk.newPage();
    await registerInBrowser(dealerPage, journey.server.url, {
      email: 'sales@brindley.test',
      password: 'a long enough password',
      dealershipName: 'Brindley & Hart Cars Ltd',
      firstName: 'Sam',
      lastName: 'Hart',
    });
    const dealer = await apiOf(desk, journey.server.url);
    // The dealer's logo must brand the customer's page and e-mail.
    const canvas = createCanvas(360, 120);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#0f5132';
    ctx.fillRect(0, 0, 360, 120);
    const logo = new FormData();
    logo.append('logo', new Blob([new Uint8Array(await canvas.encode('png'))]), 'logo.png');
    const { logoUrl } = await dealer<{ logoUrl: string }>('POST', '/api/dealer/logo', logo);
    await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf');
    await uploadFixture(dealer, 'GAP-Insurance-Declined-ALM-D-30716.docx');
    await dealer('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
      vehicleRegistration: 'BF21 KHW',
      vehicleData: { make: 'Ford', model: 'Puma' },
    });

    await dealerPage.reload();
    await openDashboardTab(dealerPage, 'Signing Requests');
    await dealerPage.getByRole('button', { name: 'Create Request' }).click();
    const dialog = dealerPage.getByRole('dialog', { name: 'Create Signing Request' });
    await dialog.getByRole('radio', { name: /Aisha Rahman/ }).check();
    await dialog.getByRole('checkbox', { name: /Hire-Purchase Agreement AMF-448120/ }).check();
    // The GAP waiver names another customer (Eleanor Whitcombe): ticking it asks first.
    await dialog.getByRole('checkbox', { name: /GAP insurance declined/ }).click();
    await dealerPage.getByRole('alertdialog').getByRole('button', { name: 'Include it anyway' }).click();
    await dialog.getByLabel('Notes (optional)').fill('Thank you for your purchase!');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dealerPage.getByText('Signing Request Created', { exact: true }).waitFor();

    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const invitation = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
      (m) => m.to === 'aisha@example.co.uk',
    )!;
    expect(invitation.html).toContain(`${journey.server.url}${logoUrl}`.replace(/&/g, '&amp;'));
    const link = invitation.text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    // A phone as a customer holds it: touch, 390 × 844 (not isMobile, which would hide sideways overflow).
    const phone = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Document Signing Session' }).waitFor();
    await page.getByText('0 of 2 signed').waitFor();
    // Page 1 of the first document is an image drawn on the server, in view without scrolling.
    const firstPage = page.getByRole('img', { name: 'Hire-Purchase Agreement AMF-448120, page 1 of 4' });
    await firstPage.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const pageBox = (await firstPage.boundingBox())!;
    expect(pageBox.y).toBeLessThan(400);
    // Nearly the phone's width: only the narrow rail of "Sign here" markers stands beside it.
    expect(pageBox.width).toBeGreaterThan(320);
    expect(await page.evaluate(() => typeof (window as { pdfjsLib?: unknown }).pdfjsLib)).toBe('undefined');
    // The details and notes are folded away above the document; opened, they are all there.
    await tap(page, page.getByText(/All 2 documents, your details and notes/));
    await page.getByText('Thank you for your purchase!').waitFor();
    await page.getByText('Ford Puma').waitFor();
    const logoImage = page.locator(`header img[src="${logoUrl}"]`);
    await logoImage.waitFor();
    // Polled: the element appears before its image has loaded.
    await expect.poll(() => logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
    await tap(page, page.getByText(/All 2 documents, your details and notes/));
    // Every page of the HP agreement is there, and nothing is wider than the phone.
    await expect
      .poll(
        () => page.getByRole('img', { name: /Hire-Purchase Agreement AMF-448120, page \d of 4/ }).count(),
        {
          timeout: 60_000,
        },
      )
      .toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/phone-390-open.png` });

    // Next field brings the first "Sign here" into view.
    await tap(page, page.getByRole('button', { name: 'Next field' }));
    const signHere = page.getByRole('button', { name: /^Sign here/ }).first();
    await expect.poll(() => signHere.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(async () => isInView(page, signHere)).toBe(true);
    // The marker stands beside the page, level with its box: it covers none of the document's words,
    // nor the box's own printed label.
    await scrollAtRest(page);
    const marker = (await signHere.boundingBox())!;
    const placePage = (await page
      .getByRole('figure', { name: /^Page 2 of/ })
      .first()
      .boundingBox())!;
    const placeBox = (await page.getByTestId('sign-box').first().boundingBox())!;
    expect(marker.x).toBeGreaterThanOrEqual(placePage.x + placePage.width);
    expect(marker.y).toBeLessThan(placeBox.y + placeBox.height);
    expect(marker.y + marker.height).toBeGreaterThan(placeBox.y);
    await page.screenshot({ path: `${SHOTS}/phone-390-sign-here.png` });

    // The first document: drawn with a finger in the bottom sheet.
    await tap(page, page.getByRole('button', { name: 'Sign this document' }));
    const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
    const submitSignature = sheet.getByRole('button', { name: 'Submit Signature' });
    expect(await submitSignature.isDisabled()).toBe(true);
    const pad = sheet.getByLabel(/Signature pad/);
    const padBox = (await pad.boundingBox())!;
    expect(padBox.width).toBeGreaterThan(330);
    const scrollBefore = await scrollAtRest(page);
    await drawWithFinger(page, padBox);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await page.screenshot({ path: `${SHOTS}/phone-390-sheet.png` });
    await tap(page, sheet.getByRole('button', { name: 'Undo' }));
    await expect.poll(() => submitSignature.isDisabled()).toBe(true);
    await drawWithFinger(page, padBox);
    await tap(page, submitSignature);
    await page.getByText('Signature added to Hire-Purchase Agreement AMF-448120').waitFor();
    await page.getByText('1 of 2 signed').waitFor();
    // On to the second document, signed with the same signature.
    await page.getByRole('heading', { name: /GAP insurance declined/ }).waitFor();
    await tap(page, page.getByRole('button', { name: 'Sign this document' }));
    await sheet.getByRole('img', { name: 'Your signature from the previous document' }).waitFor();
    await tap(page, sheet.getByRole('button', { name: 'Use this signature' }));
    await page.getByText('2 of 2 signed').waitFor();
    // Submit is in view the moment the last signature is in.
    const submit = page.getByRole('button', { name: 'Submit 2 documents' });
    await submit.waitFor();
    expect(await isInView(page, submit)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/phone-390-ready.png` });
    await tap(page, submit);
    await page.getByText('Your signed copies have been e-mailed to aisha@example.co.uk').waitFor();
    expect(await page.getByRole('button', { name: 'Submitted' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Download .* \(signed\)/ }).count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/phone-390-done.png` });
    expect(errors).toEqual([]);
    await phone.close();

    // The signed copy leaves from the mail queue, just after the submit has answered.
    let copy: OutboxMail | undefined;
    for (let tries = 0; !copy && tries < 60; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      copy = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
        (m) => m.to === 'aisha@example.co.uk' && m.attachments.length > 0,
      );
    }
    if (!copy) throw new Error('the signed copy never reached the outbox');
    expect(copy.subject).toBe('Your signed documents from Brindley & Hart Cars Ltd');
    expect(copy.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Hire-Purchase Agreement AMF-448120.pdf', 'application/pdf'],
      ['GAP insurance declined.pdf', 'application/pdf'],
    ]);

    const notifications = await dealer<{ type: string }[]>('GET', '/api/notifications');
    expect(notifications.map((n) => n.type)).toEqual(['customer_completed', 'customer_started']);
    await dealerPage.reload();
    await openDashboardTab(dealerPage, 'Signing Requests');
    await dealerPage.getByText('completed', { exact: true }).first().waitFor();
    await dealerPage.getByRole('button', { name: 'Details of the request for Aisha Rahman' }).click();
    const details = dealerPage.getByRole('dialog', { name: 'Signing request for Aisha Rahman' });
    // Polled: the dialog loads its request, and sealing may finish just after submit answered.
    await expect
      .poll(() => details.getByRole('link', { name: 'Signed PDF' }).count(), { timeout: 60_000 })
      .toBe(2);
    await details.getByText('Signed copy e-mailed to aisha@example.co.uk').waitFor();
    await desk.close();
  }, 300_000);

  it('can be signed by keyboard alone at 1280 × 800, reusing a typed signature, with no serious accessibility faults', async () => {
    const dealer = await signInApi(journey.server.url, 'sales@brindley.test', 'a long enough password');
    const documents = await dealer<{ id: string; title: string }[]>('GET', '/api/documents');
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Tomasz Nowak',
      email: 'tomasz@example.co.uk',
      phone: '07700 900456',
      postcode: 'B20 1LS',
    });
    await dealer('POST', '/api/signing-requests', {
      customerId: customer.id,
      documentIds: ['Hire-Purchase', 'GAP insurance'].map(
        (t) => documents.find((d) => d.title.startsWith(t))!.id,
      ),
      // The fixtures name other customers; the dealer confirms (see match-before-send.e2e.ts).
      mismatchConfirmed: true,
    });
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const link = (await admin<OutboxMail[]>('GET', '/api/admin/outbox'))
      .find((m) => m.to === 'tomasz@example.co.uk')!
      .text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    // bypassCSP lets the test inject axe; the app's own policy stays as it is.
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.goto(link);
    await page.getByText('0 of 2 signed').waitFor();
    await page
      .getByRole('img', { name: 'Hire-Purchase Agreement AMF-448120, page 1 of 4' })
      .waitFor({ timeout: 60_000 });
    // Desktop keeps two columns: the documents list beside the pages.
    await page.getByRole('heading', { name: 'Documents to Sign' }).waitFor();
    await page.getByRole('heading', { name: 'Customer Information' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/desktop-1280-open.png` });
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: AxeRunner }).axe.run(document, {
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    // Keyboard only: Tab to "Sign this document", then the typed alternative in the dialog.
    await tabTo(page, 'Sign this document');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Your Signature' }).waitFor();
    await tabTo(page, 'Type your name instead');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Type your full name');
    await page.keyboard.type('Tomasz Nowak');
    await tabTo(page, 'Submit Signature');
    await page.keyboard.press('Enter');
    await page.getByText('Signature added to Hire-Purchase Agreement AMF-448120').waitFor();
    await page.getByText('1 of 2 signed').waitFor();
    // The second document: the same signature, offered again.
    await tabTo(page, 'Sign this document');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Use this signature');
    await page.keyboard.press('Enter');
    await page.getByText('2 of 2 signed').waitFor();
    const submit = page.getByRole('button', { name: 'Submit 2 documents' });
    expect(await isInView(page, submit)).toBe(true);
    await tabTo(page, 'Submit 2 documents');
    await page.keyboard.press('Enter');
    await page.getByText('Your signed copies have been e-mailed to tomasz@example.co.uk').waitFor();
    await page.getByRole('button', { name: 'Submitted' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/desktop-1280-done.png` });
    await page.close();
  });

  it('fits a 320 px phone and a phone on its side, and keeps a drawn signature when the phone turns', async () => {
    const dealer = await signInApi(journey.server.url, 'sales@brindley.test', 'a long enough password');
    const documents = await dealer<{ id: string; title: string }[]>('GET', '/api/documents');
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Li Wei',
      email: 'li.wei@example.co.uk',
      phone: '07700 900789',
      postcode: 'B5 4TR',
    });
    await dealer('POST', '/api/signing-requests', {
      customerId: customer.id,
      documentIds: [documents.find((d) => d.title.startsWith('Hire-Purchase'))!.id],
      mismatchConfirmed: true,
    });
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const link = (await admin<OutboxMail[]>('GET', '/api/admin/outbox'))
      .find((m) => m.to === 'li.wei@example.co.uk')!
      .text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];
    const context = await journey.browser.newContext({
      viewport: { width: 320, height: 640 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(link);
    await page
      .getByRole('img', { name: 'Hire-Purchase Agreement AMF-448120, page 1 of 4' })
      .waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${SHOTS}/phone-320-open.png` });
    // Every button in the bar is at least 44 px tall.
    for (const name of ['Sign this document', 'Next field', /Download PDF/]) {
      expect((await page.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await tap(page, page.getByRole('button', { name: 'Sign this document' }));
    const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
    const pad = sheet.getByLabel(/Signature pad/);
    await drawWithFinger(page, (await pad.boundingBox())!);
    const ink = () =>
      pad.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
        return n;
      });
    expect(await ink()).toBeGreaterThan(0);
    // Turned on its side: the pad is redrawn at its new size with the same strokes.
    await page.setViewportSize({ width: 640, height: 320 });
    await expect.poll(async () => (await pad.boundingBox())!.width).toBeGreaterThan(300);
    expect(await ink()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
    await sheet.getByRole('button', { name: 'Submit Signature' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/phone-landscape-sheet.png` });
    await tap(page, sheet.getByRole('button', { name: 'Submit Signature' }));
    await page.getByText('1 of 1 signed').waitFor();
    await isInView(page, page.getByRole('button', { name: 'Submit 1 document' }));
    await context.close();
  });

  it('shows pages as they arrive, each in its place from the start, on a phone on its side', async () => {
    const dealer = await signInApi(journey.server.url, 'sales@brindley.test', 'a long enough password');
    // A document no request has used yet: its pages are drawn only once this request is sent.
    const fresh = await uploadFixture(dealer, 'PCP-Credit-Agreement-NVC-90314.pdf');
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Owen Price',
      email: 'owen.price@example.co.uk',
      phone: '07700 900321',
      postcode: 'CF10 1AA',
    });
    await dealer('POST', '/api/signing-requests', {
      customerId: customer.id,
      documentIds: [fresh.id],
      mismatchConfirmed: true,
    });
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const link = (await admin<OutboxMail[]>('GET', '/api/admin/outbox'))
      .find((m) => m.to === 'owen.price@example.co.uk')!
      .text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];
    const context = await journey.browser.newContext({
      viewport: { width: 844, height: 390 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(link);
    const figures = page.getByRole('figure');
    await figures.first().waitFor();
    await page.screenshot({ path: `${SHOTS}/landscape-844-arriving.png` });
    const images = page.getByRole('img', { name: new RegExp(`^${fresh.title}, page \\d+ of \\d+$`) });
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    const heights = () =>
      figures.evaluateAll((all) => all.map((f) => Math.round(f.getBoundingClientRect().height)));
    const before = await heights();
    // Every page is drawn in the end, and none moved: each image fills the box that was kept for it.
    await expect.poll(() => images.count(), { timeout: 90_000 }).toBe(count);
    expect(await heights()).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
    await images.first().evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: `${SHOTS}/landscape-844-drawn.png` });
    await context.close();
  });

  it('shows the Access Error card for an invented link', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/sign/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Access Error' }).waitFor();
    await page.getByText(/This signing link is not valid/).waitFor();
    await page.close();
  });
});
