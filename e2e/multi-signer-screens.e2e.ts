// Several signers, the dealer's other screens: the member saves their own signature in Settings and
// countersigns from Details with one tap; Details then hands over the next signer's own link; Resend sends the
// link again only to whoever's turn it is; the send page lists every signer with their channel; a hirer
// declines on a 390 px phone (a confirm with a reason, then a page saying the set stopped) and the dealer sees
// it in Details and the notifications; the operator's CRM counts signers. Screenshots at 390 and 1280 px.
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { type Api, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { openDashboardTab } from './support/dealer.ts';
import { ADMIN } from './support/journey.ts';
import { newDataDirWithAdmin, type RunningServer, removeDataDir, startServer } from './support/server.ts';
import { mailsTo, registerDealer, signAndSubmit, until } from './support/signing-data.ts';
import { signWithFinger } from './support/signing-page.ts';
import { tap } from './support/touch.ts';

const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const DESK = { viewport: { width: 1280, height: 900 } };
const HIRER = { x: 56, y: 409.7, width: 296, height: 46 };
const CREDITOR = { x: 56, y: 313, width: 296, height: 46 };
const HIRER_TWO = { x: 128.6, y: 420, width: 245.4, height: 40 };

let server: RunningServer;
let sink: SmtpSink;
let browser: Browser;
let dataDir: string;
let dealer: Api;
let cookie: string;
let documentId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await newDataDirWithAdmin();
  sink = await startSmtpSink();
  server = await startServer(dataDir, { SMTP_URL: sink.url });
  browser = await launchBrowser();
  dealer = await registerDealer(server.url, sink, {
    name: 'Northgate Motors',
    email: 'sales@northgate.test',
  });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@northgate.test', password: 'a long enough password 42' }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  documentId = (await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf')).id;
  await dealer('PUT', `/api/documents/${documentId}`, {
    title: 'Hire-purchase agreement',
    documentType: 'finance_agreement',
    signatureRequired: true,
    extractedData: {
      customerName: 'Aisha Rahman',
      vehicleRegistration: 'BF21KHW',
      signatureFields: [
        { page: 2, label: 'Signature of Debtor', box: HIRER },
        { page: 2, label: 'Signature on behalf of the Creditor', box: CREDITOR, signer: 'dealer' },
        { page: 4, label: 'Joint hirer', box: HIRER_TWO, signer: 'customer2' },
      ],
    },
  });
  for (const [name, email] of [
    ['Aisha Rahman', 'aisha@example.co.uk'],
    ['Ben Okafor', 'ben@example.co.uk'],
  ] as const) {
    const made = await dealer<{ id: string }>('POST', '/api/customers', {
      name,
      email,
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    ids[name] = made.id;
  }
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  if (dataDir) removeDataDir(dataDir);
});

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 60_000 });

/** The dealer's pages of the test under way, closed after it: each holds a live-update stream, and a
 * session may hold only a few at once (as a dealer's forgotten tabs would). */
const dealerContexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(dealerContexts.splice(0).map((context) => context.close()));
});

async function dealerPage(size: typeof DESK | typeof PHONE = DESK) {
  const context = await browser.newContext(size);
  dealerContexts.push(context);
  const page = await context.newPage();
  const [name, value] = cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: server.url }]);
  return page;
}

/** Both widths of what is on screen now (the 390 px one of the same page, resized). */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openDetails(page: Page) {
  await page.goto(`${server.url}/dashboard`);
  await openDashboardTab(page, 'Signing Requests');
  await page
    .getByRole('button', { name: /Details of the request for/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Signing request for Aisha Rahman and Ben Okafor' });
}

describe('several signers on the dealer’s other screens', () => {
  let requestId = '';

  it('the member saves their own signature and countersigns with one tap; Details hands over the next link', async () => {
    const page = await dealerPage();
    await page.goto(`${server.url}/settings`);
    const card = page.getByRole('region', { name: 'Your signature' });
    await card.getByText('No signature saved yet.').waitFor();
    await card.getByRole('button', { name: 'Draw or type your signature' }).click();
    await card.getByRole('button', { name: 'Type your name instead' }).click();
    await card.getByLabel('Type your full name').fill('Northgate Owner');
    await card.getByRole('button', { name: 'Save signature' }).click();
    await toast(page, 'Signature saved');
    await card.getByRole('img', { name: 'Your saved signature' }).waitFor();
    await shots(page, 'h31-settings-signature');

    requestId = (
      await dealer<{ id: string }>('POST', '/api/signing-requests', {
        documentIds: [documentId],
        mismatchConfirmed: true,
        signers: [
          { role: 'dealer' },
          { customerId: ids['Aisha Rahman'], role: 'customer' },
          { customerId: ids['Ben Okafor'], role: 'customer' },
        ],
        order: 'sequential',
      })
    ).id;
    const details = await openDetails(page);
    await details.getByTestId('signers-next').getByText('Northgate Owner (Dealer)').waitFor();
    await shots(page, 'h31-details-dealer-turn');
    await details.getByRole('button', { name: 'Use my saved signature' }).click();
    await toast(page, 'Countersigned');
    await details.getByTestId('signers-next').getByText('Aisha Rahman (Customer)').waitFor();
    await details.getByRole('heading', { name: 'Hand over Aisha Rahman’s link' }).waitFor();
    await details.getByText(/^Signed \d\d:\d\d$/).waitFor();
    // Ben's link is not out yet: no actions for him.
    expect(await details.getByRole('heading', { name: /Ben Okafor’s link/ }).count()).toBe(0);
    await shots(page, 'h31-details-next-signer');
    await until(
      'Aisha’s link',
      async () => (await mailsTo(sink, 'aisha@example.co.uk', /^Please sign/)).length === 1,
    );
  }, 200_000);

  it('Resend sends the link again only to the signer whose turn it is', async () => {
    const page = await dealerPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'Resend to Aisha Rahman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend documents to Aisha Rahman' });
    await dialog.getByText('Their latest request has 3 signers · 1 of 3 signed').waitFor();
    await dialog.getByText('Aisha Rahman (Customer): e-mail').waitFor();
    await shots(page, 'h31-resend');
    await dialog.getByRole('button', { name: 'Send the link again to Aisha Rahman' }).click();
    await toast(page, 'Links sent again');
    await until(
      'the second mail to Aisha',
      async () => (await mailsTo(sink, 'aisha@example.co.uk', /^Please sign/)).length === 2,
    );
    expect((await mailsTo(sink, 'ben@example.co.uk', /^Please sign/)).length).toBe(0);
  }, 120_000);

  it('the send page lists every signer with their channel, and the confirmation names them', async () => {
    const page = await dealerPage();
    await page.goto(`${server.url}/documents/${documentId}/send?customer=${ids['Aisha Rahman']}`);
    await page.getByRole('heading', { name: 'Send for Signature' }).waitFor();
    const more = page.getByTestId('more-signers');
    await more.getByRole('button', { name: 'Add another signer' }).click();
    await more.getByRole('radio', { name: /Ben Okafor/ }).check();
    await more.getByLabel('Dealership countersignature').selectOption('last');
    const list = page.getByTestId('send-signers');
    await list.getByText('Ben Okafor').waitFor();
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Aisha Rahman · Customer · e-mail',
      'Ben Okafor · Joint customer · e-mail',
      'You (the dealership) · Countersigns · in the app',
    ]);
    await shots(page, 'h31-send-page');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Sent to Aisha Rahman (e-mail), Ben Okafor (e-mail), Northgate Owner (in the app).');
  }, 120_000);

  it('a hirer declines on a phone: the set stops, the page says so, the dealer sees it', async () => {
    const link = await dealer<{ link: string }>(
      'GET',
      `/api/signing-requests/${requestId}/link?signer=${
        (
          await dealer<{ signers: { id: string; name: string }[] }>(
            'GET',
            `/api/signing-requests/${requestId}`,
          )
        ).signers[1]!.id
      }`,
    );
    const phone = await (await browser.newContext(PHONE)).newPage();
    const errors: string[] = [];
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(link.link);
    await phone.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    await noSidewaysScroll(phone);
    await phone.screenshot({ path: `${SHOTS}/h31-sign-decline-button-390.png`, fullPage: true });
    await tap(phone, phone.getByRole('button', { name: 'I do not want to sign' }));
    const confirm = phone.getByRole('dialog', { name: 'Decline to sign?' });
    await confirm.getByLabel('Why do you not want to sign? (optional)').fill('The monthly payment is wrong');
    await phone.screenshot({ path: `${SHOTS}/h31-sign-decline-confirm-390.png` });
    await tap(phone, confirm.getByRole('button', { name: 'Decline to sign' }));
    await phone.getByRole('heading', { name: 'You declined to sign' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/h31-sign-declined-390.png` });
    await phone.reload();
    await phone.getByRole('heading', { name: 'Signing has stopped' }).waitFor();
    await phone.getByText(/Aisha Rahman declined to sign/).waitFor();
    await phone.screenshot({ path: `${SHOTS}/h31-sign-stopped-390.png` });
    expect(errors.join('\n')).toBe('');

    const desk = await (await browser.newContext(DESK)).newPage();
    await desk.goto(link.link);
    await desk.getByRole('heading', { name: 'Signing has stopped' }).waitFor();
    await desk.screenshot({ path: `${SHOTS}/h31-sign-stopped-1280.png` });

    const page = await dealerPage();
    await page.goto(`${server.url}/dashboard`);
    await openDashboardTab(page, 'Signing Requests');
    // The older request (the one declined) is second in the list.
    await page
      .getByRole('button', { name: /Details of the request for/ })
      .nth(1)
      .click();
    const details = page.getByRole('dialog', { name: 'Signing request for Aisha Rahman and Ben Okafor' });
    await details.getByText(/This request has stopped: Aisha Rahman declined to sign/).waitFor();
    await details.getByText('“The monthly payment is wrong”').waitFor();
    await shots(page, 'h31-details-declined');
    const notes = await dealer<{ message: string }[]>('GET', '/api/notifications');
    expect(notes.map((n) => n.message).join('\n')).toContain(
      'Aisha Rahman (Customer) declined to sign: "The monthly payment is wrong". The request has stopped.',
    );
  }, 200_000);

  it('the signing page on a desktop offers the decline too', async () => {
    const latest = await dealer<{ id: string; signers: { id: string }[] }[]>('GET', '/api/signing-requests');
    const parallel = latest[0]!;
    const { link } = await dealer<{ link: string }>(
      'GET',
      `/api/signing-requests/${parallel.id}/link?signer=${parallel.signers[1]!.id}`,
    );
    const desk = await (await browser.newContext(DESK)).newPage();
    await desk.goto(link);
    await desk.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    await desk.getByRole('button', { name: 'I do not want to sign' }).click();
    await desk.getByRole('dialog', { name: 'Decline to sign?' }).waitFor();
    await desk.screenshot({ path: `${SHOTS}/h31-sign-decline-confirm-1280.png` });
    await desk.getByRole('button', { name: 'Keep the documents' }).click();
    await desk.screenshot({ path: `${SHOTS}/h31-sign-decline-button-1280.png`, fullPage: true });
  }, 120_000);

  it('the one customer of a request declines on a phone; the open Details follow at once', async () => {
    const warranty = await uploadFixture(dealer, 'Warranty-Certificate-RD-W-30281.pdf');
    const request = await dealer<{ id: string }>('POST', '/api/signing-requests', {
      customerId: ids['Ben Okafor'],
      documentIds: [warranty.id],
      mismatchConfirmed: true,
    });
    const page = await dealerPage();
    await page.goto(`${server.url}/dashboard/requests?request=${request.id}`);
    const details = page.getByRole('dialog', { name: 'Signing request for Ben Okafor' });
    await details.getByText('Status:').waitFor();
    const { link } = await dealer<{ link: string }>('GET', `/api/signing-requests/${request.id}/link`);
    const phone = await (await browser.newContext(PHONE)).newPage();
    await phone.goto(link);
    await tap(phone, phone.getByRole('button', { name: 'I do not want to sign' }));
    const confirm = phone.getByRole('dialog', { name: 'Decline to sign?' });
    await confirm
      .getByText('These documents will not be signed, and Northgate Motors is told at once.', {
        exact: false,
      })
      .waitFor();
    await confirm.getByLabel('Why do you not want to sign? (optional)').fill('Wrong part exchange value');
    await tap(phone, confirm.getByRole('button', { name: 'Decline to sign' }));
    await phone.getByRole('heading', { name: 'You declined to sign' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/one-customer-declined-390.png` });
    // Details, open all along, follow by themselves (live updates): who declined and why.
    await details
      .getByTestId('customer-declined')
      .getByText('Declined to sign by Ben Okafor (Customer): "Wrong part exchange value"', { exact: false })
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/one-customer-declined-details-1280.png` });
    expect((await dealer<{ status: string }>('GET', `/api/signing-requests/${request.id}`)).status).toBe(
      'declined',
    );
  }, 120_000);

  it('the operator’s CRM counts signers', async () => {
    const page = await (await browser.newContext(DESK)).newPage();
    await page.goto(`${server.url}/api/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/admin-dashboard`);
    const row = page.getByRole('region', { name: 'Dealers', exact: true }).getByRole('listitem').filter({
      hasText: 'Northgate Motors',
    });
    // The dealer list is a materialized view, refreshed when 30 s old: the page is opened again until it shows.
    await until(
      'the dealer in the CRM',
      async () => {
        await page.goto(`${server.url}/admin-dealer-crm`);
        await page.getByRole('heading', { name: 'Dealer CRM & Progress Tracking' }).waitFor();
        await page.waitForTimeout(1500);
        return (await row.count()) > 0 ? true : undefined;
      },
      120_000,
    );
    await row.getByRole('button').click();
    const panel = page.getByRole('region', { name: 'Northgate Motors' });
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'Aisha Rahman' })
      .getByText('0 of 3 signed · 1 document')
      .waitFor({ timeout: 60_000 });
    await shots(page, 'h31-crm');
  }, 200_000);

  it('a joint hirer signs in person on the dealer’s phone; their submit hands the phone back', async () => {
    const request = await dealer<{ id: string; signers: { id: string; name: string }[] }>(
      'POST',
      '/api/signing-requests',
      {
        documentIds: [documentId],
        mismatchConfirmed: true,
        signers: [
          { customerId: ids['Aisha Rahman'], role: 'customer' },
          { customerId: ids['Ben Okafor'], role: 'customer' },
        ],
      },
    );
    const page = await dealerPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const details = await openDetails(page);
    const choice = details.getByRole('region', { name: 'Sign in person' });
    await choice.getByRole('button', { name: 'Sign in person: Aisha Rahman (Customer)' }).waitFor();
    await choice
      .getByRole('button', { name: 'Sign in person: Ben Okafor (Customer 2)' })
      .scrollIntoViewIfNeeded();
    await shots(page, 'h31-sign-in-person-choice');
    await page.setViewportSize(PHONE.viewport);
    await tap(page, choice.getByRole('button', { name: 'Sign in person: Ben Okafor (Customer 2)' }));

    // His own page, on the dealer's phone: only his place, drawn with a finger.
    await page.waitForURL(/\/sign\/[\w-]+\?handover=1/);
    await page.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    await signWithFinger(page);
    await tap(page, page.getByRole('button', { name: 'Submit 1 document' }));
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    await page.getByText('Your copies follow once Aisha Rahman has signed.').waitFor();
    await page.screenshot({ path: `${SHOTS}/h31-sign-in-person-done-390.png` });
    await page.getByRole('link', { name: 'Back to the dealer' }).click();
    // The lock ended with his submit: the dealer's app, not the password screen.
    await page.getByRole('tab', { name: 'Signing Requests' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: /This device is with/ }).count()).toBe(0);
    const trail = await dealer<{ description: string }[]>(
      'GET',
      `/api/signing-requests/${request.id}/events`,
    );
    expect(trail.map((e) => e.description)).toContainEqual(
      expect.stringMatching(/^Signed in person by Ben Okafor \(Customer 2\) on the dealer's device/),
    );

    // Details open, Aisha signs on her own phone meanwhile: the set is complete, and Details follows by
    // itself (live updates): nobody is offered the device any more. (A tap that loses that race is refused
    // by name: handover-signers.test.ts.)
    const again = await openDetails(page);
    const aishaButton = again
      .getByRole('region', { name: 'Sign in person' })
      .getByRole('button', { name: 'Sign in person: Aisha Rahman (Customer)' });
    await aishaButton.waitFor();
    const aishaId = request.signers.find((s) => s.name === 'Aisha Rahman')!.id;
    const { link } = await dealer<{ link: string }>(
      'GET',
      `/api/signing-requests/${request.id}/link?signer=${aishaId}`,
    );
    await signAndSubmit(server.url, link.split('/sign/')[1]!);
    await expect
      .poll(() => again.getByRole('region', { name: 'Sign in person' }).count(), { timeout: 60_000 })
      .toBe(0);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/h31-sign-in-person-complete-390.png` });
    expect(errors.join('\n')).toBe('');
  }, 200_000);
});
