import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { newDataDir, type RunningServer, removeDataDir, runScript, startServer } from './support/server.ts';

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

/** A signed-in API client for the dealer side of the journey. */
async function apiAs(email: string, password: string, register?: object) {
  const url = server.url;
  const first = await fetch(`${url}${register ? '/api/register' : '/api/login'}`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(register ?? { email, password }),
  });
  if (!first.ok) throw new Error(`${first.status} ${await first.text()}`);
  const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
  return async <T>(method: string, pathname: string, body?: object | FormData): Promise<T> => {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: {
        origin: url,
        cookie,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function upload(api: Awaited<ReturnType<typeof apiAs>>, name: string) {
  const form = new FormData();
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, name))]), name);
  const answer = await api<{ document: { id: string } }>('POST', '/api/documents/upload', form);
  return answer.document.id;
}

describe('a customer signs on a phone', () => {
  it('opens the e-mailed link, reads both documents, signs each on the pad, and submits', async () => {
    const dealer = await apiAs('', '', {
      email: 'sales@brindley.test',
      password: 'a long enough password',
      dealershipName: 'Brindley & Hart Cars Ltd',
      firstName: 'Sam',
      lastName: 'Hart',
    });
    const documentIds = [
      await upload(dealer, 'HP-agreement-AMF-448120.pdf'),
      await upload(dealer, 'GAP-Insurance-Declined-ALM-D-30716.docx'),
    ];
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
      vehicleRegistration: 'BF21 KHW',
      vehicleData: { make: 'Ford', model: 'Puma' },
    });
    const request = await dealer<{ id: string }>('POST', '/api/signing-requests', {
      customerId: customer.id,
      documentIds,
      notes: 'Thank you for your purchase!',
    });

    const admin = await apiAs(ADMIN.email, ADMIN.password);
    const outbox = await admin<{ to: string; text: string }[]>('GET', '/api/admin/outbox');
    const link = outbox
      .find((m) => m.to === 'aisha@example.co.uk')!
      .text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

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
      const pad = modal.getByRole('img').or(modal.locator('canvas')).first();
      const box = (await pad.boundingBox())!;
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

    const notifications = await dealer<{ type: string }[]>('GET', '/api/notifications');
    expect(notifications.map((n) => n.type)).toEqual(['customer_completed', 'customer_started']);
    const after = await dealer<{ status: string }>('GET', `/api/signing-requests/${request.id}`);
    expect(after.status).toBe('completed');
    await phone.close();
  });

  it('shows the Access Error card for an invented link', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/sign/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Access Error' }).waitFor();
    await page.getByText(/This signing link is not valid/).waitFor();
    await page.close();
  });
});
