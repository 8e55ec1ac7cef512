import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/failure-log.ts'],
    pool: 'forks',
    // Five journeys at once on two cores: each has its own server, data folder and browser, and much of a
    // journey is waiting (on a refresh, a job, a page). Two at a time left a third of the cores idle, and
    // three, alone in a clean-clone run (7 December), used 527 s of processor time in 482 s: about half.
    maxWorkers: 5,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // A poll in a journey waits on a real browser, like Playwright's own 30 s waits: vitest's 1 s default
    // failed a tap whose button was still waiting for the page's script on a loaded machine (CI, 27 Nov).
    expect: { poll: { timeout: 30_000 } },
  },
});
