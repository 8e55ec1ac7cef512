// A deal built from four uploads and signed on phones, 390 px wide: the dealer uploads a sale's order and
// invoice, part-exchange agreement, hire-purchase agreement and delivery note (made by the project's own
// generator, all naming one customer and registration), accepts the deal they are offered as, adds the
// buyer, enters the lender and commission and sends it. The customer, from the mailed links, ticks and signs
// the commission disclosure after entering the texted one-time code (one per deal, asked before her first
// signature), then signs the agreements and the delivery note without a second code. The dealer then
// downloads the evidence ZIP from the deal's screen, whose sealed files and certificate each pass pdfsig.
// A second deal gets a joint buyer and a guarantor in the deal's dialog. Screenshots go to the
// system's temporary folder (deal-pack-e2e-shots).
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementPdf } from '../src/server/test/agreement-pdf.ts';
import { type FakeSms, startFakeSms } from '../src/server/test/fake-sms.ts';
import { pdfsig, pdftotext } from '../src/server/test/poppler.ts';
import { readZip } from '../src/server/test/read-zip.ts';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import type { Api } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { openDashboardTab, signInInBrowser } from './support/dealer.ts';
import { checkLayout, watchPage } from './support/layout-check.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';
import { signEveryDocument } from './support/sign-every-document.ts';
import { mailsTo, registerDealer, until } from './support/signing-data.ts';

const SHOTS = path.join(os.tmpdir(), 'deal-pack-e2e-shots');
mkdirSync(SHOTS, { recursive: true });
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const DEALER = { name: 'Kestrel Vale Motors', email: 'dan@kestrel.test' };
const PASSWORD = 'a long enough password 42';
const AISHA = {
  name: 'Aisha Rahman',
  address: '22 Coventry Road, Birmingham',
  postcode: 'B10 0RX',
  phone: '07700 900123',
  email: 'aisha@example.co.uk',
  registration: 'YK19 BNF',
};
/** The sale's paperwork: title (the PDF's own) and heading (what says which kind it is). */
const PACK = [
  ['Vehicle order and invoice KV-2001', 'VEHICLE ORDER AND INVOICE'],
  ['Part-exchange agreement KV-2001', 'PART-EXCHANGE AGREEMENT'],
  ['Hire-purchase agreement KV-2001', 'HIRE-PURCHASE AGREEMENT'],
  ['Delivery note KV-2001', 'DELIVERY NOTE'],
] as const;

let sink: SmtpSink;
let sms: FakeSms;
let server: RunningServer;
let browser: Browser;
let dataDir: string;
let dealer: Api;
let aishaId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  sms = await startFakeSms();
  dataDir = newDataDir();
  // The platform's own default: a code before signing a set with a credit agreement.
  server = await startServer(dataDir, { SMTP_URL: sink.url, ...sms.env, SIGNING_CODE_DEFAULT: 'finance' });
  browser = await launchBrowser();
  dealer = await registerDealer(server.url, sink, DEALER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sms?.close();
  await sink?.close();
  if (dataDir) removeDataDir(dataDir);
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

async function dealerPage() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInInBrowser(page, server.url, DEALER.email, PASSWORD);
  return page;
}

/** The invitation to a step, told apart by the step line its note carries. */
function stepLink(step: number) {
  return until(`the invitation to step ${step}`, () => {
    const mail = mailsTo(sink, AISHA.email, /^Please sign/).find((m) =>
      (m.text ?? '').includes(`Step ${step} of 3`),
    );
    return mail && /https?:\/\/\S+\/sign\/[\w-]+/.exec(mail.text ?? '')?.[0];
  });
}

/** Asks nothing: reads the newest code texted to Aisha after the page asked for one. */
async function textedCode(before: number) {
  const text = await until('the texted code', () => sms.messages.slice(before).at(-1));
  return text.body.match(/\b(\d{6})\b/)![1]!;
}

describe('a deal pack at 390 px', () => {
  it('is built from four uploads, signed step by step, and its evidence downloaded', async () => {
    aishaId = await addCustomer(AISHA.name, AISHA.email, AISHA.phone);
    const page = await dealerPage();
    const watch = watchPage(page);

    // Four uploads in one go, from the upload screen.
    await page.goto(`${server.url}/upload`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    const files = await Promise.all(
      PACK.map(async ([title, heading]) => ({
        name: `${title}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          await agreementPdf({ title, heading, customer: AISHA, reference: title.split(' ').at(-1) }),
        ),
      })),
    );
    await (await chooser).setFiles(files);
    await page
      .getByTestId('upload-summary')
      .getByText(/^4 uploaded/)
      .waitFor({ timeout: 120_000 });

    // The lender panel, then the offer: nothing is grouped before the dealer says so.
    await page.goto(`${server.url}/dashboard`);
    await openDashboardTab(page, 'Deals');
    await page.getByRole('button', { name: 'Lender panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Lender panel' });
    await panel.getByLabel('Lender', { exact: true }).fill('Northway Motor Finance');
    await panel.getByLabel('Tie with this lender').selectOption({ label: 'Right of first refusal' });
    await panel.getByLabel('What the tie means, in plain words').fill('They see every application first.');
    await panel.getByRole('button', { name: 'Add lender' }).click();
    await panel.getByText('Right of first refusal · A fixed fee').waitFor();
    await shot(page, 'lender-panel-390');
    await panel.getByRole('button', { name: 'Close' }).click();
    const offer = page.getByText(/These 4 documents look like one sale for Aisha Rahman/);
    await offer.waitFor();
    expect((await dealer<unknown[]>('GET', '/api/deals')).length).toBe(0);
    await checkLayout(page, 'deals tab with an offer', { watch });
    await shot(page, 'deal-offer-390');
    await page.getByRole('button', { name: 'Make this deal' }).click();

    // The deal: its buyer with the customers' picker, then the lender and commission.
    const dialog = page.getByRole('dialog', { name: 'Deal' });
    await dialog.getByRole('button', { name: 'Add the buyer' }).click();
    await dialog.getByLabel('Search customers').fill('Aisha');
    // The picker's choice saves at once (the radio itself stays unchosen, ready for another).
    await dialog.getByRole('radio', { name: /Aisha Rahman/ }).click();
    const people = dialog.getByRole('region', { name: 'Customers of the deal' });
    await people.getByRole('listitem').filter({ hasText: AISHA.name }).getByText('Buyer').waitFor();
    const finance = dialog.getByRole('form', { name: 'Vehicle and finance' });
    await finance.getByLabel('Agreement number').fill('KV-2001');
    await finance.getByLabel('Lender (a financed sale)').selectOption({ label: 'Northway Motor Finance' });
    await finance.getByLabel('Commission (£)').fill('1,250.50');
    await finance.getByLabel('Amount of credit (£)').fill('12000');
    await finance.getByLabel('Total charge for credit (£)').fill('3100');
    await finance.getByRole('button', { name: 'Save and write the disclosure' }).click();
    await dialog.getByText('Step 1: Commission disclosure').waitFor({ timeout: 60_000 });
    await dialog.getByText('Step 3: Delivery documents').waitFor();
    await checkLayout(page, 'drafted deal', { watch });
    await shot(page, 'deal-drafted-390');
    await dialog.getByRole('button', { name: 'Send deal' }).click();
    await dialog.getByRole('link', { name: 'Evidence ZIP' }).waitFor({ timeout: 60_000 });
    await shot(page, 'deal-sent-390');

    // The customer, on her phone, from each step's invitation.
    const phone = await (await browser.newContext(PHONE)).newPage();
    const customerWatch = watchPage(phone);
    await phone.goto(await stepLink(1));
    const steps = phone.getByRole('region', { name: 'Steps of your purchase' });
    await steps.waitFor({ timeout: 60_000 });
    await phone.getByRole('img', { name: /Commission disclosure.*page 1 of 1/ }).waitFor({ timeout: 60_000 });
    await shot(phone, 'customer-disclosure-390');
    await steps.getByRole('checkbox', { name: /I have read how the dealer is paid/ }).check();
    await steps.getByText(/you can sign now/).waitFor();
    await checkLayout(phone, 'disclosure step', { watch: customerWatch, widths: [390] });
    // The deal holds a credit agreement, so the one code is asked here, before her first signature.
    const code = (before: number) => () => textedCode(before);
    const asked = await signEveryDocument(phone, 1, code(sms.messages.length), async () => {
      await shot(phone, 'customer-code-390');
    });
    expect(asked).toBe(1);

    // The agreements and the delivery note take that code: no second one is asked or texted.
    const texted = sms.messages.length;
    await phone.goto(await stepLink(2));
    await phone.getByText('0 of 3 signed').waitFor({ timeout: 60_000 });
    expect(await signEveryDocument(phone, 3, code(texted))).toBe(0);

    await phone.goto(await stepLink(3));
    await phone.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    expect(await signEveryDocument(phone, 1, code(texted))).toBe(0);
    expect(sms.messages.length).toBe(texted);
    await shot(phone, 'customer-done-390');
    expect(customerWatch.problems()).toEqual([]);

    // Every step sealed: the dealer downloads the evidence from the deal's screen.
    const dealId = (await dealer<{ id: string }[]>('GET', '/api/deals'))[0]!.id;
    await until(
      'every step sealed',
      async () => {
        const deal = await dealer<{ status: string; steps: { sealedAt: string | null }[] }>(
          'GET',
          `/api/deals/${dealId}`,
        );
        return deal.status === 'completed' && deal.steps.every((s) => s.sealedAt) ? deal : undefined;
      },
      120_000,
    );
    await page.reload();
    await dialog.getByText('Signed and sealed').nth(2).waitFor({ timeout: 30_000 });
    await checkLayout(page, 'completed deal', { watch });
    await shot(page, 'deal-completed-390');
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Evidence ZIP' }).click();
    const zip = readZip(await readFile((await (await download).path())!));
    await checkEvidence(zip);
    expect(watch.problems()).toEqual([]);
  }, 600_000);

  it('takes a joint buyer and a guarantor in the deal’s dialog, with the customers’ picker', async () => {
    const ben = await addCustomer('Ben Okafor', 'ben@example.co.uk', '07700 900456');
    await addCustomer('Grace Holt', 'grace@example.co.uk', '07700 900789');
    const deal = await dealer<{ id: string }>('POST', '/api/deals', {
      registration: 'BD21XKM',
      customers: [{ customerId: aishaId, role: 'buyer' }],
    });
    const page = await dealerPage();
    const watch = watchPage(page);
    await page.goto(`${server.url}/dashboard/deals?deal=${deal.id}`);
    const dialog = page.getByRole('dialog', { name: 'Deal' });
    const people = dialog.getByRole('region', { name: 'Customers of the deal' });
    const add = async (role: 'Joint buyer' | 'Guarantor', name: string) => {
      await people.getByRole('button', { name: 'Add a joint buyer or guarantor' }).click();
      await people.getByRole('radio', { name: role }).check();
      await people.getByLabel('Search customers').fill(name.split(' ')[0]!);
      await people.getByRole('radio', { name: new RegExp(name) }).click();
      await people.getByRole('listitem').filter({ hasText: name }).getByText(role, { exact: true }).waitFor();
    };
    await add('Joint buyer', 'Ben Okafor');
    await add('Guarantor', 'Grace Holt');
    await checkLayout(page, 'deal with three customers', { watch });
    await shot(page, 'deal-joint-buyer-guarantor-390');
    const saved = await dealer<{ customers: { name: string; role: string }[] }>(
      'GET',
      `/api/deals/${deal.id}`,
    );
    expect(saved.customers.map((c) => [c.name, c.role])).toEqual([
      ['Aisha Rahman', 'buyer'],
      ['Ben Okafor', 'buyer'],
      ['Grace Holt', 'guarantor'],
    ]);
    // One guarantor at most: the choice is there, but not to be made twice.
    await people.getByRole('button', { name: 'Add a joint buyer or guarantor' }).click();
    expect(await people.getByRole('radio', { name: /Guarantor/ }).isDisabled()).toBe(true);
    await shot(page, 'deal-add-customer-390');
    await people.getByRole('button', { name: 'Cancel' }).click();
    await people.getByRole('button', { name: 'Take Ben Okafor off the deal' }).click();
    await people.getByRole('listitem').filter({ hasText: 'Ben Okafor' }).waitFor({ state: 'detached' });
    const after = await dealer<{ customers: { customerId: string }[] }>('GET', `/api/deals/${deal.id}`);
    expect(after.customers.map((c) => c.customerId)).not.toContain(ben);
    expect(watch.problems()).toEqual([]);
  }, 300_000);
});

async function addCustomer(name: string, email: string, phone: string) {
  const { id } = await dealer<{ id: string }>('POST', '/api/customers', {
    name,
    email,
    phone,
    postcode: 'B10 0RX',
  });
  return id;
}

async function checkEvidence(zip: Map<string, Buffer>) {
  const names = [...zip.keys()];
  const sealed = names.filter((n) => n.startsWith('sealed/'));
  // The disclosure, the three agreements and the delivery note, each sealed by its step.
  expect(sealed).toHaveLength(5);
  for (const name of [...sealed, 'certificate.pdf']) {
    const report = await pdfsig(zip.get(name)!);
    expect(report, name).toContain('Signature is Valid');
    expect(report, name).toContain('Total document signed');
  }
  const certificate = (await pdftotext(zip.get('certificate.pdf')!)).replace(/\s+/g, ' ');
  expect(certificate).toContain('Step 3 of 3: delivery documents');
  expect(certificate).toContain('Buyer: Aisha Rahman');
  const shown = names.filter((n) => n.startsWith('disclosure-as-shown/'));
  expect(shown).toHaveLength(1);
  const disclosure = (await pdftotext(zip.get(shown[0]!)!)).replace(/\s+/g, ' ');
  expect(disclosure).toContain('Northway Motor Finance will pay us £1,250.50 commission');
  const trail = JSON.parse(zip.get('trail.json')!.toString('utf8'));
  expect(trail.steps.map((s: { step: string }) => s.step)).toEqual(['disclosure', 'agreement', 'delivery']);
  expect(trail.steps[0].acknowledgements[0].statement).toBe(
    'I have read how the dealer is paid for arranging my finance',
  );
  // Each later step's trail names the code entered at the disclosure.
  expect(JSON.stringify(trail.steps[1].trail)).toMatch(
    /code entered at the commission disclosure step of this deal/,
  );
  expect(JSON.stringify(trail.steps[2].trail)).toMatch(
    /code entered at the commission disclosure step of this deal/,
  );
  expect(names).toContain('README.txt');
}
