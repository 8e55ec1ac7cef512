import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a step waits for the page by default. Playwright's 30 s was passed by single steps on a CI host
 * running at a third of a quiet day's speed with five journeys at once; a step that never happens still fails.
 */
const STEP_TIMEOUT_MS = 60_000;

/** Debian's Chromium, headless, with the network chatter this machine refuses turned off. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(STEP_TIMEOUT_MS);
    return page;
  };
  return browser;
}
