import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { addDays, earliestDemoDate, londonDate } from '../src/shared/dealer/demo-request.schema.ts';
import { type OutboxMail, signInApi } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

// The machine running these may be busy: give the set-up (admin account, server start) room.
vi.setConfig({ hookTimeout: 300_000, testTimeout: 300_000 });
const journey = setUpJourney({ admin: true });
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeRunner = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
};
const url = (path: string) => `${journey.server.url}${path}`;

const PUBLIC_PAGES = [
  '/',
  '/dealer-demo',
  '/complete-demo',
  '/logo-preview',
  '/logo-to-jpeg',
  '/simple-logo-converter',
  '/create-docs2sign-jpeg',
  '/docs2sign-direct',
  '/instant-logo-creator',
  '/privacy-policy',
  '/terms-of-service',
];

/** The page's h1 once it has one, having made sure it is not the not-found screen. */
async function heading(page: Page) {
  const h1 = page.locator('h1').first();
  await h1.waitFor().catch(async (error: Error) => {
    const body = await page.evaluate(() => document.body.innerText.slice(0, 300));
    throw new Error(`${page.url()} shows no heading (${error.message.split('\n')[0]}): ${body}`);
  });
  const text = (await h1.textContent()) ?? '';
  expect(text).not.toContain('404');
  return text;
}

/** Width and height from a JPEG's start-of-frame segment, after checking its magic bytes. */
function jpegSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  let i = 2;
  while (i + 9 < bytes.length) {
    expect(bytes[i]).toBe(0xff);
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('no start-of-frame segment in the JPEG');
}

async function downloadOf(page: Page, click: () => Promise<void>) {
  // A click before the logo has loaded answers "Not Ready" and downloads nothing (on a loaded machine the
  // journey clicked that early, and waited 30 s for a download that never came).
  await page.getByText('Loading the logo…').waitFor({ state: 'hidden' });
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.jpg$/);
  return jpegSize(await readFile((await download.path())!));
}

describe('public site', () => {
  it('has every page of the route table, with a title, at 360 px with no sideways scroll', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 360, height: 780 },
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const path of PUBLIC_PAGES) {
      await page.goto(url(path));
      await heading(page);
      expect(await page.title(), path).toMatch(/Docs2Sign/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(30);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    await page.screenshot({ path: '/tmp/public-site-360-terms.png' });

    // The Authentication Required screen's Watch Demo leads to the complete demo.
    await page.goto(url('/dashboard'));
    await page.getByRole('link', { name: /Watch Demo/ }).click();
    expect(await heading(page)).toBe('Complete Demo');

    // Signed in: the demos, logo tools and legal pages are still there, and /test-docs too.
    await registerInBrowser(page, journey.server.url, {
      email: 'sales@riverside.test',
      password: 'a long enough password',
      dealershipName: 'Riverside Motors Ltd',
      firstName: 'Robin',
      lastName: 'Hale',
    });
    for (const path of [...PUBLIC_PAGES.slice(1), '/test-docs']) {
      await page.goto(url(path));
      await heading(page);
    }
    // Preview opens the sample PDF in a new tab, from an object link.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Preview Trade-in' }).click(),
    ]);
    await popup.waitForURL(/^blob:/);
    for (const file of [
      'vehicle-purchase-agreement',
      'finance-application',
      'trade-in-agreement',
      'warranty-agreement',
    ]) {
      const pdf = await context.request.get(url(`/sample-docs/${file}.pdf`));
      expect(pdf.status(), file).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString(), file).toBe('%PDF-');
    }
    await context.close();
  });

  it('passes axe on the landing page, a demo, a logo tool and a legal page; the feature demos work by keyboard', async () => {
    // bypassCSP lets the test inject axe; the app's own policy stays as it is.
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    for (const path of ['/', '/complete-demo', '/logo-to-jpeg', '/privacy-policy']) {
      await page.goto(url(path));
      await heading(page);
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: AxeRunner }).axe.run(document, {
          resultTypes: ['violations'],
        });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, path).toEqual([]);
    }

    await page.goto(url('/'));
    await page.getByRole('button', { name: /^Video handover/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Video handover' });
    await dialog.getByText('Step 1 of 3').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Step 2 of 3').waitFor();
    await dialog.getByRole('button', { name: /^Step 3:/ }).click();
    await dialog.getByText('Step 3 of 3').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('schedules a demo: today is refused, the request is stored and mailed to the administrators', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Schedule Personal Demo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Personal Demo' });
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    await page.getByText('Please fill in all required fields.', { exact: true }).waitFor();

    await dialog.getByLabel('Contact name').fill('Morgan Tester');
    await dialog.getByLabel('Phone number').fill('01632 960555');
    await dialog.getByLabel('E-mail').fill('morgan@dealer.example');
    await dialog.getByLabel('Preferred call date').fill(londonDate());
    await dialog.getByLabel('Preferred call time').selectOption('14:00-15:00');
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    await dialog.getByText('Please choose a date from tomorrow onwards.').waitFor();

    // The server refuses today as well, whatever the browser let through.
    const refused = await fetch(url('/api/demo-requests'), {
      method: 'POST',
      headers: { origin: journey.server.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        contactName: 'Morgan Tester',
        phoneNumber: '01632 960555',
        email: 'morgan@dealer.example',
        preferredCallDate: `${londonDate()}T00:00:00.000Z`,
        preferredCallTime: '14:00-15:00',
      }),
    });
    expect(refused.status).toBe(400);

    await dialog.getByLabel('Preferred call date').fill(addDays(earliestDemoDate(), 2));
    await dialog.getByLabel('Notes (optional)').fill('Please call the sales desk.');
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    await page.getByText('Demo Scheduled!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const stored = await admin<
      { contactName: string; preferredCallDate: string; preferredCallTime: string }[]
    >('GET', '/api/admin/demo-requests');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      contactName: 'Morgan Tester',
      preferredCallDate: addDays(earliestDemoDate(), 2),
      preferredCallTime: '14:00-15:00',
    });
    let mail: OutboxMail | undefined;
    for (let i = 0; i < 60 && !mail; i++) {
      mail = (await admin<OutboxMail[]>('GET', '/api/admin/outbox?q=Demo%20request')).find(
        (m) => m.to === ADMIN.email,
      );
      if (!mail) await new Promise((r) => setTimeout(r, 500));
    }
    expect(mail?.subject).toBe('Demo request from Morgan Tester');
    expect(mail?.text).toContain('Please call the sales desk.');

    // The administrator sees it under the outbox.
    await page.goto(url('/api/login'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/api/login'));
    await page.goto(url('/admin-smtp'));
    await page.getByRole('heading', { name: 'Demo requests' }).waitFor();
    await page.getByText('Morgan Tester ·').waitFor();
    await context.close();
  });

  it('plays the dealer demo to the end on a fast clock, and jumps around the complete demo', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url('/dealer-demo?speed=40'));
    await page.getByText('Step 1 of 6 · 0%').waitFor();
    await page.getByRole('button', { name: 'Start Demo' }).click();
    await page.getByRole('heading', { name: 'Demo Complete!' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Watch Demo Again' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume' }).waitFor();

    await page.goto(url('/complete-demo'));
    await page.getByText('Step 1 of 10').waitFor();
    await page.getByRole('button', { name: /^3\. Dealer View/ }).click();
    await page.getByText('Step 3 of 10').waitFor();
    await page.getByRole('heading', { name: 'Add Customer' }).waitFor();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByText('Step 4 of 10').waitFor();
    await page.getByRole('button', { name: 'Previous Step' }).click();
    await page.getByText('Step 3 of 10').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Step 1 of 10').waitFor();
    await context.close();
  });

  it('downloads a JPEG of the right size from each logo tool', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));

    await page.goto(url('/logo-preview'));
    expect(
      await downloadOf(page, () => page.getByRole('button', { name: 'Download 600x180 JPEG' }).click()),
    ).toEqual({ width: 600, height: 180 });

    await page.goto(url('/logo-to-jpeg'));
    await page.getByText('JPEG quality: 0.9').waitFor();
    await page.getByLabel('800x240').check();
    expect(
      await downloadOf(page, () => page.getByRole('button', { name: 'Convert and download JPEG' }).click()),
    ).toEqual({ width: 800, height: 240 });

    await page.goto(url('/simple-logo-converter'));
    await page.getByLabel('200x60').check();
    expect(
      await downloadOf(page, () => page.getByRole('button', { name: 'Convert to JPEG' }).click()),
    ).toEqual({ width: 200, height: 60 });

    await page.goto(url('/create-docs2sign-jpeg'));
    await page.getByLabel('400x120').check();
    expect(await downloadOf(page, () => page.getByRole('button', { name: 'Create JPEG' }).click())).toEqual({
      width: 400,
      height: 120,
    });

    await page.goto(url('/docs2sign-direct'));
    expect(
      await downloadOf(page, () => page.getByRole('button', { name: 'Download 800x240 JPEG' }).click()),
    ).toEqual({ width: 800, height: 240 });

    await page.goto(url('/instant-logo-creator'));
    const create = page.getByRole('button', { name: 'Create and download JPEG' });
    await page.getByLabel('Middle character').fill('');
    await create.click();
    await page.getByText('Please enter text and middle character', { exact: true }).waitFor();
    await page.getByLabel('Middle character').fill('x');
    await create.click();
    await page.getByText('Middle character must be present in the text', { exact: true }).waitFor();
    await page.getByLabel('Middle character').fill('S');
    await page.getByLabel('Colour scheme').selectOption('greens');
    await page.getByLabel('200x60').check();
    expect(await downloadOf(page, () => create.click())).toEqual({ width: 200, height: 60 });

    // No server calls beyond the pages themselves and the logo file.
    expect(requests.filter((p) => p.startsWith('/api/') && p !== '/api/auth/user')).toEqual([]);
    await context.close();
  });
});
