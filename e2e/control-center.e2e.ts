// The control center's observability in Chromium: a dealer's vehicle lookup meets a provider that refuses
// the connection (a real 502), which appears in System Errors with the dealer's name; the administrator
// resolves it, runs the system tests, reads the monitoring figures and finds both actions in the audit log.
// Phone and desktop sizes; a dealer meets the not-found screen; /metrics answers a scraper's token.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  ADMIN,
  newDataDirWithAdmin,
  type RunningServer,
  removeDataDir,
  startServer,
} from './support/server.ts';

const METRICS_TOKEN = 'journey-metrics-token-0123';
let server: RunningServer;
let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  dataDir = await newDataDirWithAdmin();
  // Port 9 (discard) refuses connections: every vehicle lookup fails upstream.
  server = await startServer(dataDir, {
    DVLA_API_KEY: 'journey-key',
    DVLA_API_URL: 'http://127.0.0.1:9',
    METRICS_TOKEN,
  });
  browser = await launchBrowser();
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('control center: errors, tests, monitoring, audit', () => {
  let dealerCookie = '';

  it('records a dealer’s failed lookup as a system error', async () => {
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'lookup@dealer.test',
        password: 'a long enough password 42',
        dealershipName: 'Lookup Motors',
        firstName: 'Lee',
        lastName: 'Kay',
      }),
    });
    expect(res.status).toBe(201);
    dealerCookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const lookup = await fetch(`${server.url}/api/vehicle/AB12CDE`, { headers: { cookie: dealerCookie } });
    expect(lookup.status).toBe(502);
  });

  for (const width of [390, 1280]) {
    it(`lets the administrator resolve it, run the tests and read the figures (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/api/login`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.url}/admin-dashboard`);
      if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Admin Control Center' }).first().click();
      await page.getByRole('heading', { name: 'Admin Control Center' }).waitFor();
      await page.getByRole('tab', { name: 'System Errors' }).click();

      if (width === 390) {
        const error = page.getByTestId('system-error').filter({ hasText: 'GET /api/vehicle/:registration' });
        await error.waitFor();
        await expect(error.textContent()).resolves.toContain('Dealer: Lookup Motors');
        await error.getByRole('button', { name: 'Mark Resolved' }).click();
        await page.getByText('Error Resolved', { exact: true }).first().waitFor();
        await page.getByText('No unresolved errors', { exact: true }).waitFor();
        await page.getByLabel('Show').selectOption('true');
        await page.getByTestId('system-error').filter({ hasText: 'Lookup Motors' }).waitFor();
      } else {
        await page.getByText('No unresolved errors', { exact: true }).waitFor();
      }
      await noSidewaysScroll(page);

      await page.getByRole('tab', { name: 'System Testing' }).click();
      await page.getByRole('button', { name: 'Run System Tests' }).click();
      await page.getByText('Every check passed').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('system-test').count()).toBe(6);
      await noSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Real-time Monitoring' }).click();
      await page.getByText('Requests / min').waitFor();
      await page.getByText('Latency p95').waitFor();
      await noSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Audit Log' }).click();
      await page.getByTestId('audit-entry').filter({ hasText: 'Ran system tests' }).first().waitFor();
      if (width === 390)
        await page.getByTestId('audit-entry').filter({ hasText: 'Resolved system error' }).waitFor();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/control-center-${width}.png`, fullPage: true });
      await context.close();
    });
  }

  it('is not found for a dealer, and /metrics answers the scraper’s token', async () => {
    const context = await browser.newContext();
    const [name, value] = dealerCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin-control-center`);
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByRole('link', { name: 'Admin Control Center' }).count()).toBe(0);
    await context.close();

    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /http_request_errors_total\{route="\/api\/vehicle\/:registration",method="GET"\} 1/,
    );
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  });
});
