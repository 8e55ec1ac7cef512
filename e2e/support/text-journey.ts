// What the journeys whose signing links go by text message share: the fake (Twilio-shaped) provider, the
// real server and Debian's Chromium; a dealer set up through the API; a request sent by text and its link
// read from the message; the customer's page opened on a 390 px touch phone.
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type FakeSms, startFakeSms } from '../../src/server/test/fake-sms.ts';
import { type Api, signInApi } from './api.ts';
import { launchBrowser } from './browser.ts';
import type { DealerDetails } from './dealer.ts';
import { newDataDir, type RunningServer, removeDataDir, startServer } from './server.ts';

export const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
/** The customer's phone: 390 px wide, touch, a retina screen. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };

export type TextJourney = { sms: FakeSms; server: RunningServer; browser: Browser };

/**
 * The set-up of a text-message journey, as hooks; `env` adds to the server's. The provider is up before the
 * server, which reads SMS_* once at start. The returned object is filled in before the first test runs.
 */
export function setUpTextJourney(env: Record<string, string> = {}): TextJourney {
  const journey = {} as TextJourney;
  let dataDir: string | undefined;
  beforeAll(async () => {
    journey.sms = await startFakeSms();
    dataDir = newDataDir();
    journey.server = await startServer(dataDir, { ...journey.sms.env, ...env });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await journey.sms?.close();
    if (dataDir) removeDataDir(dataDir);
  });
  return journey;
}

export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A dealer registered and signed in through the API, for a journey that is about the customer. */
export async function registerDealerApi(baseUrl: string, dealer: DealerDetails): Promise<Api> {
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(dealer),
  });
  expect(registered.status).toBe(201);
  return signInApi(baseUrl, dealer.email, dealer.password);
}

/** The signing link in a text message (undefined when it has none). */
export const linkIn = (text: string) => text.match(/https?:\/\/\S+\/sign\/[\w-]+/)?.[0];

/** Sends the documents to the customer by text message; answers the message the provider got and its link. */
export async function sendByText(
  journey: TextJourney,
  dealer: Api,
  customerId: string,
  documentIds: string[],
): Promise<{ text: string; link: string }> {
  const before = journey.sms.messages.length;
  await dealer('POST', '/api/signing-requests', {
    customerId,
    documentIds,
    mismatchConfirmed: true,
    channels: ['sms'],
  });
  await expect.poll(() => journey.sms.messages.length, { timeout: 30_000 }).toBe(before + 1);
  const text = journey.sms.messages.at(-1)!.body;
  const link = linkIn(text);
  if (!link) throw new Error(`no signing link in the text: ${text}`);
  return { text, link };
}

/** The customer's page on a phone of its own, with every uncaught error the page throws collected. */
export async function openOnPhone(
  journey: TextJourney,
  link: string,
): Promise<{ phone: BrowserContext; page: Page; errors: string[] }> {
  const phone = await journey.browser.newContext(PHONE);
  const page = await phone.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(link);
  return { phone, page, errors };
}

/** Waits until the English page shows its one document: the progress bar and the picture of page 1. */
export async function waitForTheAgreement(page: Page) {
  await page.getByText('0 of 1 signed').waitFor({ timeout: 60_000 });
  await page
    .getByRole('img', { name: /Hire-Purchase Agreement AMF-448120, page 1 of/ })
    .waitFor({ timeout: 60_000 });
}
