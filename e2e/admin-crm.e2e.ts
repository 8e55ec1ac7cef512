// The admin's dealer CRM in Chromium: three dealers set up through the API (green, amber and
// red by completion rate, one with a request overdue by five days); the administrator opens the CRM from the
// header, reads the status cards and colours, searches, filters and sorts, opens the red dealer's customers,
// reminds the overdue one (the mail carries the request's own link) and nudges the dealer. Mail goes to a
// real SMTP server in this process. Phone and desktop sizes.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { type Api, signInApi, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN } from './support/journey.ts';
import { newDataDirWithAdmin, type RunningServer, removeDataDir, startServer } from './support/server.ts';
import {
  backdateRequestsOf,
  customerWith,
  mailsTo,
  mailTo,
  type Outcome,
  registerDealer,
  signAndSubmit,
} from './support/signing-data.ts';

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
  dataDir = await newDataDirWithAdmin();
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
    // Green: 4 of 5 signed (80 %, the lower edge). Amber: 1 of 2 (50 %, its lower edge). Red: 1 of 3.
    const plan: [{ name: string; email: string }, [string, Outcome][]][] = [
      [GREEN, [1, 2, 3, 4, 5].map((i) => [`Northgate Buyer ${i}`, i < 5 ? 'completed' : 'sent'])],
      [
        AMBER,
        [
          ['Ashby Buyer 1', 'completed'],
          ['Ashby Buyer 2', 'sent'],
        ],
      ],
      [
        RED,
        [
          [OVERDUE.name, 'sent'],
          ['Ian Hughes', 'opened'],
          ['Nora Bell', 'none'],
          ['Carl Mason', 'completed'],
        ],
      ],
    ];
    for (const [who, customers] of plan) {
      const dealer: Api = await registerDealer(server.url, sink, who);
      const documentId = (await uploadFixture(dealer, 'handover-checklist-BH-DEL-5529.pdf')).id;
      for (const [name, outcome] of customers) {
        const email =
          name === OVERDUE.name ? OVERDUE.email : `${name.replace(/\W/g, '.').toLowerCase()}@example.co.uk`;
        const token = await customerWith(server.url, sink, { dealer, documentId, outcome }, { name, email });
        if (name === OVERDUE.name) overdueToken = token;
        if (name === 'Ian Hughes') openedToken = token;
      }
    }

    // No call moves a request's sending date back, so the journey's own database does it, with the server
    // stopped (the embedded database has one user at a time): Olivia's request was sent five days ago.
    await server.stop();
    await backdateRequestsOf(dataDir, OVERDUE.email, 5);
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
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('green');
    await expectDealers(page, [GREEN.name]);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    const urgentCard = cards.getByRole('button', { name: /Urgent/ });
    await urgentCard.click();
    expect(await urgentCard.getAttribute('aria-pressed')).toBe('true');
    await expectDealers(page, [RED.name]);
    await urgentCard.click();
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);

    // Sort.
    await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('best');
    await expectDealers(page, [GREEN.name, AMBER.name, RED.name]);
    await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('name');
    await expectDealers(page, [AMBER.name, GREEN.name, RED.name]);
    await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('overdue');
    await expectDealers(page, [RED.name, AMBER.name, GREEN.name]);
    await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('urgent');
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
    const reminder = await mailTo(sink, OVERDUE.email, /^Reminder: please sign/);
    expect(reminder.subject).toBe(`Reminder: please sign your documents from ${RED.name}`);
    // The request's own link (the one in the invitation), at this server's address.
    expect(reminder.text).toContain(`${server.url}/sign/${overdueToken}`);
    expect(reminder.html).toContain(`${server.url}/sign/${overdueToken}`);

    await panel.getByRole('button', { name: 'Nudge Dealer' }).click();
    await toastSaying(page, 'Nudge Sent');
    await toastSaying(page, `Nudge sent to ${RED.email}.`);
    const nudge = await mailTo(sink, RED.email, /not signed after/);
    expect(nudge.subject).toBe('1 customer has not signed after 3 days');
    expect(nudge.text).toContain(OVERDUE.name);
    expect(nudge.text).toContain(`${server.url}/dashboard`);

    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/crm-390.png', fullPage: true });
    await context.close();
  });

  it('at desktop size: a customer reminded today is offered no second reminder and a second nudge the same day is refused; a new signing shows with the next refresh', async () => {
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

    // Reminded today, so no reminder is offered: no box to tick and no Send Reminders or Select all
    // (the API still refuses a second one within 24 h: crm.test.ts).
    await overdue.getByText('Reminded in the last 24 hours').waitFor();
    await overdue.getByText('Overdue', { exact: true }).waitFor();
    expect(await panel.getByRole('checkbox').count()).toBe(0);
    expect(await panel.getByRole('button', { name: /^Send Reminders/ }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: /^Select all overdue/ }).count()).toBe(0);
    // The customer is still overdue, so Nudge is offered; the second nudge the same day is refused.
    await panel.getByRole('button', { name: 'Nudge Dealer' }).click();
    await toastSaying(page, 'Nudge Failed');
    await toastSaying(page, 'This dealer was nudged in the last 24 hours');
    expect(mailsTo(sink, OVERDUE.email, /^Reminder/)).toHaveLength(1);
    expect(mailsTo(sink, RED.email, /not signed after/)).toHaveLength(1);

    // Ian signs now. The figures are a view recomputed when a read finds it 30 s old; that read answers the
    // old figures marked `refreshing`, the cards ask again within seconds, and their new figures refetch the
    // list and the open panel: within about 35 s both show it, and the dealer turns amber (2 of 3: 66.7 %).
    await signAndSubmit(server.url, openedToken);
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
