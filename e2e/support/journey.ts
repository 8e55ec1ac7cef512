import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { newDataDir, type RunningServer, removeDataDir, runScript, startServer } from './server.ts';

export const ADMIN = { email: 'ops@docs2sign.test', password: 'an admin password' };

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
    dataDir = newDataDir();
    if (options.admin) {
      await runScript('scripts/admin-create.ts', ['--email', ADMIN.email, '--password', ADMIN.password], {
        DATA_DIR: dataDir,
      });
    }
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
