// /verify in Chromium: a dealer sends a set through the API, the customer signs it, and the sealed copy
// (downloaded with the customer's link) and a copy with one byte changed are dropped on the public page, at
// a phone's 390 px and a desktop's 1280 px, signed out; then the page is opened signed in, and in Polish
// (named by ?lang=, as the signed copy's e-mail links it) and Arabic (the browser's own language) at 390 px.
// Mail goes to a real SMTP server in this process. Screenshots in /tmp/verify-*.png and the OS's temp folder.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/server/lib/i18n.ts';
import { type SmtpSink, startSmtpSink } from '../src/server/test/smtp-sink.ts';
import { uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { checkLayout, watchPage } from './support/layout-check.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';
import { customerWith, registerDealer, until } from './support/signing-data.ts';

let server: RunningServer;
let sink: SmtpSink;
let browser: Browser;
let dataDir: string;
let sealed: Buffer;
let token: string;
let dealerCookie: string;

beforeAll(async () => {
  dataDir = newDataDir();
  sink = await startSmtpSink();
  server = await startServer(dataDir, { SMTP_URL: sink.url });
  browser = await launchBrowser();
  const dealer = await registerDealer(server.url, sink, {
    name: 'Northgate Motors',
    email: 'sales@northgate.test',
  });
  const { id: documentId } = await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf');
  token = await customerWith(
    server.url,
    sink,
    { dealer, documentId, outcome: 'completed' },
    { name: 'Zoë Đặng', email: 'zoe@example.co.uk' },
  );
  sealed = await until('the sealed copy', async () => {
    const res = await fetch(`${server.url}/api/sign/${token}/documents/${documentId}/download`);
    return res.ok && res.headers.get('content-type') === 'application/pdf'
      ? Buffer.from(await res.arrayBuffer())
      : undefined;
  });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@northgate.test', password: 'a long enough password 42' }),
  });
  dealerCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  removeDataDir(dataDir);
});

function tampered() {
  const copy = Buffer.from(sealed);
  const at = Math.floor(copy.length / 3);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

/** Drops a file on the page's drop zone, as a visitor dragging it from their desktop would. */
async function drop(page: Page, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type: 'application/pdf' }));
      return dt;
    },
    { name, base64: bytes.toString('base64') },
  );
  const zone = page.getByTestId('verify-drop');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('verifying a signed PDF at /verify', () => {
  for (const width of [390, 1280]) {
    it(`answers for the sealed copy and a tampered one, signed out, at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
      const page = await context.newPage();
      // Linked from the public site's footer.
      await page.goto(`${server.url}/privacy-policy`);
      expect(await page.getByRole('link', { name: 'Verify a document' }).getAttribute('href')).toBe(
        '/verify',
      );
      await page.goto(`${server.url}/verify`);
      await page.getByRole('heading', { name: 'Verify a signed document' }).waitFor();
      await expect.poll(() => page.getByText('No file checked yet.').isVisible()).toBe(true);
      await noSidewaysScroll(page);

      await drop(page, 'Hire-Purchase Agreement.pdf', sealed);
      const result = page.getByTestId('verify-result');
      await result.getByRole('heading', { name: 'Sealed here, unmodified' }).waitFor({ timeout: 30_000 });
      expect(await result.textContent()).toContain('Hire-Purchase');
      // No personal data without the signing link.
      expect(await result.textContent()).not.toContain('Zoë');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/verify-sealed-${width}.png`, fullPage: true });

      await drop(page, 'changed.pdf', tampered());
      await result.getByRole('heading', { name: 'Modified after sealing' }).waitFor({ timeout: 30_000 });
      // Only that it is not the sealed copy: how many bytes differ would help rebuild the sealed copy.
      expect(await result.textContent()).toContain('it is not the sealed copy');
      expect(await result.textContent()).not.toMatch(/byte/);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/verify-tampered-${width}.png`, fullPage: true });

      // With the signing link, the page says who signed.
      await page.getByLabel(/Your signing link/).fill(`${server.url}/sign/${token}`);
      await drop(page, 'Hire-Purchase Agreement.pdf', sealed);
      await result.getByText('Zoë Đặng').waitFor({ timeout: 30_000 });
      await context.close();
    });
  }

  it('shows the error with Retry for a file that is not a PDF, and opens signed in too', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const [name, value] = dealerCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/verify`);
    await page.getByRole('heading', { name: 'Verify a signed document' }).waitFor();
    await drop(page, 'notes.pdf', Buffer.from('not a pdf at all'));
    const alert = page.getByRole('alert');
    await alert.getByText(/not a PDF/).waitFor({ timeout: 30_000 });
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/verify-error-390.png', fullPage: true });
    await context.close();
  });

  const speakers = [
    { language: 'pl', locale: 'en-GB', address: '/verify?lang=pl', dir: 'ltr' },
    { language: 'ar', locale: 'ar-SA', address: '/verify', dir: 'rtl' },
  ] as const;
  for (const { language, locale, address, dir } of speakers) {
    it(`speaks ${language} at 390 px (${address}, a browser in ${locale}), fetching only its words`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
      const page = await context.newPage();
      // The file that is not a PDF is refused with a 400 on purpose.
      const watch = watchPage(page, [/^400 .*\/api\/verify$/]);
      const fetched: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/verify/messages/')) fetched.push(pathname);
      });
      const words = MESSAGES[language];
      const shot = (name: string) =>
        page.screenshot({ path: path.join(tmpdir(), `verify-${language}-${name}-390.png`), fullPage: true });

      await page.goto(`${server.url}${address}`);
      await page.getByRole('heading', { level: 1, name: words['verify.title'] }).waitFor();
      await page.getByText(words['verify.none']).waitFor();
      const root = () => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
      expect(await root()).toEqual([language, dir]);
      expect(fetched).toEqual([`/api/verify/messages/${language}`]);
      expect(await page.getByTestId('verify-language').inputValue()).toBe(language);
      await checkLayout(page, `/verify in ${language}`, { widths: [390], watch });
      await shot('empty');

      await drop(page, 'Hire-Purchase Agreement.pdf', sealed);
      const result = page.getByTestId('verify-result');
      await result
        .getByRole('heading', { name: words['verify.headline.unmodified'] })
        .waitFor({ timeout: 30_000 });
      expect(await result.textContent()).toContain(words['verify.says.unmodified']);
      expect(await result.textContent()).toContain('Hire-Purchase');
      await checkLayout(page, `/verify in ${language}, sealed`, { widths: [390], watch });
      await shot('sealed');

      await drop(page, 'changed.pdf', tampered());
      await result
        .getByRole('heading', { name: words['verify.headline.modified'] })
        .waitFor({ timeout: 30_000 });
      expect(await result.textContent()).toContain(words['verify.says.modified']);
      await checkLayout(page, `/verify in ${language}, tampered`, { widths: [390], watch });
      await shot('tampered');

      await drop(page, 'notes.pdf', Buffer.from('not a pdf at all'));
      const alert = page.getByRole('alert');
      await alert.getByText(words['verify.error.notPdf']).waitFor({ timeout: 30_000 });
      await alert.getByRole('button', { name: words['verify.retry'] }).waitFor();
      await checkLayout(page, `/verify in ${language}, not a PDF`, { widths: [390], watch });
      await shot('error');

      // Another language from the menu: its words alone are fetched, and the address keeps the choice.
      await page.getByTestId('verify-language').selectOption('cy');
      await page.getByRole('heading', { level: 1, name: MESSAGES.cy['verify.title'] }).waitFor();
      expect(await root()).toEqual(['cy', 'ltr']);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('cy');
      expect(fetched).toEqual([`/api/verify/messages/${language}`, '/api/verify/messages/cy']);
      await context.close();
    });
  }
});
