import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiOf, FIXTURES, uploadFixture } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { setUpJourney } from './support/journey.ts';

// Many files at once on /upload, each with its own progress, Cancel and answer; the text
// editor's Cancel and re-extract question; both editors ask before unsaved edits are lost.
const journey = setUpJourney();
let context: BrowserContext;
let api: Api;

const fixture = (name: string) => ({
  name,
  mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
  buffer: readFileSync(path.join(FIXTURES, name)),
});

beforeAll(async () => {
  context = await journey.browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await registerInBrowser(page, journey.server.url, {
    dealershipName: 'Harbour Motors Ltd',
    firstName: 'Hana',
    lastName: 'Okafor',
    email: 'hana@harbour-motors.test',
    password: 'a long enough password',
  });
  api = await apiOf(context, journey.server.url);
  await page.close();
});

afterAll(() => context?.close());

/** Every status text a row shows, and the most files on their way at one moment. */
async function recordRows(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    let mostRunning = 0;
    const look = () => {
      for (const el of document.querySelectorAll('[data-testid="upload-status"]'))
        seen.add(el.textContent ?? '');
      mostRunning = Math.max(
        mostRunning,
        document.querySelectorAll('progress[aria-label^="Upload progress"]').length,
      );
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { rowsSeen: () => ({ seen: [...seen], mostRunning }) });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { rowsSeen: () => { seen: string[]; mostRunning: number } }).rowsSeen(),
    );
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('uploading many documents at once', () => {
  it('uploads five files two at a time, with progress, a cancel and a refused file in its row', async () => {
    const page = await context.newPage();
    // A slow line, so progress and Cancel can be seen (the files are small).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    });
    await page.goto(`${journey.server.url}/upload`);
    await page.getByRole('heading', { name: 'Upload documents' }).waitFor();
    const rows = await recordRows(page);

    // By keyboard: the drop zone's button opens the file picker.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([
      fixture('scan-delivery-note-0193.pdf'),
      fixture('HP-agreement-AMF-448120.pdf'),
      {
        name: 'fake.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('This is a note, not a PDF.\n'.repeat(40)),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Call the customer back.') },
      fixture('Warranty-Certificate-RD-W-30281.pdf'),
    ]);

    const row = (name: string) => page.getByRole('listitem', { name });
    // The .txt never leaves the browser; its row says why.
    await row('notes.txt')
      .getByText('Invalid File: notes.txt (text/plain) is not a PDF, DOC or DOCX file.')
      .waitFor();
    // The large scan shows its percentage climbing, and is cancelled on its way.
    const scan = row('scan-delivery-note-0193.pdf');
    await scan.getByText(/^Uploading ([1-9]|[1-9]\d)%$/).waitFor({ timeout: 30_000 });
    await scan.getByRole('button', { name: 'Cancel scan-delivery-note-0193.pdf' }).click();
    await scan.getByText('Cancelled', { exact: true }).waitFor();

    // The fake PDF reaches the server, which refuses it: the server's words are in its row.
    await row('fake.pdf').getByTestId('upload-error').waitFor({ timeout: 60_000 });
    expect(await row('fake.pdf').getByTestId('upload-error').textContent()).toMatch(
      /^Invalid File: "fake\.pdf" is .+, not a PDF or Word document\. Upload a PDF, DOC or DOCX file\.$/,
    );
    await page.getByTestId('upload-summary').getByText('2 uploaded, 2 not uploaded, 1 cancelled.').waitFor({
      timeout: 60_000,
    });
    await page.getByText('Some Files Failed', { exact: true }).first().waitFor();

    // Each good file's answer is in its own row, with the way to its editor.
    const hp = row('HP-agreement-AMF-448120.pdf');
    await hp.getByRole('heading', { name: 'Hire-Purchase Agreement AMF-448120' }).waitFor();
    await hp.getByText('Aisha Rahman').waitFor();
    await row('Warranty-Certificate-RD-W-30281.pdf').getByRole('link', { name: 'Review and edit' }).waitFor();

    const { seen, mostRunning } = await rows();
    expect(
      seen.some((s) => /^Uploading ([1-9]|[1-9]\d)%$/.test(s)),
      seen.join(' | '),
    ).toBe(true);
    expect(seen).toContain('Waiting');
    expect(mostRunning).toBeGreaterThanOrEqual(1);
    expect(mostRunning).toBeLessThanOrEqual(2);
    await page.screenshot({ path: '/tmp/h13-upload-360.png', fullPage: true });
    expect(await noSidewaysScroll(page)).toBe(true);

    // Only the two good files became documents: the cancelled scan and the refused files did not.
    const documents = await api<{ title: string; id: string }[]>('GET', '/api/documents');
    expect(documents.map((d) => d.title).sort()).toEqual([
      'Hire-Purchase Agreement AMF-448120',
      'Used Vehicle Warranty Certificate',
    ]);
    const hpId = documents.find((d) => d.title.startsWith('Hire-Purchase'))!.id;
    expect(await hp.getByRole('link', { name: 'Review and edit' }).getAttribute('href')).toBe(
      `/documents/${hpId}/edit`,
    );

    // More than 20 at once: twenty are taken, and the drop zone says which were not.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Upload Another Document' }).click();
    const files = page.getByRole('region', { name: 'Files' });
    await files.waitFor({ state: 'detached' });
    const many = Array.from({ length: 21 }, (_, i) => ({
      name: `note-${i + 1}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    }));
    await page.getByLabel('Document files').setInputFiles(many);
    await page
      .getByRole('alert')
      .getByText(
        'Up to 20 files upload at once: 1 of the 21 you chose was not added (note-21.txt). Add it when these have finished.',
      )
      .waitFor();
    expect(await files.getByRole('listitem').count()).toBe(20);
    await page.close();
  });
});

describe('unsaved edits', () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadFixture(api, 'HP-agreement-AMF-448120.pdf')).id;
  });

  it('the text editor’s Cancel restores, re-extract asks first and keeps the type the dealer saved', async () => {
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/documents/${id}/text-editor`);
    await page.getByRole('heading', { name: 'Text Editor' }).waitFor();
    const original = await page.getByLabel('Title').inputValue();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Document text' }).fill('Nothing left of the agreement');
    await page.getByLabel('Title').fill('A new title');
    await page.getByLabel('Document type').selectOption('warranty');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('textbox', { name: 'Document text' }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').inputValue()).toBe(original);
    expect(await page.getByLabel('Document type').inputValue()).toBe('finance_agreement');
    await page
      .getByText(/Aisha Rahman/)
      .first()
      .waitFor();

    // Re-extract with edits on the page asks, and keeping them is the default way out.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Document text' }).fill('My own words');
    await page.getByRole('button', { name: 'Re-extract with AI' }).click();
    const question = page.getByRole('alertdialog', { name: 'Re-extract and lose your edits?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('textbox', { name: 'Document text' }).inputValue()).toBe('My own words');

    // The text editor asks on leaving too.
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toBe(`${journey.server.url}/documents/${id}/text-editor`);

    // A type the dealer saves survives a re-extract (which no longer needs to ask).
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Document type').selectOption('warranty');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Document Updated', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Re-extract with AI' }).click();
    await page.getByText('Text Re-extracted', { exact: true }).first().waitFor();
    expect(await page.getByLabel('Document type').inputValue()).toBe('warranty');
    expect((await api<{ documentType: string }>('GET', `/api/documents/${id}`)).documentType).toBe(
      'warranty',
    );
    await page.close();
  });

  it('the document editor asks before Back, the browser’s Back and closing the tab lose unsaved edits', async () => {
    const page = await context.newPage();
    // Into the editor inside the app, so the browser's Back stays in the app too.
    await page.goto(`${journey.server.url}/documents/${id}/text-editor`);
    await page.getByRole('link', { name: 'Standard editor' }).click();
    await page.getByRole('heading', { name: 'Edit Document' }).waitFor();
    const title = page.getByLabel('Title');
    await title.fill('Changed, not saved');

    await page.getByRole('link', { name: 'Back to Documents' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${journey.server.url}/documents/${id}/edit`);
    expect(await title.inputValue()).toBe('Changed, not saved');

    // The browser's Back button asks the same question; leaving goes where Back pointed.
    await page.evaluate(() => history.back());
    await leave.waitFor();
    expect(await title.inputValue()).toBe('Changed, not saved');
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(`${journey.server.url}/documents/${id}/text-editor`);
    await page.getByRole('heading', { name: 'Text Editor' }).waitFor();
    expect((await api<{ title: string }>('GET', `/api/documents/${id}`)).title).not.toBe(
      'Changed, not saved',
    );

    // Closing the tab: the browser's own question.
    await page.goto(`${journey.server.url}/documents/${id}/edit`);
    await page.getByLabel('Title').fill('Changed again');
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.accept();
  });
});
