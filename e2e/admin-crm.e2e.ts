// The admin's dealer CRM in Chromium (spec B §2.12): three dealers set up through the API (green, amber and
// red by completion rate, one with a request overdue by five days); the administrator opens the CRM from the
// header, reads the status cards and colours, searches, filters and sorts, opens the red dealer's customers,
// reminds the overdue one (the mail carries the request's own link) and nudges the dealer. Mail goes to a
// real SMTP server in this process. Phone and desktop sizes.
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { type Api, apiWithCookie, signInApi, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN } from './support/journey.ts';
import { newDataDir, type RunningServer, removeDataDir, runScript, startServer } from './support/server.ts';

const GREEN = { name: 'Northgate Motors', email: 'sales@northgate.test' };
const AMBER = { name: 'Ashby Cars', email: 'hello@ashby.test' };
const RED = { name: 'Ridgeway Autos', email: 'owner@ridgeway.test' };
const NAMES = [GREEN.name, AMBER.name, RED.name];
const OVERDUE = { name: 'Olivia Grant', email: 'olivia@example.co.uk' };

let server: RunningServer;
let sink: SmtpSink;
let browser: Browser;
let dataDir: string;
/** The overdue request's link token, from its invitation. */
let overdueToken = '';
/** The link of the customer who opened theirs and has not signed yet. */
let openedToken = '';

const startJourneyServer = () => startServer(dataDir, { SMTP_URL: sink.url });

beforeAll(async () => {
  dataDir = newDataDir();
  await runScript('scripts/admin-create.ts', ['--email', ADMIN.email, '--password', ADMIN.password], {
    DATA_DIR: dataDir,
  });
  sink = await startSmtpSink();
  server = await startJourneyServer();
  browser = await launchBrowser();
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  removeDataDir(dataDir);
});

/** Polls (the machine may be busy) until `find` gives something, for at most `ms`. */
async function until<T>(what: string, find: () => T | undefined | Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const isTo = (mail: ParsedMail, email: string) =>
  [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === email));
const mailsTo = (email: string, subject: RegExp) =>
  sink.messages.filter((m) => isTo(m, email) && subject.test(m.subject ?? ''));
const mailTo = (email: string, subject: RegExp) =>
  until(`a mail to ${email} (${subject})`, () => mailsTo(email, subject)[0]);

/** Registers as a dealer would, then confirms the address with the link mailed to it and signs in. */
async function registerDealer(dealer: { name: string; email: string }): Promise<Api> {
  const password = 'a long enough password 42';
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: dealer.email,
      password,
      dealershipName: dealer.name,
      firstName: dealer.name.split(' ')[0],
      lastName: 'Owner',
    }),
  });
  expect(res.status).toBe(201);
  // With a mail server configured, a new account confirms its e-mail address before it can sign in.
  const confirm = await mailTo(dealer.email, /^Confirm your e-mail address/);
  const link = /https?:\/\/\S+/.exec(confirm.text ?? '')![0];
  expect((await fetch(link, { redirect: 'manual' })).status).toBeLessThan(400);
  return signInApi(server.url, dealer.email, password);
}

/** A finger-drawn signature as the signing page sends it. */
function signaturePng() {
  const canvas = createCanvas(300, 100);
  const ctx = canvas.getContext('2d');
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(20, 70);
  ctx.bezierCurveTo(80, 10, 160, 90, 280, 30);
  ctx.stroke();
  return `data:image/png;base64,${canvas.encodeSync('png').toString('base64')}`;
}

type Outcome = 'completed' | 'opened' | 'sent' | 'none';

/**
 * A customer of the dealer and, unless `none`, a request for them sent with the real send call; the link
 * from the invitation then opens it or signs and submits it as the customer would. Returns the link token.
 */
async function customerWith(
  dealer: Api,
  documentId: string,
  who: { name: string; email: string },
  outcome: Outcome,
) {
  const customer = await dealer<{ id: string }>('POST', '/api/customers', {
    name: who.name,
    email: who.email,
    phone: '07700 900123',
    postcode: 'B33 8TH',
  });
  if (outcome === 'none') return '';
  // The fixture names another customer: the dealer has seen that and sends anyway.
  await dealer('POST', '/api/signing-requests', {
    customerId: customer.id,
    documentIds: [documentId],
    mismatchConfirmed: true,
  });
  const invitation = await mailTo(who.email, /^Please sign/);
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(invitation.text ?? '')![1]!;
  if (outcome === 'sent') return token;
  const session = await apiWithCookie(server.url, '')<{ documents: { id: string }[] }>(
    'GET',
    `/api/sign/${token}`,
  );
  if (outcome === 'opened') return token;
  await signAndSubmit(token, session.documents);
  return token;
}

/** The customer signs every document of the link's set and submits it. */
async function signAndSubmit(token: string, documents?: { id: string }[]) {
  const customerApi = apiWithCookie(server.url, '');
  documents ??= (await customerApi<{ documents: { id: string }[] }>('GET', `/api/sign/${token}`)).documents;
  for (const document of documents) {
    await customerApi('POST', `/api/sign/${token}/signature`, {
      documentId: document.id,
      signatureData: signaturePng(),
      pageNumber: 1,
    });
  }
  await customerApi('POST', `/api/sign/${token}/submit`);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// Radix also copies a toast into a screen-reader announcement, so the text appears twice.
const toastSaying = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 60_000 });

/** The colour family of an element's status dot (its aria-hidden child), read back as RGB. */
async function dotColour(locator: Locator) {
  return locator.evaluate((element) => {
    const dot = element.querySelector('[aria-hidden="true"]');
    if (!dot) return 'no dot';
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(dot).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data as unknown as number[];
    if (g! > r! && g! > b!) return 'green';
    if (r! > 180 && g! > 120 && b! < 90) return 'amber';
    if (r! > 180 && g! < 110) return 'red';
    return `rgb(${r}, ${g}, ${b})`;
  });
}

async function signInAsAdmin(page: Page) {
  await page.goto(`${server.url}/api/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin-dashboard`);
}

/** The dealer list's names, top to bottom, once the list shows `expected` (it keeps the old page meanwhile). */
async function expectDealers(page: Page, expected: string[]) {
  const items = page.getByRole('region', { name: 'Dealers', exact: true }).getByRole('listitem');
  await expect
    .poll(async () => (await items.allTextContents()).map((t) => NAMES.find((n) => t.includes(n))), {
      timeout: 30_000,
    })
    .toEqual(expected);
}

describe('admin dealer CRM', () => {
  it('has three dealers set up through the API, one with a request overdue by five days', async () => {
    const green = await registerDealer(GREEN);
    const greenDoc = (await uploadFixture(green, 'handover-checklist-BH-DEL-5529.pdf')).id;
    for (const [i, outcome] of (
      ['completed', 'completed', 'completed', 'completed', 'sent'] as const
    ).entries())
      await customerWith(
        green,
        greenDoc,
        { name: `Northgate Buyer ${i + 1}`, email: `buyer${i + 1}@northgate.example` },
        outcome,
      );

    const amber = await registerDealer(AMBER);
    const amberDoc = (await uploadFixture(amber, 'handover-checklist-BH-DEL-5529.pdf')).id;
    await customerWith(
      amber,
      amberDoc,
      { name: 'Ashby Buyer 1', email: 'buyer1@ashby.example' },
      'completed',
    );
    await customerWith(amber, amberDoc, { name: 'Ashby Buyer 2', email: 'buyer2@ashby.example' }, 'sent');

    const red = await registerDealer(RED);
    const redDoc = (await uploadFixture(red, 'handover-checklist-BH-DEL-5529.pdf')).id;
    overdueToken = await customerWith(red, redDoc, OVERDUE, 'sent');
    openedToken = await customerWith(
      red,
      redDoc,
      { name: 'Ian Hughes', email: 'ian@example.co.uk' },
      'opened',
    );
    await customerWith(red, redDoc, { name: 'Nora Bell', email: 'nora@example.co.uk' }, 'none');
    await customerWith(red, redDoc, { name: 'Carl Mason', email: 'carl@example.co.uk' }, 'completed');

    // No call moves a request's sending date back, so the journey's own database does it, with the server
    // stopped (the embedded database has one user at a time): Olivia's request was sent five days ago.
    await server.stop();
    const handle = await openDatabase({ dataDir });
    try {
      await handle.db.execute(sql`
        update signing_requests set sent_at = now() - interval '5 days', created_at = now() - interval '5 days'
        where customer_id = (select id from customers where email = ${OVERDUE.email})`);
    } finally {
      await handle.close();
    }
    server = await startJourneyServer();

    // The figures are a materialized view: this process's first read recomputes it; later reads refresh it
    // when it is 30 s old. Either way it settles on these.
    const admin = await signInApi(server.url, ADMIN.email, ADMIN.password);
    await expect
      .poll(() => admin('GET', '/api/admin/dealers-crm/summary'), { timeout: 90_000, interval: 1000 })
      .toMatchObject({ totalDealers: 3, green: 1, amber: 1, red: 1, overdueReminders: 1 });
  }, 300_000);

  it('on a phone: cards, colours, search, filter and sort; reminds the overdue customer and nudges the dealer', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Dealer CRM' }).first().click();
    await page.waitForURL(`${server.url}/admin-dealer-crm`);
    await page.getByRole('heading', { name: 'Dealer CRM & Progress Tracking' }).waitFor();

    // The cards: one dealer of each colour, one reminder due.
    for (const status of ['green', 'amber', 'red'])
      await expect
        .poll(() => page.getByTestId(`crm-count-${status}`).textContent(), { timeout: 60_000 })
        .toBe('1');
    await page.getByText(/^3 dealers · 1 reminder due · figures as of/).waitFor();

    // Lowest completion first: 33.3 % red, 50 % amber (its lower edge), 80 % green (its lower edge).
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    const list = page.getByRole('region', { name: 'Dealers', exact: true });
    const cards = page.getByRole('region', { name: 'Dealers by status' });
    const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    for (const [dealer, badge, colour, card] of [
      [GREEN.name, '80% · Excellent', 'green', 'Excellent'],
      [AMBER.name, '50% · Needs attention', 'amber', 'Needs attention'],
      [RED.name, '33.3% · Urgent', 'red', 'Urgent'],
    ] as const) {
      const shown = row(dealer).getByText(badge, { exact: true });
      await shown.waitFor();
      expect(await dotColour(shown)).toBe(colour);
      expect(await dotColour(cards.getByRole('button', { name: new RegExp(card) }))).toBe(colour);
    }
    await row(RED.name).getByText('1 overdue').waitFor();
    await row(GREEN.name).getByText('4 completed').waitFor();

    // Search by e-mail, then by part of a name.
    const search = page.getByLabel('Search dealers');
    await search.fill('ridgeway.test');
    await expectDealers(page, [RED.name]);
    await search.fill('cars');
    await expectDealers(page, [AMBER.name]);
    await search.fill('no such dealer');
    await page.getByText('No dealer matches').waitFor();
    await search.fill('');
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);

    // Filter by the select and by a card (pressed again: all).
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('green');
    await expectDealers(page, [GREEN.name]);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('all');
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    const urgentCard = cards.getByRole('button', { name: /Urgent/ });
    await urgentCard.click();
    expect(await urgentCard.getAttribute('aria-pressed')).toBe('true');
    await expectDealers(page, [RED.name]);
    await urgentCard.click();
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);

    // Sort.
    await page.getByRole('combobox', { name: /^Sort/ }).selectOption('best');
    await expectDealers(page, [GREEN.name, AMBER.name, RED.name]);
    await page.getByRole('combobox', { name: /^Sort/ }).selectOption('name');
    await expectDealers(page, [AMBER.name, GREEN.name, RED.name]);
    await page.getByRole('combobox', { name: /^Sort/ }).selectOption('overdue');
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    await page.getByRole('combobox', { name: /^Sort/ }).selectOption('urgent');
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    await noSidewaysScroll(page);

    // The red dealer's customers: one in each state, none reminded yet.
    await row(RED.name).getByRole('button').click();
    const panel = page.getByRole('region', { name: RED.name });
    const customer = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
    for (const [name, status] of [
      [OVERDUE.name, 'Overdue'],
      ['Ian Hughes', 'In progress'],
      ['Nora Bell', 'Not started'],
      ['Carl Mason', 'Completed'],
    ] as const) {
      await customer(name).getByText(status, { exact: true }).waitFor();
    }
    await customer(OVERDUE.name).getByText('Sent 5 days ago').waitFor();
    await customer(OVERDUE.name).getByText('0 reminders sent').waitFor();
    await customer('Carl Mason').getByText('1 of 1 document signed').waitFor();
    // Only the overdue customer can be ticked.
    expect(await panel.getByRole('checkbox').count()).toBe(1);
    await noSidewaysScroll(page);

    await panel.getByRole('checkbox', { name: `Remind ${OVERDUE.name}` }).check();
    await panel.getByRole('button', { name: 'Send Reminders (1)' }).click();
    await toastSaying(page, 'Reminders Sent');
    await toastSaying(page, 'Reminder sent to 1 customer.');
    await customer(OVERDUE.name).getByText('1 reminder sent').waitFor();
    const reminder = await mailTo(OVERDUE.email, /^Reminder: please sign/);
    expect(reminder.subject).toBe(`Reminder: please sign your documents from ${RED.name}`);
    // The request's own link (the one in the invitation), at this server's address.
    expect(reminder.text).toContain(`${server.url}/sign/${overdueToken}`);
    expect(reminder.html).toContain(`${server.url}/sign/${overdueToken}`);

    await panel.getByRole('button', { name: 'Nudge Dealer' }).click();
    await toastSaying(page, 'Nudge Sent');
    await toastSaying(page, `Nudge sent to ${RED.email}.`);
    const nudge = await mailTo(RED.email, /not signed after/);
    expect(nudge.subject).toBe('1 customer has not signed after 3 days');
    expect(nudge.text).toContain(OVERDUE.name);
    expect(nudge.text).toContain(`${server.url}/dashboard`);

    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/crm-390.png', fullPage: true });
    await context.close();
  });

  it('at desktop size: a second reminder or nudge the same day is refused; a new signing shows with the next refresh', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Dealer CRM' }).first().click();
    await page.getByRole('heading', { name: 'Dealer CRM & Progress Tracking' }).waitFor();
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    await page
      .getByRole('region', { name: 'Dealers', exact: true })
      .getByRole('listitem')
      .filter({ hasText: RED.name })
      .getByRole('button')
      .click();
    const panel = page.getByRole('region', { name: RED.name });
    const overdue = panel.getByRole('listitem').filter({ hasText: OVERDUE.name });
    await overdue.getByText('1 reminder sent').waitFor();

    await panel.getByRole('button', { name: 'Select all overdue (1)' }).click();
    await panel.getByRole('button', { name: 'Send Reminders (1)' }).click();
    await toastSaying(page, 'Reminders Failed');
    await toastSaying(page, 'These customers were reminded in the last 24 hours');
    await panel.getByRole('button', { name: 'Nudge Dealer' }).click();
    await toastSaying(page, 'Nudge Failed');
    await toastSaying(page, 'This dealer was nudged in the last 24 hours');
    expect(mailsTo(OVERDUE.email, /^Reminder/)).toHaveLength(1);
    expect(mailsTo(RED.email, /not signed after/)).toHaveLength(1);

    // Ian signs now. The figures are a view recomputed when a read finds it 30 s old, and the screen
    // refetches every 30 s: within about a minute the row and the open panel both show it, and the dealer
    // turns amber (2 of 3: 66.7 %).
    await signAndSubmit(openedToken);
    const row = page
      .getByRole('region', { name: 'Dealers', exact: true })
      .getByRole('listitem')
      .filter({ hasText: RED.name });
    await row.getByText('66.7% · Needs attention', { exact: true }).waitFor({ timeout: 150_000 });
    await row.getByText('2 completed').waitFor();
    await panel.getByText('66.7% · Needs attention', { exact: true }).waitFor();
    const figure = (label: string) =>
      panel.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    expect(await figure('Completed').textContent()).toBe('2');
    expect(await figure('Pending').textContent()).toBe('1');
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'Ian Hughes' })
      .getByText('Completed', { exact: true })
      .waitFor({ timeout: 60_000 });
    for (const [status, n] of [
      ['green', '1'],
      ['amber', '2'],
      ['red', '0'],
    ])
      await expect
        .poll(() => page.getByTestId(`crm-count-${status}`).textContent(), { timeout: 60_000 })
        .toBe(n);

    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/crm-1280.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to Control Center' }).click();
    await page.getByRole('heading', { name: 'Admin Control Center' }).waitFor();
    await context.close();
  }, 240_000);
});
