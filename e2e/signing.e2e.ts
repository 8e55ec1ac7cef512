import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { registerInBrowser } from './support/dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, runScript, startServer } from './support/server.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeRunner = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
};

/** Presses Tab until the focused element's accessible text is `name` (at most 60 presses). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
    );
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/documents');
const ADMIN = { email: 'ops@docs2sign.test', password: 'an admin password' };
let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = newDataDir();
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

type Api = <T>(method: string, pathname: string, body?: object | FormData) => Promise<T>;

/** An API client carrying a session cookie (the admin reads the outbox with it). */
async function signIn(email: string, password: string): Promise<Api> {
  const url = server.url;
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return apiWithCookie(res.headers.getSetCookie()[0]!.split(';')[0]!);
}

function apiWithCookie(cookie: string): Api {
  return async <T>(method: string, pathname: string, body?: object | FormData): Promise<T> => {
    const res = await fetch(`${server.url}${pathname}`, {
      method,
      headers: {
        origin: server.url,
        cookie,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function upload(api: Api, name: string) {
  const form = new FormData();
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, name))]), name);
  return (await api<{ document: { id: string } }>('POST', '/api/documents/upload', form)).document.id;
}

type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
};

describe('a customer signs on a phone', () => {
  it('the dealer sends two documents, the customer signs both on a phone, and both get the sealed copies', async () => {
    // The dealer registers and sends from a desktop browser; its cookie also drives the API set-up.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const dealerPage = await desk.newPage();
    await registerInBrowser(dealerPage, server.url, {
      email: 'sales@brindley.test',
      password: 'a long enough password',
      dealershipName: 'Brindley & Hart Cars Ltd',
      firstName: 'Sam',
      lastName: 'Hart',
    });
    const session = (await desk.cookies()).find((c) => c.name.endsWith('session_token'))!;
    const dealer = apiWithCookie(`${session.name}=${session.value}`);
    await upload(dealer, 'HP-agreement-AMF-448120.pdf');
    await upload(dealer, 'GAP-Insurance-Declined-ALM-D-30716.docx');
    await dealer('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
      vehicleRegistration: 'BF21 KHW',
      vehicleData: { make: 'Ford', model: 'Puma' },
    });

    await dealerPage.reload();
    await dealerPage.getByRole('tab', { name: 'Signing Requests' }).click();
    await dealerPage.getByRole('button', { name: 'Create Request' }).click();
    const dialog = dealerPage.getByRole('dialog', { name: 'Create Signing Request' });
    await dialog.getByLabel('Customer').selectOption({ label: 'Aisha Rahman (aisha@example.co.uk)' });
    await dialog.getByRole('checkbox', { name: /HP-agreement-AMF-448120/ }).check();
    await dialog.getByRole('checkbox', { name: /GAP-Insurance-Declined/ }).check();
    await dialog.getByLabel('Notes (optional)').fill('Thank you for your purchase!');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dealerPage.getByText('Signing Request Created', { exact: true }).waitFor();

    const admin = await signIn(ADMIN.email, ADMIN.password);
    const invitation = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
      (m) => m.to === 'aisha@example.co.uk',
    )!;
    const link = invitation.text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Document Signing Session' }).waitFor();
    await page.getByText('0 of 2 documents signed').waitFor();
    await page.getByText('Thank you for your purchase!').waitFor();
    await page.getByText('Ford Puma').waitFor();
    // The real pages are drawn, four of them for the HP agreement.
    await expect
      .poll(() => page.getByRole('img', { name: /HP-agreement-AMF-448120, page \d of 4/ }).count(), {
        timeout: 20_000,
      })
      .toBe(4);
    // Nothing wider than the phone: no sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    for (let signed = 1; signed <= 2; signed++) {
      await page.getByRole('button', { name: 'Sign Document' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Your Signature' });
      const submitSignature = modal.getByRole('button', { name: 'Submit Signature' });
      expect(await submitSignature.isDisabled()).toBe(true);
      const box = (await modal.getByLabel(/Signature pad/).boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.2, { steps: 8 });
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 8 });
      await page.mouse.up();
      await submitSignature.click();
      await page.getByText(`${signed} of 2 documents signed`).waitFor();
    }
    await page.getByText('Congratulations! Every document is signed.').waitFor();
    await page.getByRole('button', { name: 'Submit Documents' }).click();
    await page.getByRole('button', { name: 'Submitted' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submitted' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await phone.close();

    const copy = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
      (m) => m.to === 'aisha@example.co.uk' && m.attachments.length > 0,
    )!;
    expect(copy.subject).toBe('Your signed documents from Brindley & Hart Cars Ltd');
    expect(copy.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['HP-agreement-AMF-448120.pdf', 'application/pdf'],
      ['GAP-Insurance-Declined-ALM-D-30716.pdf', 'application/pdf'],
    ]);

    const notifications = await dealer<{ type: string }[]>('GET', '/api/notifications');
    expect(notifications.map((n) => n.type)).toEqual(['customer_completed', 'customer_started']);
    await dealerPage.reload();
    await dealerPage.getByRole('tab', { name: 'Signing Requests' }).click();
    await dealerPage.getByText('completed', { exact: true }).first().waitFor();
    await dealerPage.getByRole('button', { name: 'Details of the request for Aisha Rahman' }).click();
    const details = dealerPage.getByRole('dialog', { name: 'Signing request for Aisha Rahman' });
    expect(await details.getByRole('link', { name: 'Signed PDF' }).count()).toBe(2);
    await details.getByText('Signed copy e-mailed to the customer').waitFor();
    await desk.close();
  });

  it('can be signed by keyboard alone with a typed signature, and has no serious accessibility faults', async () => {
    const dealer = await signIn('sales@brindley.test', 'a long enough password');
    const documents = await dealer<{ id: string; title: string }[]>('GET', '/api/documents');
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Tomasz Nowak',
      email: 'tomasz@example.co.uk',
      phone: '07700 900456',
      postcode: 'B20 1LS',
    });
    await dealer('POST', '/api/signing-requests', {
      customerId: customer.id,
      documentIds: [documents.find((d) => d.title.startsWith('HP-agreement'))!.id],
    });
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const link = (await admin<OutboxMail[]>('GET', '/api/admin/outbox'))
      .find((m) => m.to === 'tomasz@example.co.uk')!
      .text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    // bypassCSP lets the test inject axe; the app's own policy stays as it is.
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 }, bypassCSP: true });
    await page.goto(link);
    await page.getByText('0 of 1 documents signed').waitFor();
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: AxeRunner }).axe.run(document, {
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    // Keyboard only: Tab until "Sign Document" has focus, then the typed alternative in the dialog.
    await tabTo(page, 'Sign Document');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Your Signature' }).waitFor();
    await tabTo(page, 'Type your name instead');
    await page.keyboard.press('Enter');
    await page.getByLabel('Type your full name').focus();
    await page.keyboard.type('Tomasz Nowak');
    await tabTo(page, 'Submit Signature');
    await page.keyboard.press('Enter');
    await page.getByText('1 of 1 documents signed').waitFor();
    await tabTo(page, 'Submit Documents');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submitted' }).waitFor();
    await page.close();
  });

  it('shows the Access Error card for an invented link', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/sign/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Access Error' }).waitFor();
    await page.getByText(/This signing link is not valid/).waitFor();
    await page.close();
  });
});
