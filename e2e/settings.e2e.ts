import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { launchBrowser } from './support/browser.ts';
import { registerInBrowser, signInInBrowser } from './support/dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';

const DEALER = {
  dealershipName: 'Quayside Autos Ltd',
  firstName: 'Nia',
  lastName: 'Evans',
  email: 'nia@quayside.test',
  password: 'a long enough password',
};
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeRunner = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
};

/** Serious and critical axe-core findings on the page as it is now. */
async function seriousViolations(p: Page) {
  await p.addScriptTag({ path: AXE });
  return p.evaluate(async () => {
    const result = await (window as unknown as { axe: AxeRunner }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const FIXTURES = path.resolve(import.meta.dirname, '../src/server/test/documents/open-set');
const SMTP = { user: 'sales@quayside.test', pass: 'app-password-123' };

let server: RunningServer;
let browser: Browser;
let sink: SmtpSink;
let dataDir: string;
let page: Page;

beforeAll(async () => {
  dataDir = newDataDir();
  server = await startServer(dataDir);
  sink = await startSmtpSink({ auth: SMTP });
  // Chromium's fake camera (a moving test pattern), allowed without a permission prompt.
  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  // bypassCSP lets the test inject axe; the app's own policy stays as it is.
  page = await browser.newPage({ bypassCSP: true });
  await registerInBrowser(page, server.url, DEALER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  removeDataDir(dataDir);
});

// Radix also copies a toast into a screen-reader announcement, so the text appears twice.
const toastSaying = (p: Page, title: string) => p.getByText(title, { exact: true }).first().waitFor();

/** A 240×96 PNG logo: a teal band with a white disc. */
function logoPng(): Buffer {
  const canvas = createCanvas(240, 96);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0f766e';
  ctx.fillRect(0, 0, 240, 96);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(48, 48, 30, 0, Math.PI * 2);
  ctx.fill();
  return canvas.encodeSync('png');
}

const imageLoaded = (p: Page, selector: string) =>
  p.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

async function openSettingsTab(p: Page, tab: string) {
  await p.goto(`${server.url}/dashboard`);
  // On a phone the header's links are in its menu.
  await p.getByTestId('app-header').waitFor();
  const menu = p.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await p.getByRole('link', { name: 'Settings' }).click();
  await p.waitForURL(`${server.url}/settings`);
  await p.getByRole('heading', { name: 'Dealer Settings' }).waitFor();
  await p.getByRole('tab', { name: tab }).click();
}

describe('dealer settings in the browser', () => {
  it('rebrands the dealer app: name, colour and logo, saved and shown in the header', async () => {
    await openSettingsTab(page, 'General Settings');
    const save = page.getByRole('button', { name: 'Save Settings' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Dealership name').inputValue()).toBe(DEALER.dealershipName);
    expect(await page.getByLabel('Primary colour', { exact: true }).inputValue()).toBe('#667eea');
    // This server has no text provider: no way to choose, and the line says why.
    await page.getByText('Text messages are not set up on this installation').waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Send signing links by' }).count()).toBe(0);
    // In the default colours, nothing on the screen fails a serious accessibility check.
    expect(await seriousViolations(page)).toEqual([]);

    // The schema's messages show inline; the form is not sent.
    await page.getByLabel('Dealership name').fill('');
    await page.getByLabel('Primary colour', { exact: true }).fill('#12');
    await save.click();
    await page.getByText('Dealership name is required').waitFor();
    await page.getByText('Invalid color format').waitFor();

    await page.getByLabel('Dealership name').fill('Harbour Road Motors');
    await page.getByLabel('Primary colour', { exact: true }).fill('#0f766e');
    // The preview's sample button takes the colour, with white text (readableTextOn) on this dark teal.
    const sample = page.getByTestId('brand-preview-button');
    await expect
      .poll(() => sample.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]))
      .toEqual(['rgb(15, 118, 110)', 'rgb(255, 255, 255)']);

    await page.getByLabel('Upload logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng(),
    });
    await toastSaying(page, 'Logo Uploaded');
    await page.getByRole('img', { name: 'Your logo' }).waitFor();
    expect(await page.getByRole('img', { name: 'Your logo' }).getAttribute('src')).toMatch(
      /^\/api\/branding\/.+\/logo\.png\?v=/,
    );
    // The logo upload did not throw away the unsaved edits.
    expect(await page.getByLabel('Dealership name').inputValue()).toBe('Harbour Road Motors');

    await save.click();
    await toastSaying(page, 'Settings Saved');
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Harbour Road Motors' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-primary')))
      .toBe('#0f766e');

    // The dashboard's header shows the new logo and name, and the app wears the new colour.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dealer Dashboard' }).waitFor();
    const brand = page.getByRole('banner').getByRole('link', { name: 'Harbour Road Motors' });
    await brand.waitFor();
    await expect.poll(() => imageLoaded(page, 'header a[href="/"] img')).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-on-primary')),
    ).toBe('#ffffff');

    // A file that is not an image is refused before upload, with the spec's words.
    await openSettingsTab(page, 'General Settings');
    await page.getByLabel('Replace logo').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a logo'),
    });
    await page.getByText('Please select an image file (PNG, JPG, SVG, etc.)').first().waitFor();
    // /dealer-settings is the same screen, and the saved values come back.
    await page.goto(`${server.url}/dealer-settings`);
    await page.getByRole('tab', { name: 'General Settings' }).click();
    expect(await page.getByLabel('Dealership name').inputValue()).toBe('Harbour Road Motors');
  });

  it('takes a profile photo with the camera: capture, retake, use; the camera stops on close', async () => {
    await openSettingsTab(page, 'Profile');
    await page.getByRole('img', { name: 'No profile image yet' }).waitFor();
    // Keep every stream the page opens, to check that each track is stopped.
    await page.evaluate(() => {
      const devices = navigator.mediaDevices;
      const original = devices.getUserMedia.bind(devices);
      const streams: MediaStream[] = [];
      (window as unknown as { streams: MediaStream[] }).streams = streams;
      devices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { streams: MediaStream[] }).streams
            .flatMap((s) => s.getTracks())
            .filter((t) => t.readyState === 'live').length,
      );

    // Cancel stops the camera.
    await page.getByRole('button', { name: 'Take Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take Photo' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Capture' }).isEnabled()).toBe(true);
    expect(await liveTracks()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await liveTracks()).toBe(0);

    await page.getByRole('button', { name: 'Take Photo' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Capture' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await dialog.getByRole('img', { name: 'Captured' }).waitFor();
    await dialog.getByRole('button', { name: 'Retake' }).click();
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await dialog.getByRole('button', { name: 'Use Photo' }).click();
    await toastSaying(page, 'Profile Image Updated');
    await dialog.waitFor({ state: 'detached' });
    expect(await liveTracks()).toBe(0);
    await page.getByRole('img', { name: 'Your profile' }).waitFor();
    await expect.poll(() => imageLoaded(page, 'img[alt="Your profile"]')).toBe(true);
    expect(await page.getByRole('img', { name: 'Your profile' }).getAttribute('src')).toMatch(
      /^\/api\/dealer\/profile-image\?v=/,
    );
  });

  it('sets up business e-mail: hidden until enabled, presets, validation, connection test, save', async () => {
    await openSettingsTab(page, 'Email Settings');
    const enable = page.getByRole('switch', { name: 'Enable Business Email' });
    const save = page.getByRole('button', { name: 'Save Email Settings' });
    expect(await enable.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('SMTP host').count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);

    await enable.press('Space');
    expect(await enable.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('SMTP host').waitFor();
    expect(await save.isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Outlook / Microsoft 365' }).click();
    expect(await page.getByLabel('SMTP host').inputValue()).toBe('smtp.office365.com');
    expect(await page.getByLabel('Port').inputValue()).toBe('587');
    const tls = page.getByLabel('Use SSL/TLS');
    expect(await tls.isChecked()).toBe(false);
    await tls.check();
    expect(await page.getByLabel('Port').inputValue()).toBe('465');
    await page.getByRole('button', { name: 'Gmail' }).click();
    expect(await page.getByLabel('SMTP host').inputValue()).toBe('smtp.gmail.com');
    expect(await page.getByLabel('Port').inputValue()).toBe('587');
    expect(await tls.isChecked()).toBe(false);

    await save.click();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByText('Invalid email address').count()).toBe(2);

    // Against a real SMTP server: a wrong password is refused, in the same words as any other failure.
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(sink.port));
    await page.getByLabel('Username').fill(SMTP.user);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByLabel('From e-mail').fill('sales@quayside.test');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await toastSaying(page, 'Connection failed');
    await page.getByRole('alert').filter({ hasText: 'Could not sign in to the mail server' }).waitFor();

    await page.getByLabel('Password').fill(SMTP.pass);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await toastSaying(page, 'Connection Test Passed');

    await save.click();
    await toastSaying(page, 'SMTP Settings Saved');
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.getByLabel('Password').getAttribute('placeholder')).toBe('Saved — leave blank to keep');

    await page.reload();
    await page.getByRole('tab', { name: 'Email Settings' }).click();
    expect(
      await page.getByRole('switch', { name: 'Enable Business Email' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await page.getByLabel('SMTP host').inputValue()).toBe('127.0.0.1');
    // The stored password is used for a test when the field is left blank.
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await toastSaying(page, 'Connection Test Passed');
  });

  it('warns after a logo upload when documents name the dealership differently', async () => {
    // Set up through the API with the page's session: the handover checklist names Brindley & Hart, and the
    // dealer takes a slightly different spelling of that name.
    const session = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'))!;
    const call = async (method: string, pathname: string, body: object | FormData) => {
      const res = await fetch(`${server.url}${pathname}`, {
        method,
        headers: {
          origin: server.url,
          cookie: `${session.name}=${session.value}`,
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      expect(res.ok, `${method} ${pathname}: ${res.status}`).toBe(true);
    };
    const form = new FormData();
    const file = 'handover-checklist-BH-DEL-5529.pdf';
    form.append('document', new Blob([readFileSync(path.join(FIXTURES, file))]), file);
    await call('POST', '/api/documents/upload', form);
    await openSettingsTab(page, 'General Settings');
    await page.getByLabel('Dealership name').fill('Brindley and Hart Car Ltd');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toastSaying(page, 'Settings Saved');

    await page
      .getByLabel('Replace logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await toastSaying(page, 'Business Name Inconsistencies Found');
    await page
      .getByText(/1 document uses a different business name/)
      .first()
      .waitFor();
  });

  it('fits a 360 px phone without sideways scrolling, and has no serious accessibility faults', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    await signInInBrowser(phone, server.url, DEALER.email, DEALER.password);
    for (const tab of ['Profile', 'General Settings', 'Email Settings']) {
      await openSettingsTab(phone, tab);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(360);
      expect(await seriousViolations(phone), tab).toEqual([]);
    }
    await phone.close();
  });
});
