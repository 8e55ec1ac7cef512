// A customer signs every document of a link's set on a phone, as a person would: the page's one main button
// ("Sign this document", "Next document", "Submit n documents") tapped in turn, the one-time code entered
// when the page asks for it, the first signature drawn with a finger and the same one reused after.
import type { Page } from 'playwright-core';
import { drawWithFinger, tap } from './touch.ts';

const ACTION = /^(Sign this document|Next document|Submit \d+ documents?)$/;

/**
 * Signs and submits the set; `code` sends for a code and answers it when the page asks one (the test
 * reads it from the text-message provider). Answers how many times a code was asked.
 */
export async function signEveryDocument(
  page: Page,
  total: number,
  code: () => Promise<string>,
  onCodeStep?: () => Promise<void>,
): Promise<number> {
  let codesAsked = 0;
  // The action bar's own button, by its words: the document pager's icon buttons share its names.
  const action = page.getByRole('button').filter({ hasText: ACTION });
  for (;;) {
    await action.waitFor({ timeout: 60_000 });
    const label = ((await action.textContent()) ?? '').trim();
    if (label.startsWith('Submit')) {
      await tap(page, action);
      await page.getByRole('heading', { name: 'All done' }).waitFor({ timeout: 60_000 });
      return codesAsked;
    }
    if (label === 'Next document') {
      await tap(page, action);
      continue;
    }
    const signedBefore = await signedCount(page);
    await tap(page, action);
    const step = page.getByRole('dialog', { name: 'Confirm it’s you' });
    const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
    await step.or(sheet).first().waitFor();
    if (await step.isVisible()) {
      codesAsked++;
      await onCodeStep?.();
      await tap(page, step.getByRole('button', { name: 'Send code' }));
      await step.getByLabel('Code').fill(await code());
      await tap(page, step.getByRole('button', { name: 'Confirm code' }));
    }
    await sheet.waitFor();
    const reuse = sheet.getByRole('button', { name: 'Use this signature' });
    if (await reuse.isVisible()) {
      await tap(page, reuse);
    } else {
      const pad = sheet.getByLabel(/Signature pad/);
      await pad.waitFor();
      await drawWithFinger(page, (await pad.boundingBox())!);
      await tap(page, sheet.getByRole('button', { name: 'Submit Signature' }));
    }
    await page.getByText(`${signedBefore + 1} of ${total} signed`).waitFor({ timeout: 30_000 });
  }
}

async function signedCount(page: Page) {
  const progress = await page
    .getByText(/^\d+ of \d+ signed$/)
    .first()
    .textContent();
  return Number(progress?.match(/^(\d+)/)?.[1] ?? 0);
}
