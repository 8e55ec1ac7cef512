import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type GrayImage, pdftotext, renderPage } from '../src/server/test/poppler.ts';
import { apiOf, FIXTURES, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';
import { until } from './support/signing-data.ts';
import { type Point, touch } from './support/touch.ts';

const journey = setUpJourney({ admin: true });
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeRunner = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
};
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const HP = 'HP-agreement-AMF-448120.pdf';
type Box = { x: number; y: number; width: number; height: number };
// From the fixture's ground truth: the debtor signs on page 2, the date goes beside it.
const OLD_BOX: Box = { x: 56, y: 409.7, width: 296, height: 46 };
const DATE_BOX: Box = { x: 366, y: 409.7, width: 173.3, height: 46 };

const boxOf = async (locator: Locator) => JSON.parse((await locator.getAttribute('data-box'))!) as Box;
const inside = (p: { x: number; y: number }, b: Box, margin = 1) =>
  p.x >= b.x - margin &&
  p.x <= b.x + b.width + margin &&
  p.y >= b.y - margin &&
  p.y <= b.y + b.height + margin;

/** Pixels that differ between two renderings of a page (72 dpi), as PDF points from the bottom-left. */
function changedPoints(before: GrayImage, after: GrayImage) {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < before.pixels.length; i++) {
    if (Math.abs(before.pixels[i]! - after.pixels[i]!) > 40) {
      points.push({ x: i % before.width, y: before.height - Math.floor(i / before.width) });
    }
  }
  return points;
}

/** A finger's straight drag from `from` by (dx, dy) screen pixels. */
const fingerDrag = (page: Page, from: Point, dx: number, dy: number) =>
  touch(
    page,
    Array.from({ length: 13 }, (_, i) => ({ x: from.x + (dx * i) / 12, y: from.y + (dy * i) / 12 })),
  );

/** A mouse drag from the middle of `locator` by (dx, dy) screen pixels, in small steps as a hand moves. */
async function drag(page: Page, locator: Locator, dx: number, dy: number) {
  await locator.scrollIntoViewIfNeeded();
  const b = (await locator.boundingBox())!;
  const start = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 12 });
  await page.mouse.up();
}

describe('the visual field editor', () => {
  it('a dealer drags the signature box to a new place, saves and sends; the sealed PDF has the ink there and the date filled', async () => {
    // bypassCSP lets the test inject axe; the app's own policy stays as it is.
    const desk = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await desk.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await registerInBrowser(page, journey.server.url, {
      email: 'sales@kingsway.test',
      password: 'a long enough password',
      dealershipName: 'Kingsway Vehicles Ltd',
      firstName: 'Kim',
      lastName: 'Vance',
    });
    const dealer = await apiOf(desk, journey.server.url);
    const uploaded = await uploadFixture(dealer, HP);
    await dealer('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
      vehicleRegistration: 'BF21 KHW',
    });

    await page.goto(`${journey.server.url}/documents/${uploaded.id}/edit`);
    const editor = page.getByTestId('editor-pages');
    await editor.getByRole('img', { name: `${uploaded.title}, page 2 of 4` }).waitFor({ timeout: 90_000 });
    // The Preview shows the same boxes over its pages.
    const preview = page.getByTestId('preview-pages');
    expect(await boxOf(preview.getByRole('group', { name: 'Signature 1: Signature of Debtor' }))).toEqual(
      OLD_BOX,
    );
    const box = editor.getByRole('group', { name: 'Signature 1: Signature of Debtor' });
    expect(await boxOf(box)).toEqual(OLD_BOX);
    expect(await boxOf(editor.getByRole('group', { name: 'Date for signature 1' }))).toEqual(DATE_BOX);

    // Drawn where it will be stamped: the box's place on screen matches its points on the page.
    const surface = editor.locator('[data-page-surface="2"]');
    const pageRect = (await surface.boundingBox())!;
    const scale = pageRect.width / 595.28;
    const shown = (await box.boundingBox())!;
    expect(shown.x - pageRect.x).toBeCloseTo(OLD_BOX.x * scale, 0);
    expect(shown.y - pageRect.y).toBeCloseTo((841.89 - OLD_BOX.y - OLD_BOX.height) * scale, 0);

    // Dragged 250 points down the page (and 40 to the right), then nudged 2 points up by keyboard.
    await drag(page, box, 40 * scale, 250 * scale);
    await box.press('ArrowUp');
    const moved = await boxOf(box);
    expect(moved.x).toBeCloseTo(OLD_BOX.x + 40, -1);
    expect(moved.y).toBeCloseTo(OLD_BOX.y - 250 + 2, -1);
    expect(moved.width).toBe(OLD_BOX.width);
    await page.screenshot({ path: `${SHOTS}/field-editor-1280.png`, fullPage: true });
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

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Document Updated', { exact: true }).first().waitFor();
    const saved = await dealer<{ extractedData: { signatureFields: { box: Box; dateBox?: Box }[] } }>(
      'GET',
      `/api/documents/${uploaded.id}`,
    );
    expect(saved.extractedData.signatureFields[0]!.box).toEqual(moved);
    expect(saved.extractedData.signatureFields[0]!.dateBox).toEqual(DATE_BOX);

    // On a phone the editor fits the screen.
    const phone = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      storageState: await desk.storageState(),
    });
    const small = await phone.newPage();
    await small.goto(`${journey.server.url}/documents/${uploaded.id}/edit`);
    await small
      .getByTestId('editor-pages')
      .getByRole('img', { name: `${uploaded.title}, page 2 of 4` })
      .waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await small
      .getByTestId('editor-pages')
      .getByRole('group', { name: 'Signature 1: Signature of Debtor' })
      .scrollIntoViewIfNeeded();
    await small.screenshot({ path: `${SHOTS}/field-editor-390.png` });
    // A finger moves a box (the page does not scroll instead), draws a new one, and Delete removes it.
    const onPhone = small.getByTestId('editor-pages');
    const phoneBox = onPhone.getByRole('group', { name: 'Signature 1: Signature of Debtor' });
    const before = await boxOf(phoneBox);
    const b = (await phoneBox.boundingBox())!;
    const phoneScale = (await onPhone.locator('[data-page-surface="2"]').boundingBox())!.width / 595.28;
    await fingerDrag(small, { x: b.x + b.width / 3, y: b.y + b.height / 2 }, 0, -100 * phoneScale);
    // Up the page by about 100 points (a finger's first few pixels may go to the browser's touch slop).
    await expect.poll(async () => (await boxOf(phoneBox)).y).toBeGreaterThan(before.y + 85);
    expect((await boxOf(phoneBox)).y).toBeLessThanOrEqual(before.y + 101);
    expect((await boxOf(phoneBox)).x).toBe(before.x);
    await small.getByRole('button', { name: 'Draw a signature box' }).click();
    await onPhone.locator('[data-page-surface="1"]').scrollIntoViewIfNeeded();
    const drawnOn = (await onPhone.locator('[data-page-surface="1"]').boundingBox())!;
    await fingerDrag(small, { x: drawnOn.x + 40, y: drawnOn.y + 60 }, 120, 40);
    // Numbered after the places extraction found (the debtor's and the hirer's box).
    const drawn = onPhone.getByRole('group', { name: /^Signature \d+: Customer Signature$/ });
    const drawnBox = await boxOf(drawn);
    expect(Math.abs(drawnBox.width - 120 / phoneScale)).toBeLessThan(15);
    expect(Math.abs(drawnBox.height - 40 / phoneScale)).toBeLessThan(15);
    await drawn.focus();
    await small.keyboard.press('Delete');
    await expect.poll(() => drawn.count()).toBe(0);
    await phone.close();

    // Sent from the send page, signed by the customer.
    await page.goto(`${journey.server.url}/documents/${uploaded.id}/send`);
    await page.getByLabel('Search customers').fill('Aisha');
    await page.getByRole('radio', { name: /Aisha Rahman/ }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Document Sent', { exact: true }).first().waitFor();
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const link = (
      await until('the invitation in the outbox', async () =>
        (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find((m) => m.to === 'aisha@example.co.uk'),
      )
    ).text.match(/http:\/\/\S+\/sign\/[\w-]+/)![0];

    const customer = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await customer.goto(link);
    await customer.getByRole('button', { name: 'Sign this document' }).click();
    const sheet = customer.getByRole('dialog', { name: 'Add Your Signature' });
    await sheet.getByRole('button', { name: 'Type your name instead' }).click();
    await sheet.getByLabel('Type your full name').fill('Aisha Rahman');
    await sheet.getByRole('button', { name: 'Submit Signature' }).click();
    await customer.getByText('1 of 1 signed').waitFor();
    await customer.getByRole('button', { name: 'Submit 1 document' }).click();
    await customer.getByRole('button', { name: 'Submitted' }).waitFor();
    const token = link.split('/sign/')[1]!;
    // Sealing runs as a job after submit has answered: the download answers 409 until the sealed copy exists.
    const sealed = await until('the sealed copy', async () => {
      const res = await fetch(`${journey.server.url}/api/sign/${token}/documents/${uploaded.id}/download`);
      return res.ok && res.headers.get('content-type') === 'application/pdf'
        ? new Uint8Array(await res.arrayBuffer())
        : undefined;
    });
    await customer.close();

    // pdftoppm: the ink is inside the moved box, none where the box was, the date beside the old place.
    const original = readFileSync(path.join(FIXTURES, HP));
    const changed = changedPoints(await renderPage(original, 2), await renderPage(sealed, 2));
    expect(changed.filter((p) => inside(p, moved)).length).toBeGreaterThan(50);
    expect(changed.filter((p) => inside(p, OLD_BOX, 0) && !inside(p, moved))).toEqual([]);
    expect(changed.filter((p) => inside(p, DATE_BOX)).length).toBeGreaterThan(20);
    expect(changed.filter((p) => !inside(p, moved) && !inside(p, DATE_BOX))).toEqual([]);
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date());
    expect(await pdftotext(sealed, 2, 2)).toMatch(new RegExp(`Date of signature[\\s\\S]*${day}`));
    expect(errors).toEqual([]);
    await desk.close();
  });
});
