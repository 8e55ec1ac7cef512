// The customer's signing page as a phone user signs its one document: the sheet opened with a tap, the
// signature drawn with a finger and submitted, and the bar counting it.
import type { Page } from 'playwright-core';
import { drawWithFinger, tap } from './touch.ts';

/** Signs the page's one document with a finger; answers once the bar says "1 of 1 signed". */
export async function signWithFinger(page: Page) {
  await tap(page, page.getByRole('button', { name: 'Sign this document' }));
  const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
  const pad = sheet.getByLabel(/Signature pad/);
  await pad.waitFor();
  await drawWithFinger(page, (await pad.boundingBox())!);
  await tap(page, sheet.getByRole('button', { name: 'Submit Signature' }));
  await page.getByText('1 of 1 signed').waitFor();
}
