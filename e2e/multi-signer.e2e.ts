// Several signers: a hire-purchase agreement with two hirers and the creditor's box. The reading
// leaves the creditor's box to the lender; this dealer signs it for the lender, so adds it for the dealership
// and the second hirer's place in the editor, takes Create
// Request's proposal (a second customer and the countersignature), picks the second hirer and "I sign first", countersigns from Details by typing their name,
// then the first hirer signs from their own link on a desktop and the second on a 390 px phone with a finger;
// the set is sealed only after the last, with each signer's ink in their own box and all three on the
// certificate.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GrayImage, pdftotext, renderPage } from '../src/server/test/poppler.ts';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { type Api, FIXTURES, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';
import { mailTo, registerDealer, until } from './support/signing-data.ts';
import { signWithFinger } from './support/signing-page.ts';
import { tap } from './support/touch.ts';

const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
type Box = { x: number; y: number; width: number; height: number };
const HIRER: Box = { x: 56, y: 409.7, width: 296, height: 46 };
const CREDITOR: Box = { x: 56, y: 313, width: 296, height: 46 };
const HIRER_TWO: Box = { x: 128.6, y: 420, width: 245.4, height: 40 };

let server: RunningServer;
let sink: SmtpSink;
let browser: Browser;
let dataDir: string;
let dealer: Api;
let cookie: string;
let documentId: string;

beforeAll(async () => {
  dataDir = newDataDir();
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
  const document = await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf');
  documentId = document.id;
  // The reading says whose each printed box is: the debtor's twice; the creditor's is the lender's, not read.
  const { extractedData } = document as typeof document & {
    extractedData: { signatureFields: { label: string; signer?: string; page: number }[] };
  };
  const read = extractedData.signatureFields;
  expect(read.map((f) => [f.page, f.label, f.signer ?? 'customer'])).toEqual([
    [2, 'Signature of Debtor', 'customer'],
    [4, 'Signed by the Hirer', 'customer'],
  ]);
  // The form has no box for a second hirer: the dealer adds one in the editor, and the creditor's box for
  // the dealership, which signs it for this lender.
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
  ]) {
    await dealer('POST', '/api/customers', { name, email, phone: '07700 900123', postcode: 'B33 8TH' });
  }
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  if (dataDir) removeDataDir(dataDir);
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

function inkIn(before: GrayImage, after: GrayImage, box: Box) {
  let changed = 0;
  for (let i = 0; i < before.pixels.length; i++) {
    const x = i % before.width;
    const y = before.height - Math.floor(i / before.width);
    const inside = x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
    if (inside && Math.abs(before.pixels[i]! - after.pixels[i]!) > 40) changed++;
  }
  return changed;
}

/** Signs the one document on the signing page (drawn with a finger on a phone, typed on a desktop). */
async function signOnPage(page: Page, how: 'finger' | 'typed', name: string) {
  await page.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
  if (how === 'finger') await signWithFinger(page);
  else {
    await tap(page, page.getByRole('button', { name: 'Sign this document' }));
    const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
    await sheet.getByRole('button', { name: 'Type your name instead' }).click();
    await sheet.getByLabel('Type your full name').fill(name);
    await tap(page, sheet.getByRole('button', { name: 'Submit Signature' }));
    await page.getByText('1 of 1 signed').waitFor();
  }
  await tap(page, page.getByRole('button', { name: 'Submit 1 document' }));
  await page.getByRole('heading', { name: 'All done' }).waitFor();
}

describe('a hire-purchase agreement with two hirers and the creditor’s box', () => {
  it('the dealer countersigns first, each hirer signs from their own link, and the set seals after the last', async () => {
    const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const [name, value] = cookie.split('=') as [string, string];
    await desk.context().addCookies([{ name, value, url: server.url }]);
    await desk.goto(`${server.url}/dashboard`);
    await desk.getByRole('tab', { name: 'Signing Requests' }).click();
    await desk.getByRole('button', { name: 'Create Request' }).click();
    const create = desk.getByRole('dialog', { name: 'Create Signing Request' });
    await create
      .getByRole('radio', { name: /Aisha Rahman/ })
      .first()
      .check();
    await create.getByRole('checkbox', { name: /Hire-purchase agreement/ }).check();
    const more = create.getByTestId('more-signers');
    // The documents' places propose the signers: a second customer's row to fill, and the countersignature.
    await more
      .getByTestId('signers-proposal')
      .getByText(/Customer 2 .*Joint hirer.*the dealership/)
      .waitFor();
    await more.getByRole('button', { name: 'Add these signers' }).click();
    expect(await more.getByTestId('signers-proposal').count()).toBe(0);
    expect(await more.getByLabel('Dealership countersignature').inputValue()).toBe('last');
    await more.getByRole('radio', { name: /Ben Okafor/ }).check();
    await more.getByLabel('Dealership countersignature').selectOption('first');
    await more.getByLabel('Who signs when').selectOption('sequential');
    await desk.screenshot({ path: `${SHOTS}/multi-create-request-1280.png` });
    await create.getByRole('button', { name: /^Send/ }).click();
    await desk.getByText('Signing Request Created', { exact: true }).first().waitFor();

    // Details: who signs, in order, and the dealer's turn first.
    await desk
      .getByRole('button', { name: /Details of the request for/ })
      .first()
      .click();
    const details = desk.getByRole('dialog', { name: 'Signing request for Aisha Rahman and Ben Okafor' });
    await details.getByTestId('signers-next').getByText('Northgate Owner').waitFor();
    expect(await details.getByTestId('signer-row').count()).toBe(3);
    await desk.screenshot({ path: `${SHOTS}/multi-details-1280.png` });
    await details.getByRole('button', { name: 'Countersign now' }).click();
    await desk.waitForURL(/\/sign\//);
    await signOnPage(desk, 'typed', 'Northgate Owner');
    await desk.screenshot({ path: `${SHOTS}/multi-dealer-done-1280.png` });

    // The first hirer, from her own link, on a desktop.
    const aishaMail = await mailTo(sink, 'aisha@example.co.uk', /^Please sign/);
    const aishaLink = /https?:\/\/\S+\/sign\/[\w-]+/.exec(aishaMail.text ?? '')![0];
    expect(mailToBen()).toBe(0);
    const aisha = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await aisha.goto(aishaLink);
    await signOnPage(aisha, 'typed', 'Aisha Rahman');
    await aisha.getByText(/Still to sign: Ben Okafor/).waitFor();

    // The second, on a phone with a finger; only then is the set sealed.
    const benMail = await mailTo(sink, 'ben@example.co.uk', /^Please sign/);
    const benLink = /https?:\/\/\S+\/sign\/[\w-]+/.exec(benMail.text ?? '')![0];
    const phone = await (await browser.newContext(PHONE)).newPage();
    const errors: string[] = [];
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(benLink);
    await phone.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    expect(await noSidewaysScroll(phone)).toBe(true);
    await signOnPage(phone, 'finger', 'Ben Okafor');
    await phone.screenshot({ path: `${SHOTS}/multi-ben-done-390.png` });
    expect(errors).toEqual([]);

    const token = benLink.split('/sign/')[1]!;
    const sealed = await until('the sealed copy', async () => {
      const res = await fetch(`${server.url}/api/sign/${token}/documents/${documentId}/download`);
      return res.ok && res.headers.get('content-type') === 'application/pdf'
        ? Buffer.from(await res.arrayBuffer())
        : undefined;
    });
    const { readFileSync } = await import('node:fs');
    const original = readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf'));
    const [b2, a2, b4, a4] = await Promise.all([
      renderPage(original, 2),
      renderPage(sealed, 2),
      renderPage(original, 4),
      renderPage(sealed, 4),
    ]);
    expect(inkIn(b2, a2, HIRER), 'Aisha’s ink in the hirer’s box').toBeGreaterThan(20);
    expect(inkIn(b2, a2, CREDITOR), 'the dealer’s ink in the creditor’s box').toBeGreaterThan(20);
    expect(inkIn(b4, a4, HIRER_TWO), 'Ben’s ink in the joint hirer’s box').toBeGreaterThan(20);
    const certificate = await pdftotext(sealed, 5);
    for (const who of ['Aisha Rahman', 'Ben Okafor', 'Northgate Owner']) expect(certificate).toContain(who);
  }, 400_000);
});

const mailToBen = () =>
  sink.messages.filter((m) =>
    [m.to ?? []].flat().some((a) => a.value.some((v) => v.address === 'ben@example.co.uk')),
  ).length;
