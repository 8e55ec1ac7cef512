import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { registerInBrowser } from './support/dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../src/server/test/documents/open-set');
const REGISTERED = 'Brindley & Hart Cars Ltd';
const MISSPELT = 'Brindley and Hart Car Ltd';
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
// Each fixture's file and the title it is given (its own Title or first heading).
const HANDOVER = 'Vehicle Handover Checklist BH-DEL-5529';
const HANDOVER_FILE = 'handover-checklist-BH-DEL-5529.pdf';
const HP = 'Hire-Purchase Agreement AMF-448120';
const HP_FILE = 'HP-agreement-AMF-448120.pdf';

type Api = <T>(method: string, pathname: string, body?: object | FormData) => Promise<T>;
type Document = { id: string; title: string; documentType: string; extractedText: string };

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let phone: BrowserContext;

beforeAll(async () => {
  dataDir = newDataDir();
  server = await startServer(dataDir);
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

/** The browser's session cookie, for setting up documents through the API. */
async function apiOf(context: BrowserContext): Promise<Api> {
  const session = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!;
  return async <T>(method: string, pathname: string, body?: object | FormData): Promise<T> => {
    const res = await fetch(`${server.url}${pathname}`, {
      method,
      headers: {
        origin: server.url,
        cookie: `${session.name}=${session.value}`,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function upload(api: Api, file: string): Promise<Document> {
  const form = new FormData();
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, file))]), file);
  return (await api<{ document: Document }>('POST', '/api/documents/upload', form)).document;
}

// Radix also copies a toast into a screen-reader announcement, so the text appears twice.
const toastSaying = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

describe('business name consistency', () => {
  it('on a phone: flags a misspelt dealership name, auto-corrects it and then reports none', async () => {
    const page = await phone.newPage();
    await registerInBrowser(page, server.url, {
      dealershipName: REGISTERED,
      firstName: 'Priya',
      lastName: 'Wainwright',
      email: 'priya@brindleyhart.test',
      password: 'a long enough password',
    });
    const api = await apiOf(phone);
    // The finance house's agreement names another firm: listed, never flagged.
    await upload(api, HP_FILE);
    const handover = await api<Document>('GET', `/api/documents/${(await upload(api, HANDOVER_FILE)).id}`);
    expect(handover.extractedText).toContain(REGISTERED);
    await api('PUT', `/api/documents/${handover.id}/text`, {
      text: handover.extractedText.replaceAll(REGISTERED, MISSPELT),
      title: handover.title,
      documentType: handover.documentType,
    });

    await page.goto(`${server.url}/business-name-checker`);
    await page.getByRole('heading', { name: 'Business Name Consistency' }).waitFor();
    await page.getByText('Inconsistent', { exact: true }).waitFor();
    const flagged = page.getByRole('listitem').filter({ hasText: HANDOVER });
    await flagged.getByText('96%').waitFor();
    await flagged.getByText(MISSPELT, { exact: true }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: HP }).count()).toBe(0);
    await page.getByText('Ardent Motor Finance plc', { exact: true }).waitFor();

    await flagged.getByRole('button', { name: 'View suggestions' }).click();
    await flagged.getByText('(96% confidence)').waitFor();
    await flagged.getByText(REGISTERED, { exact: true }).waitFor();
    // Nothing runs off the side of a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Auto-Correct asks first, with the list: a 96 % match starts ticked; nothing changes until confirmed.
    await page.getByRole('button', { name: 'Auto-Correct All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Correct the dealership’s name?' });
    const tick = confirm.getByRole('checkbox', { name: new RegExp(HANDOVER) });
    expect(await tick.isChecked()).toBe(true);
    await confirm.getByText(`${MISSPELT} · 96% alike`).waitFor();
    await page.screenshot({ path: `${SHOTS}/auto-correct-confirm-360.png` });
    await confirm.getByRole('button', { name: 'Correct 1 document' }).click();
    await toastSaying(page, 'Auto-Correction Complete');
    await page.getByText('Corrected 1 name in 1 document', { exact: true }).first().waitFor();
    await page.getByText('All documents use your registered business name').waitFor();
    await page.getByText('Consistent', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Auto-Correct All' }).count()).toBe(0);

    const corrected = await api<Document>('GET', `/api/documents/${handover.id}`);
    expect(corrected.extractedText).toBe(handover.extractedText);
    await page.close();
  });
});
