import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { newDataDir, newDataDirWithAdmin, type RunningServer, removeDataDir, startServer } from './server.ts';

export { ADMIN } from './server.ts';

export type Journey = { server: RunningServer; browser: Browser };

/**
 * The set-up of a browser journey, as hooks: a fresh data directory (with an administrator made from the
 * command line before the server starts, as an operator would), the real server, Debian's Chromium.
 * The returned object is filled in before the first test runs.
 */
export function setUpJourney(options: { admin?: boolean; browserArgs?: string[] } = {}): Journey {
  const journey = {} as Journey;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = options.admin ? await newDataDirWithAdmin() : newDataDir();
    journey.server = await startServer(dataDir);
    journey.browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    removeDataDir(dataDir);
  });
  return journey;
}
