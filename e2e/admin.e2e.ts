// Platform administration in Chromium: the administrator lands on the admin dashboard, creates a dealer and
// copies their set-password link; the dealer sets a password and signs in; the administrator suspends them
// with a reason and reactivates them, then resets a protected file's password. Phone and desktop sizes.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Api, apiOf, signInApi } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const DEALER = { email: 'sam@northside.test', password: 'a long enough password 42' };

const toastSaying = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).first().waitFor({ timeout: 60_000 });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signInAsAdmin(page: Page) {
  const url = journey.server.url;
  await page.goto(`${url}/api/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/admin-dashboard`);
}

describe('platform administration', () => {
  let admin: BrowserContext;
  let page: Page;

  it('lands the administrator on the admin dashboard, then creates a dealer with a link to copy', async () => {
    const url = journey.server.url;
    admin = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await admin.newPage();
    await signInAsAdmin(page);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Manage dealers, monitor signing requests, and oversee platform activity').waitFor();
    await page.getByText('No pending signing requests').waitFor();
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Add New Dealer' }).click();
    await page.getByLabel('Email').fill(DEALER.email);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Patel');
    await page.getByLabel('Dealership name').fill('Northside Cars');
    await page.getByRole('button', { name: 'Create Dealer' }).click();
    await toastSaying(page, 'Dealer Created');
    const shown = (await page.getByTestId('copy-link-url').textContent())!;
    expect(shown).toMatch(new RegExp(`^${url}/reset-password\\?token=`));
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admin-new-dealer-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Done' }).click();
    await page
      .getByTestId('dealer-row')
      .filter({ hasText: 'Northside Cars' })
      .getByText('pending', { exact: true })
      .waitFor();

    // The dealer follows the link, chooses a password and signs in.
    const dealer = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const dealerPage = await dealer.newPage();
    await dealerPage.goto(shown);
    await dealerPage.getByLabel('Choose a password (at least 10 characters)').fill(DEALER.password);
    await dealerPage.getByRole('button', { name: 'Set up my password' }).click();
    await dealerPage.getByRole('link', { name: 'Sign in' }).click();
    await dealerPage.getByLabel('Email').fill(DEALER.email);
    await dealerPage.getByLabel('Password').fill(DEALER.password);
    await dealerPage.getByRole('button', { name: 'Sign in' }).click();
    await dealerPage.waitForURL(`${url}/dashboard`);
    // A dealer has no admin screens and no links to them.
    expect(await dealerPage.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await dealerPage.goto(`${url}/admin-dashboard`);
    await dealerPage.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await dealer.close();

    await page.reload();
    await page
      .getByTestId('dealer-row')
      .filter({ hasText: 'Northside Cars' })
      .getByText('active', { exact: true })
      .waitFor();
  });

  it('suspends the dealer with a reason (sign-in refused) and reactivates them', async () => {
    const row = page.getByTestId('dealer-row').filter({ hasText: 'Northside Cars' });
    await row.getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('button', { name: 'Suspend Account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByPlaceholder('Reason for suspension (required)').fill('Unpaid invoice');
    await confirm.click();
    await toastSaying(page, 'Dealer Suspended');
    await row.getByText('Reason: Unpaid invoice').waitFor();
    await expect(signInApi(journey.server.url, DEALER.email, DEALER.password)).rejects.toThrow(/403/);

    await row.getByRole('button', { name: 'Unsuspend' }).click();
    await page
      .getByText('Reactivate Northside Cars? They will regain full access to their account.')
      .waitFor();
    await page.getByRole('button', { name: 'Reactivate Account' }).click();
    await toastSaying(page, 'Dealer Unsuspended');
    await row.getByText('active', { exact: true }).waitFor();
    await signInApi(journey.server.url, DEALER.email, DEALER.password);

    await row.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('button', { name: 'Generate Reset Link' }).click();
    await toastSaying(page, 'Password Reset Generated');
    expect(await page.getByTestId('copy-link-url').textContent()).toMatch(/\/reset-password\?token=/);
    await page.getByRole('button', { name: 'Done' }).click();
  });

  it('resets a protected file’s password at desktop size', async () => {
    const url = journey.server.url;
    const other = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const otherPage = await other.newPage();
    await registerInBrowser(otherPage, url, {
      dealershipName: 'Forecourt Motors Ltd',
      firstName: 'Ava',
      lastName: 'Reed',
      email: 'ava@forecourt.test',
      password: 'a long enough password',
    });
    const dealerApi: Api = await apiOf(other, url);
    const form = new FormData();
    form.append('fileType', 'passport');
    form.append('filePassword', 'Blue-Fox-42');
    form.append('isPasswordProtected', 'true');
    form.append('file', new Blob([Buffer.from('%PDF-1.7\n% passport scan\n')]), 'passport-scan.pdf');
    const file = await dealerApi<{ id: string }>('POST', '/api/dealer-files/upload', form);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'File passwords' }).first().click();
    await page.getByRole('heading', { name: 'Password Reset Management' }).waitFor();
    await page.getByLabel('Search protected files').fill('passport-scan');
    await page.getByRole('button', { name: /passport-scan\.pdf/ }).click();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Please enter a new password or choose to remove protection').waitFor();
    await page.getByLabel('New password').fill('Green-Owl-7');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastSaying(page, 'Password Reset');
    await page.screenshot({ path: '/tmp/admin-file-passwords-1280.png', fullPage: true });

    const cookie = (await other.cookies()).find((c) => c.name.endsWith('session_token'))!;
    const open = (password: string) =>
      fetch(`${url}/api/dealer-files/${file.id}/download`, {
        method: 'POST',
        headers: {
          origin: url,
          cookie: `${cookie.name}=${cookie.value}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ password }),
      });
    expect((await open('Blue-Fox-42')).status).toBe(401);
    expect((await open('Green-Owl-7')).status).toBe(200);
    await other.close();

    await page.goto(`${url}/admin-dashboard`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.screenshot({ path: '/tmp/admin-dashboard-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admin-dashboard-360.png', fullPage: true });
    await admin.close();
  });
});
