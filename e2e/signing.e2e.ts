import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeRunner = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
};

/** Presses Tab until the focused element's accessible text is `name` (at most 60 presses). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
    );
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

const journey = setUpJourney({ admin: true });

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
    await dealerPage.getByRole('tab', { name: 'Signing Requests' }).click();
    await dealerPage.getByRole('button', { name: 'Create Request' }).click();
    const dialog = dealerPage.getByRole('dialog', { name: 'Create Signing Request' });
    await dialog.getByLabel('Customer').selectOption({ label: 'Aisha Rahman (aisha@example.co.uk)' });
    await dialog.getByRole('checkbox', { name: /HP-agreement-AMF-448120/ }).check();
    await dialog.getByRole('checkbox', { name: /GAP-Insurance-Declined/ }).check();
    await dialog.getByLabel('Notes (optional)').fill('Thank you for your purchase!');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dealerPage.getByText('Signing Request Created', { exact: true }).waitFor();

    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const invitation = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
      (m) => m.to === 'aisha@example.co.uk',
    )!;
    expect(invitation.html).toContain(`${journey.server.url}${logoUrl}`.replace(/&/g, '&amp;'));
    const link = invitation.text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    const phone = await journey.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Document Signing Session' }).waitFor();
    await page.getByText('0 of 2 documents signed').waitFor();
    await page.getByText('Thank you for your purchase!').waitFor();
    await page.getByText('Ford Puma').waitFor();
    const logoImage = page.locator(`header img[src="${logoUrl}"]`);
    await logoImage.waitFor();
    // Polled: the element appears before its image has loaded.
    await expect.poll(() => logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
    // The real pages are drawn, four of them for the HP agreement.
    await expect
      .poll(() => page.getByRole('img', { name: /HP-agreement-AMF-448120, page \d of 4/ }).count(), {
        timeout: 20_000,
      })
      .toBe(4);
    // Nothing wider than the phone: no sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    for (let signed = 1; signed <= 2; signed++) {
      await page.getByRole('button', { name: 'Sign Document' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Your Signature' });
      const submitSignature = modal.getByRole('button', { name: 'Submit Signature' });
      expect(await submitSignature.isDisabled()).toBe(true);
      const box = (await modal.getByLabel(/Signature pad/).boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.2, { steps: 8 });
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 8 });
      await page.mouse.up();
      await submitSignature.click();
      await page.getByText(`${signed} of 2 documents signed`).waitFor();
    }
    await page.getByText('Congratulations! Every document is signed.').waitFor();
    await page.getByRole('button', { name: 'Submit Documents' }).click();
    await page.getByRole('button', { name: 'Submitted' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submitted' }).isDisabled()).toBe(true);
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
      ['HP-agreement-AMF-448120.pdf', 'application/pdf'],
      ['GAP-Insurance-Declined-ALM-D-30716.pdf', 'application/pdf'],
    ]);

    const notifications = await dealer<{ type: string }[]>('GET', '/api/notifications');
    expect(notifications.map((n) => n.type)).toEqual(['customer_completed', 'customer_started']);
    await dealerPage.reload();
    await dealerPage.getByRole('tab', { name: 'Signing Requests' }).click();
    await dealerPage.getByText('completed', { exact: true }).first().waitFor();
    await dealerPage.getByRole('button', { name: 'Details of the request for Aisha Rahman' }).click();
    const details = dealerPage.getByRole('dialog', { name: 'Signing request for Aisha Rahman' });
    expect(await details.getByRole('link', { name: 'Signed PDF' }).count()).toBe(2);
    await details.getByText('Signed copy e-mailed to aisha@example.co.uk').waitFor();
    await desk.close();
  });

  it('can be signed by keyboard alone with a typed signature, and has no serious accessibility faults', async () => {
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
      documentIds: [documents.find((d) => d.title.startsWith('HP-agreement'))!.id],
    });
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const link = (await admin<OutboxMail[]>('GET', '/api/admin/outbox'))
      .find((m) => m.to === 'tomasz@example.co.uk')!
      .text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    // bypassCSP lets the test inject axe; the app's own policy stays as it is.
    const page = await journey.browser.newPage({ viewport: { width: 1024, height: 800 }, bypassCSP: true });
    await page.goto(link);
    await page.getByText('0 of 1 documents signed').waitFor();
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

    // Keyboard only: Tab until "Sign Document" has focus, then the typed alternative in the dialog.
    await tabTo(page, 'Sign Document');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Your Signature' }).waitFor();
    await tabTo(page, 'Type your name instead');
    await page.keyboard.press('Enter');
    await page.getByLabel('Type your full name').focus();
    await page.keyboard.type('Tomasz Nowak');
    await tabTo(page, 'Submit Signature');
    await page.keyboard.press('Enter');
    await page.getByText('1 of 1 documents signed').waitFor();
    await tabTo(page, 'Submit Documents');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submitted' }).waitFor();
    await page.close();
  });

  it('shows the Access Error card for an invented link', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/sign/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Access Error' }).waitFor();
    await page.getByText(/This signing link is not valid/).waitFor();
    await page.close();
  });
});
