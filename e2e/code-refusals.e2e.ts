// The one-time code's refusals in the customer's own language, on a 390 px touch phone: a Polish customer
// and an Arabic one each send a code, type a wrong one and read why it was refused (with the tries left) in
// their language, never the server's English; the Arabic step reads right to left. Screenshots in the OS's
// temp folder (or SHOTS_DIR).
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, translate } from '../src/server/lib/i18n.ts';
import { type FakeSms, startFakeSms } from '../src/server/test/fake-sms.ts';
import type { CustomerLanguage } from '../src/shared/i18n/languages.ts';
import { signInApi, uploadFixture } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { checkLayout, watchPage } from './support/layout-check.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './support/server.ts';
import { tap } from './support/touch.ts';

const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const PASSWORD = 'a long enough password 42';

let sms: FakeSms;
let server: RunningServer;
let browser: Browser;
let dataDir: string;
let dealer: Awaited<ReturnType<typeof signInApi>>;
let documentId: string;
beforeAll(async () => {
  sms = await startFakeSms();
  dataDir = newDataDir();
  server = await startServer(dataDir, { ...sms.env, SIGNING_CODE_DEFAULT: 'finance' });
  browser = await launchBrowser();
  const registered = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'sam@words-motors.test',
      password: PASSWORD,
      dealershipName: 'Words Motors Ltd',
      firstName: 'Sam',
      lastName: 'Hart',
    }),
  });
  expect(registered.status).toBe(201);
  dealer = await signInApi(server.url, 'sam@words-motors.test', PASSWORD);
  documentId = (await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf')).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sms?.close();
  if (dataDir) removeDataDir(dataDir);
});

/** Sends the agreement by text to a new customer reading `language`; answers the link from the text. */
async function linkFor(language: CustomerLanguage, mobile: string) {
  const customer = await dealer<{ id: string }>('POST', '/api/customers', {
    name: 'Anna Nowak',
    email: `anna-${language}@example.co.uk`,
    phone: mobile,
    postcode: 'B33 8TH',
    language,
  });
  const before = sms.messages.length;
  await dealer('POST', '/api/signing-requests', {
    customerId: customer.id,
    documentIds: [documentId],
    mismatchConfirmed: true,
    channels: ['sms'],
  });
  await expect.poll(() => sms.messages.length, { timeout: 30_000 }).toBe(before + 1);
  return sms.messages[before]!.body.match(/https?:\/\/\S+\/sign\/[\w-]+/)![0];
}

describe('the one-time code’s refusals', () => {
  for (const [language, mobile, dir] of [
    ['pl', '07700 900301', 'ltr'],
    ['ar', '07700 900302', 'rtl'],
  ] as const) {
    it(`speak ${language} at 390 px`, async () => {
      const words = MESSAGES[language];
      const t = translate(language);
      const link = await linkFor(language, mobile);
      const phone = await browser.newContext(PHONE);
      const page = await phone.newPage();
      // The wrong code is refused with a 400 on purpose.
      const watch = watchPage(page, [/^400 .*\/code\/verify$/]);
      await page.goto(link);
      await page.getByText(t('sign.action.progress', { signed: 0, total: 1 })).waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);

      // The drawn page answers taps once its script has taken it over (a cold server takes a while).
      const signButton = page.getByRole('button', { name: words['sign.action.sign'] });
      await expect.poll(() => signButton.isEnabled(), { timeout: 60_000 }).toBe(true);
      await tap(page, signButton);
      const step = page.getByRole('dialog', { name: words['sign.code.title'] });
      const textsBefore = sms.messages.length;
      await tap(page, step.getByRole('button', { name: words['sign.code.send'] }));
      await step.getByLabel(words['sign.code.label']).waitFor();
      // The code's own text, the first after the link's.
      const codeSent = () =>
        sms.messages
          .slice(textsBefore)
          .map((m) => /\b(\d{6})\b/.exec(m.body)?.[1])
          .find(Boolean);
      await expect.poll(codeSent, { timeout: 30_000 }).toBeTruthy();
      const code = codeSent()!;

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await step.getByLabel(words['sign.code.label']).fill(wrong);
      await tap(page, step.getByRole('button', { name: words['sign.code.confirm'] }));
      const refusal = step.getByRole('alert');
      await refusal.getByText(t('sign.reason.wrongCode', { left: 4 })).waitFor({ timeout: 30_000 });
      expect(await refusal.textContent()).not.toMatch(/not right|tries left/);
      await checkLayout(page, `the code step's refusal in ${language}`, { widths: [390], watch });
      await page.screenshot({ path: path.join(SHOTS, `code-refusal-${language}-390.png`) });
      await phone.close();
    }, 300_000);
  }
});
