import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signInInBrowser } from './support/dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, runScript, startServer } from './support/server.ts';

const ADMIN = { email: 'ops@docs2sign.test', password: 'an admin password' };
let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = newDataDir();
  // The administrator is made from the command line before the server starts, as an operator would.
  await runScript('scripts/admin-create.ts', ['--email', ADMIN.email, '--password', ADMIN.password], {
    DATA_DIR: dataDir,
  });
  server = await startServer(dataDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

async function api(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: server.url,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    redirect: 'manual',
  });
  return {
    status: res.status,
    json: await res.json().catch(() => null),
    cookie: res.headers.getSetCookie()[0]?.split(';')[0],
  };
}

describe('the command line and the running server', () => {
  it('admin:create refuses clearly while the server holds the embedded database', async () => {
    const attempt = runScript(
      'scripts/admin-create.ts',
      ['--email', 'x@y.test', '--password', 'another password'],
      {
        DATA_DIR: dataDir,
      },
    );
    await expect(attempt).rejects.toMatchObject({
      stderr: expect.stringContaining('in use by another Docs2Sign process'),
    });
  });

  it('the administrator made by admin:create signs in with role admin', async () => {
    const login = await api('/api/login', { method: 'POST', body: ADMIN });
    expect(login.status).toBe(200);
    const me = await api('/api/auth/user', { cookie: login.cookie });
    expect(me.json).toMatchObject({ email: ADMIN.email, role: 'admin', isAdmin: true });
  });
});

describe('a dealer in the browser', () => {
  it('registers, lands on the dashboard, signs out and sees the landing page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A signed-out visitor's session check answers 401 by design; any other console error (a CSP refusal,
    // a crash) fails the journey.
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) errors.push(m.text());
    });

    await page.goto(server.url);
    await page.getByRole('link', { name: 'Dealer Registration' }).click();
    await page.getByRole('heading', { name: 'Create a dealer account' }).waitFor();
    await page.getByLabel('Dealership name').fill('Kingsway Motors Ltd');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Shah');
    await page.getByLabel('Email').fill('priya@kingsway.test');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 10 characters').waitFor();

    await page.getByLabel(/^Password/).fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dealer Dashboard' }).waitFor();
    expect(await page.getByText('Welcome, priya@kingsway.test').first().isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Dealer Registration' }).waitFor();

    // Signed out, the dashboard asks for a login instead.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();

    // Signing back in works with the same password.
    await signInInBrowser(page, server.url, 'priya@kingsway.test', 'a long enough password');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a suspended dealer with the reason', async () => {
    const dealer = await api('/api/register', {
      method: 'POST',
      body: {
        email: 'late@payer.test',
        password: 'a long enough password',
        dealershipName: 'Late Payer Cars',
        firstName: 'Lee',
        lastName: 'Payne',
      },
    });
    expect(dealer.status).toBe(201);
    const admin = await api('/api/login', { method: 'POST', body: ADMIN });
    const suspended = await api(`/api/admin/dealers/${dealer.json.user.id}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { reason: 'Subscription unpaid since October' },
    });
    expect(suspended.status).toBe(200);

    const page = await browser.newPage();
    await page.goto(`${server.url}/api/login`);
    await page.getByLabel('Email').fill('late@payer.test');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your account has been suspended: Subscription unpaid since October' })
      .waitFor();
    expect(page.url()).toContain('/api/login');
    await page.close();
  });
});
