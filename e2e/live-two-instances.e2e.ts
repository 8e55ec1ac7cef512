// Live updates across app instances: two servers on one PostgreSQL database and one shared data
// folder, as behind a load balancer. The dealer's dashboard is served by the first, the customer signs on the
// second; the request's progress, the counters and the bell still change within 2 s of each step, carried
// from one instance to the other by PostgreSQL's NOTIFY. Needs TEST_DATABASE_URL (the CI run sets it).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN } from './support/journey.ts';
import { type RunningServer, removeDataDir, runScript, startServer } from './support/server.ts';
import { signaturePng, until } from './support/signing-data.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const STEP_MS = 2_000;
const DEALER = {
  dealershipName: 'Two Sites Motors',
  firstName: 'Ana',
  lastName: 'Lopes',
  email: 'ana@two-sites.test',
  password: 'a long enough password 42',
};
const CUSTOMER = { name: 'Tom Byrne', email: 'tom@example.co.uk' };

describe.skipIf(!baseUrl)('live updates across two app instances', () => {
  const databaseName = `e2e_live_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let dataDir: string;
  let first: RunningServer;
  let second: RunningServer;
  let browser: Browser;
  let dealer: BrowserContext;
  let page: Page;
  let customer: BrowserContext;
  let token: string;
  let documentIds: string[];

  beforeAll(async () => {
    const server = new URL(baseUrl!);
    server.pathname = '/postgres';
    admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    server.pathname = `/${databaseName}`;
    const env = { DATABASE_URL: server.toString() };
    // One data folder for both, as a shared volume would be: stored documents and the sealing key.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'd2s-e2e-two-'));
    await runScript('scripts/admin-create.ts', ['--email', ADMIN.email, '--password', ADMIN.password], {
      DATA_DIR: dataDir,
      ...env,
    });
    first = await startServer(dataDir, env);
    second = await startServer(dataDir, env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await first?.stop();
    await second?.stop();
    if (dataDir) removeDataDir(dataDir);
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
  });

  const bell = () => page.locator('a[href="/dashboard/notifications"]').first();
  const unread = async () => Number((await bell().getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  const progress = () => page.getByTestId('customer-progress');
  const onSecond = (pathname: string) => `${second.url}${pathname}`;

  it('has the dealer on the first instance and the customer opening the link on the second', async () => {
    dealer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The dealer chose the browser's notification in Settings (kept in this browser); the notifications
    // shown are recorded instead of drawn.
    await dealer.addInitScript(() => {
      localStorage.setItem('docs2sign.completion-alert', 'notification');
      const shown: string[] = [];
      Object.assign(window, {
        shownNotifications: shown,
        Notification: class {
          static permission = 'granted';
          constructor(title: string, options?: { body?: string }) {
            shown.push(`${title}: ${options?.body ?? ''}`);
          }
        },
      });
    });
    page = await dealer.newPage();
    await registerInBrowser(page, first.url, DEALER);
    const api = await apiOf(dealer, first.url);
    documentIds = [
      (await uploadFixture(api, 'HP-agreement-AMF-448120.pdf')).id,
      (await uploadFixture(api, 'Warranty-Certificate-RD-W-30281.pdf')).id,
    ];
    const { id: customerId } = await api<{ id: string }>('POST', '/api/customers', {
      ...CUSTOMER,
      phone: '07700 900125',
      postcode: 'B33 8TH',
    });
    await api('POST', '/api/signing-requests', { customerId, documentIds, mismatchConfirmed: true });
    const ops = await signInApi(first.url, ADMIN.email, ADMIN.password);
    // The invitation is a durable job: it reaches the outbox when the job runs, not with the request's answer.
    const mail = await until('the invitation in the outbox', async () =>
      (await ops<OutboxMail[]>('GET', '/api/admin/outbox')).find((m) => m.to === CUSTOMER.email),
    );
    token = mail.text.match(/\/sign\/([\w-]+)/)![1]!;

    const row = page.getByRole('button', { name: `Details of the request for ${CUSTOMER.name}` });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().click();
    await page.getByRole('dialog').getByText('Status:').waitFor();

    customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const signing = await customer.newPage();
    await signing.goto(onSecond(`/sign/${token}`));
    await signing.getByText('0 of 2 signed').waitFor({ timeout: 30_000 });
    await progress()
      .filter({ hasText: /^Opened \d\d:\d\d · signed 0 of 2$/ })
      .waitFor({ timeout: STEP_MS });
  });

  it('shows each document signed on the other instance within 2 s', async () => {
    const sign = (documentId: string) =>
      customer.request.post(onSecond(`/api/sign/${token}/signature`), {
        headers: { origin: second.url },
        data: { documentId, signatureData: signaturePng(), pageNumber: 1 },
      });
    expect((await sign(documentIds[0]!)).status()).toBe(200);
    await progress().filter({ hasText: 'signed 1 of 2' }).waitFor({ timeout: STEP_MS });
    expect((await sign(documentIds[1]!)).status()).toBe(200);
    await progress().filter({ hasText: 'signed 2 of 2' }).waitFor({ timeout: STEP_MS });
  });

  it('shows the set submitted on the other instance as completed, counted and rung within 2 s', async () => {
    const before = await unread();
    const submitted = await customer.request.post(onSecond(`/api/sign/${token}/submit`), {
      headers: { origin: second.url },
    });
    expect(submitted.status()).toBe(200);
    await page.getByRole('dialog').getByText('completed', { exact: true }).waitFor({ timeout: STEP_MS });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect
      .poll(() => page.getByTestId('stat-completedToday').textContent(), { timeout: STEP_MS })
      .toBe('1');
    await expect.poll(unread, { timeout: STEP_MS }).toBeGreaterThan(before);
    // The dealer's chosen alert: one notification for the completed set, none for the earlier steps.
    const shown = () =>
      page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);
    await expect.poll(shown, { timeout: STEP_MS }).toHaveLength(1);
    expect((await shown())[0]).toMatch(/^Documents signed: .*Tom Byrne/);
    // Where the choice is made: General Settings, on a phone.
    const phone = await dealer.newPage();
    await phone.setViewportSize({ width: 360, height: 800 });
    await phone.goto(`${first.url}/settings`);
    await phone.getByRole('tab', { name: /General/ }).click();
    const setting = phone.getByRole('region', { name: 'When a customer finishes signing' });
    await setting.getByRole('radio', { name: "The browser's notification" }).waitFor();
    expect(await setting.getByRole('radio', { name: "The browser's notification" }).isChecked()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await setting.screenshot({ path: '/tmp/h29-completion-alert-360.png' });
    await customer.close();
    await dealer.close();
  });
});
