// The control center in Chromium: the administrator finds a dealer in Dealer Management, suspends them with
// a reason (the dealer's open page turns to sign-in, which names the reason), reactivates them, broadcasts a
// banner the dealer sees and dismisses, sends a welcome e-mail test, and runs health-check and
// backup-database, reading each answer.
// Desktop for the administrator, a phone for the dealer; screenshots at 390 and 1280 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const DEALER = {
  dealershipName: 'Harbourside Motors',
  firstName: 'Ella',
  lastName: 'Morgan',
  email: 'ella@harbourside.test',
  password: 'a long enough password 42',
};
const REASON = 'Direct debit returned twice';

const toastSaying = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 60_000 });

/** The dealer comes back to their tab: the page looks again (as a browser does on a visibility change). */
const returnToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('admin control center', () => {
  let admin: BrowserContext;
  let page: Page;
  let dealer: BrowserContext;
  let dealerPage: Page;

  const dealerRow = () => page.getByTestId('overview-row').filter({ hasText: DEALER.dealershipName });
  const selectDealer = async () => {
    await page.getByLabel('Search dealers').fill('harbourside');
    await dealerRow().waitFor();
    await page.getByLabel(`Select ${DEALER.dealershipName}`).check();
    await page.getByText('1 selected').waitFor();
  };

  it('shows the top cards and the dealer list, reached from the header', async () => {
    const url = journey.server.url;
    dealer = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    dealerPage = await dealer.newPage();
    await registerInBrowser(dealerPage, url, DEALER);

    admin = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await admin.newPage();
    await page.goto(`${url}/api/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/admin-dashboard`);
    await page.getByRole('link', { name: 'Admin Control Center' }).first().click();
    await page.getByRole('heading', { name: 'Admin Control Center' }).waitFor();
    const cards = page.getByTestId('stats-cards');
    await cards.waitFor();
    for (const title of ['Dealers', 'System health', 'CPU', 'Memory', 'Disk', 'Activity today'])
      await cards.getByText(title, { exact: true }).waitFor();
    expect(await cards.textContent()).toMatch(/CPU\d+\.\d%/);
    await dealerRow().getByText('active', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/control-center-dealers-1280.png', fullPage: true });
  });

  it('suspends the dealer with a reason: their open page is signed out and sign-in names the reason', async () => {
    await selectDealer();
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Suspend Account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByPlaceholder('Reason for suspension (required)').fill(REASON);
    await confirm.click();
    await toastSaying(page, 'Suspended 1 dealer and signed them out.');
    await dealerRow().getByText('suspended', { exact: true }).waitFor();
    await dealerRow().getByText(`Reason: ${REASON}`).waitFor();

    // The dealer's dashboard, still open, learns it has been signed out when they come back to it.
    await returnToTab(dealerPage);
    await dealerPage.getByRole('heading', { name: 'Authentication Required' }).waitFor({ timeout: 15_000 });
    await dealerPage.getByRole('link', { name: 'Log In' }).click();
    await dealerPage.waitForURL(/\/api\/login/);
    await dealerPage.getByLabel('Email').fill(DEALER.email);
    await dealerPage.getByLabel('Password').fill(DEALER.password);
    await dealerPage.getByRole('button', { name: 'Sign in' }).click();
    await dealerPage.getByText(`Your account has been suspended: ${REASON}`).waitFor();
  });

  it('reactivates the dealer, who signs in again', async () => {
    await selectDealer();
    await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
    await toastSaying(page, 'Reactivated 1 dealer.');
    await dealerRow().getByText('active', { exact: true }).waitFor();
    await dealerPage.getByRole('button', { name: 'Sign in' }).click();
    await dealerPage.waitForURL(`${journey.server.url}/dashboard`);
  });

  it('sends a day-3 welcome e-mail test from Email Testing', async () => {
    await page.getByRole('tab', { name: 'Email Testing' }).click();
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Please enter both email and name').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('new.dealer@example.test');
    await page.getByLabel('Name', { exact: true }).fill('New Dealer');
    await page.getByLabel('Day 3').check();
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page
      .getByRole('tabpanel')
      .getByText('Welcome e-mail for day 3 sent to new.dealer@example.test.')
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/control-center-email-1280.png' });
  });

  it('broadcasts a banner the dealer sees and dismisses', async () => {
    await page.getByRole('tab', { name: 'System Maintenance' }).click();
    await page.getByLabel('Broadcast message').fill('Planned maintenance tonight 22:00 to 22:30');
    await page.getByRole('button', { name: 'Broadcast', exact: true }).click();
    await page
      .getByTestId('outcome-broadcast-message')
      .getByText('Every dealer now sees this message as a banner until they dismiss it.')
      .waitFor();
    await returnToTab(dealerPage);
    const banner = dealerPage.getByTestId('broadcast-banner');
    await banner.getByText('Planned maintenance tonight 22:00 to 22:30').waitFor();
    await noSidewaysScroll(dealerPage);
    await dealerPage.screenshot({ path: '/tmp/control-center-banner-390.png' });
    await banner.getByRole('button', { name: 'Dismiss message' }).click();
    await banner.waitFor({ state: 'detached' });
    await dealerPage.reload();
    await dealerPage.getByTestId('app-header').waitFor();
    expect(await dealerPage.getByTestId('broadcast-banner').count()).toBe(0);
  });

  it('runs health-check and backup-database and shows what each did', async () => {
    await page.getByRole('button', { name: 'Health check', exact: true }).click();
    const health = page.getByTestId('outcome-health-check');
    await health.waitFor({ timeout: 30_000 });
    expect(await health.textContent()).toMatch(/All 6 checks passed|checks? of 6 failed/);
    expect(await health.getByRole('listitem').count()).toBe(6);

    await page.getByRole('button', { name: 'Back up database', exact: true }).click();
    const backup = page.getByTestId('outcome-backup-database');
    await backup.waitFor({ timeout: 60_000 });
    expect(await backup.textContent()).toMatch(
      /Backup docs2sign-.+\.tar\.gz written to storage \([\d.]+ MB\)/,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      backup.getByRole('link', { name: 'Download backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^docs2sign-.+\.tar\.gz$/);
    await page.screenshot({ path: '/tmp/control-center-maintenance-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/control-center-maintenance-390.png', fullPage: true });
    await page.getByRole('tab', { name: 'Dealer Management' }).click();
    await dealerRow().waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/control-center-dealers-390.png', fullPage: true });
    await dealer.close();
    await admin.close();
  });
});
