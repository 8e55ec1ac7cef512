// A set signed in the customer's own language on a 390 px touch phone: a customer the dealer has marked as
// Polish gets their text and page in Polish; another opens an English page, chooses العربية from the menu,
// and the page comes back in Arabic, right to left (the Sign-here rail on the page's left, the layout
// mirrored) with the signature landing in its box; each reaches the done screen in their language, the
// tab's title in it throughout.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/server/lib/i18n.ts';
import type { CustomerLanguage } from '../src/shared/i18n/languages.ts';
import { type Api, uploadFixture } from './support/api.ts';
import {
  openOnPhone,
  registerDealerApi,
  SHOTS,
  sendByText,
  setUpTextJourney,
} from './support/text-journey.ts';
import { drawWithFinger, tap } from './support/touch.ts';

const journey = setUpTextJourney();
let dealer: Api;
let documentId: string;
beforeAll(async () => {
  dealer = await registerDealerApi(journey.server.url, {
    email: 'sam@languages.test',
    password: 'a long enough password 42',
    dealershipName: 'Kingsway Motors',
    firstName: 'Sam',
    lastName: 'Hart',
  });
  documentId = (await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf')).id;
}, 120_000);

/** What reaches past the screen's sides (a sideways scroll), by tag, class and text; empty when nothing. */
const widerThanScreen = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= document.documentElement.clientWidth
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
          })
          .map((e) => `${e.tagName} ${e.className} ${e.textContent?.slice(0, 40)}`),
  );

/** A customer (in `language`, or the dealership's when null) sent the agreement by text: their link. */
async function linkFor(name: string, mobile: string, language: CustomerLanguage | null) {
  const customer = await dealer<{ id: string }>('POST', '/api/customers', {
    name,
    email: `${mobile.replace(/\D/g, '')}@example.co.uk`,
    phone: mobile,
    postcode: 'B33 8TH',
    language,
  });
  return sendByText(journey, dealer, customer.id, [documentId]);
}

/** Signs the one document with a finger in `language`; checks the ink lands inside its box on the page. */
async function signIn(page: Page, language: CustomerLanguage, shot: string) {
  const t = translate(language);
  await page.getByText(t('sign.action.progress', { signed: 0, total: 1 })).waitFor({ timeout: 60_000 });
  await page
    .getByRole('img', {
      name: t('sign.pages.alt', { title: 'Hire-Purchase Agreement AMF-448120', n: 1, count: 4 }),
    })
    .waitFor({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/languages-${shot}-page-390.png` });
  expect(await widerThanScreen(page)).toEqual([]);

  await tap(page, page.getByRole('button', { name: t('sign.action.sign') }));
  const sheet = page.getByRole('dialog', { name: t('sign.sheet.title') });
  await sheet.getByText(t('sign.sheet.consent')).waitFor();
  const pad = sheet.getByLabel(t('sign.sheet.padLabel'));
  await pad.waitFor();
  await drawWithFinger(page, (await pad.boundingBox())!);
  await page.screenshot({ path: `${SHOTS}/languages-${shot}-sheet-390.png` });
  await tap(page, sheet.getByRole('button', { name: t('sign.sheet.submit') }));
  await page.getByText(t('sign.action.progress', { signed: 1, total: 1 })).waitFor();

  // The ink is drawn inside the box it was asked for, on the page (never mirrored), whatever the direction.
  const box = page.getByTestId('sign-box').first();
  await box.scrollIntoViewIfNeeded();
  const ink = box.getByRole('img', { name: t('sign.pages.yourSignature') });
  await expect
    .poll(() => ink.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const inner = (await ink.boundingBox())!;
  const outer = (await box.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
  await page.screenshot({ path: `${SHOTS}/languages-${shot}-signed-390.png` });

  await tap(page, page.getByRole('button', { name: t('sign.action.submit', { count: 1 }) }));
  const done = page.getByRole('dialog', { name: t('sign.done.heading') });
  await done.waitFor({ timeout: 30_000 });
  await done.getByText(t('sign.done.onTheirWay'), { exact: false }).waitFor();
  await done.getByRole('button', { name: t('sign.done.seeDocuments') }).waitFor();
  await page.screenshot({ path: `${SHOTS}/languages-${shot}-done-390.png` });
}

/** Where the Sign-here rail stands beside the page it points at. */
async function railSide(page: Page) {
  const figure = (await page.locator('[data-testid="document-pages"] figure').nth(1).boundingBox())!;
  const rail = (await page.getByTestId('sign-rail').nth(1).boundingBox())!;
  return rail.x + rail.width <= figure.x + 1
    ? 'left'
    : rail.x >= figure.x + figure.width - 1
      ? 'right'
      : 'over';
}

describe('signing in the customer’s own language at 390 px', () => {
  it('signs a set in Polish, the language the dealer gave the customer', async () => {
    const { text, link } = await linkFor('Agnieszka Kowalska', '07700 900301', 'pl');
    expect(text).toMatch(/^Kingsway Motors: Przeczytaj i podpisz dokumenty: /);
    const { page, errors } = await openOnPhone(journey, link);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'pl',
      'ltr',
    ]);
    await page.getByRole('heading', { name: 'Podpisywanie dokumentów' }).waitFor();
    expect(await page.title()).toBe(translate('pl')('sign.page.title'));
    expect(await page.getByTestId('language-menu').inputValue()).toBe('pl');
    await page
      .getByText(translate('pl')('sign.action.progress', { signed: 0, total: 1 }))
      .waitFor({ timeout: 60_000 });
    expect(await railSide(page)).toBe('right');
    await signIn(page, 'pl', 'pl');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('switches to Arabic from the menu, lays the page out right to left, and signs in it', async () => {
    const { text, link } = await linkFor('Omar Haddad', '07700 900302', null);
    expect(text).toMatch(/^Kingsway Motors: Please review and sign your documents: /);
    const { page, errors } = await openOnPhone(journey, link);
    await page.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.title()).toBe('Sign your documents – Docs2Sign');

    // The customer's choice: the page comes back in Arabic, drawn by the server right to left.
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('language-menu').selectOption('ar');
    await reloaded;
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.getByRole('heading', { name: translate('ar')('sign.header.title') }).waitFor();
    await page
      .getByText(translate('ar')('sign.action.progress', { signed: 0, total: 1 }))
      .waitFor({ timeout: 60_000 });
    // The tab's title follows the choice, and stays once the page's script has taken the page over.
    expect(await page.title()).toBe(translate('ar')('sign.page.title'));
    // Mirrored: the rail stands on the page's left, and the header's text starts at the right.
    expect(await railSide(page)).toBe('left');
    const heading = (await page
      .getByRole('heading', { name: translate('ar')('sign.header.title') })
      .boundingBox())!;
    expect(heading.x + heading.width).toBeGreaterThan(390 - 40);
    await signIn(page, 'ar', 'ar');
    expect(errors).toEqual([]);

    // Remembered: the reminder and the signed copy follow the choice (their customer record says Arabic).
    const customers = await dealer<{ name: string; language: string | null }[]>('GET', '/api/customers');
    expect(customers.find((c) => c.name === 'Omar Haddad')?.language).toBe('ar');
    await page.context().close();
  }, 180_000);
});
