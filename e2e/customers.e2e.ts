import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_DVLA_KEY,
  FAKE_POSTCODE_KEY,
  type FakeProviders,
  startFakeProviders,
} from '../src/server/test/fake-providers.ts';
import { apiOf } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { openDashboardTab, registerInBrowser, signInInBrowser } from './support/dealer.ts';
import { checkLayout } from './support/layout-check.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';

let providers: FakeProviders;
let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  providers = await startFakeProviders();
  dataDir = newDataDir();
  server = await startServer(dataDir, {
    DVLA_API_URL: providers.url,
    DVLA_API_KEY: FAKE_DVLA_KEY,
    POSTCODE_API_URL: providers.url,
    POSTCODE_API_KEY: FAKE_POSTCODE_KEY,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await providers?.close();
  removeDataDir(dataDir);
});

const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`);
// Radix also copies a toast into a screen-reader announcement, so the text appears twice.
const toastSaying = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

describe('customers on the dashboard', () => {
  it('adds a customer with both lookups, edits and deletes them, and the counters follow', async () => {
    const page = await browser.newPage();
    await registerInBrowser(page, server.url, {
      dealershipName: 'Brindley & Hart Cars Ltd',
      firstName: 'Sam',
      lastName: 'Hart',
      email: 'sam@brindley.test',
      password: 'a long enough password',
    });
    await expect.poll(() => stat(page, 'totalCustomers').textContent(), { timeout: 15_000 }).toBe('0');
    expect(await page.getByRole('link', { name: 'Brindley & Hart Cars Ltd' }).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByText('No customers yet').waitFor();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByLabel('Name').fill('Aisha Rahman');
    await dialog.getByLabel('Email').fill('aisha@example.co.uk');
    await dialog.getByLabel('Phone').fill('07700 900123');

    await dialog.getByLabel('Postcode').fill('ID1 1QD');
    await dialog.getByText('3 addresses found').waitFor();
    await dialog
      .getByLabel('Choose an address')
      .selectOption({ label: 'Flat 1, 3 Barons Court Road, LONDON, Greater London' });
    expect(await dialog.getByLabel('Address', { exact: true }).inputValue()).toBe(
      'Flat 1, 3 Barons Court Road, LONDON, Greater London',
    );

    await dialog.getByLabel('Vehicle registration').fill('AA19 AAA');
    await expect.poll(() => dialog.getByLabel('Make').inputValue()).toBe('Rover');
    expect(await dialog.getByLabel('Colour').inputValue()).toBe('Blue');
    expect(await dialog.getByLabel('Year').inputValue()).toBe('2019');
    await dialog.getByLabel('Model').fill('75 Connoisseur');

    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await toastSaying(page, 'Customer Created');
    await page.getByText('AA19 AAA · Rover · 75 Connoisseur').waitFor();

    // A failing lookup leaves the form usable by hand.
    await page.getByRole('button', { name: 'Edit Aisha Rahman' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await edit.getByLabel('Vehicle registration').fill('ER19 ERR');
    await edit.getByText(/Vehicle lookup is unavailable right now/).waitFor();
    await edit.getByLabel('Vehicle registration').fill('ER19 NFD');
    await edit.getByText(/Vehicle not found/).waitFor();
    await edit.getByLabel('Make').fill('Vauxhall');
    await edit.getByLabel('Model').fill('Corsa');
    await edit.getByLabel('Phone').fill('07700 900999');
    await edit.getByRole('button', { name: 'Update Customer' }).click();
    await toastSaying(page, 'Customer Updated');
    await page.getByText('ER19 NFD · Vauxhall · Corsa').waitFor();
    await page.getByText('07700 900999').waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => stat(page, 'totalCustomers').textContent(), { timeout: 15_000 }).toBe('1');

    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'Delete Aisha Rahman' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete Aisha Rahman? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSaying(page, 'Customer Deleted');
    await page.getByText('No customers yet').waitFor();

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => stat(page, 'totalCustomers').textContent(), { timeout: 15_000 }).toBe('0');
    await page.close();
  });

  it('fits a phone screen with the tabs as icons with words', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await signInInBrowser(page, server.url, 'sam@brindley.test', 'a long enough password');
    // Each tab shows a word under its icon, whole (not cut short), on a 360 px phone.
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    for (const word of ['Overview', 'Customers', 'Documents', 'Requests', 'Alerts']) {
      const shown = tabs.getByText(word, { exact: true }).filter({ visible: true });
      expect(await shown.isVisible(), word).toBe(true);
      expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth), word).toBe(true);
    }
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByText('No notifications yet').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${dataDir}/phone-dashboard.png` });
    await page.close();
  });

  it('shows a long name whole, broken only between words, from a phone to a laptop', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The console stays clean throughout, signed out (the sign-in page asks nobody who is in) and in.
    const noise: string[] = [];
    page.on('console', (m) => m.type() === 'error' && noise.push(m.text()));
    await signInInBrowser(page, server.url, 'sam@brindley.test', 'a long enough password');
    const name = 'Maximilian Alexander Featherstonehaugh-Worthington';
    const api = await apiOf(page.context(), server.url);
    await api('POST', '/api/customers', {
      name,
      email: 'max@example.co.uk',
      phone: '07700 900124',
      postcode: 'SW1A 1AA',
    });
    await openDashboardTab(page, 'Customers');
    const shown = page.getByTestId('customer-name').filter({ hasText: name });
    for (const width of [390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Each word of the name sits on one line: a word split over two would give its range two boxes.
      const split = await shown.evaluate((el) => {
        const text = el.firstChild as Text;
        const words = [...(text.data.matchAll(/[^\s-]+/g) ?? [])];
        return words
          .filter((w) => {
            const range = document.createRange();
            range.setStart(text, w.index);
            range.setEnd(text, w.index + w[0].length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((w) => w[0]);
      });
      expect(split, `at ${width} px`).toEqual([]);
      // The actions keep to their icons: the name has most of the row.
      const box = (await shown.boundingBox())!;
      expect(box.width, `at ${width} px`).toBeGreaterThan(width * 0.6);
      await page.getByRole('button', { name: `Edit ${name}` }).waitFor();
      await page.screenshot({ path: `${dataDir}/customers-${width}.png` });
    }
    // And the whole list passes the layout check every screen is held to, at the same four widths.
    await checkLayout(page, 'customers with a long name');
    // Settings asks for the member's saved signature: none yet is an answer, not a 404.
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(noise).toEqual([]);

    // The server unreachable for a screen's code: that screen shows Retry instead of a blank app.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.route(/\/assets\/settings-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('alert').getByText('This screen could not be loaded.').waitFor();
    await page.unroute(/\/assets\/settings-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Dealer Settings' }).waitFor();
    await page.close();
  });
});
