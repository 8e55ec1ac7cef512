import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys whose length their file's size does not show (vitest orders a run without earlier results by
 * size, largest first): the screens journey walks every screen at four widths from a short file, and
 * started last it ran on alone for a minute at the end of a clean-clone run (7 December).
 */
const LONG_FROM_A_SHORT_FILE = ['e2e/screens.e2e.ts'];

class LongJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (spec: TestSpecification) =>
      LONG_FROM_A_SHORT_FILE.some((file) => spec.moduleId.endsWith(file));
    return [...sorted.filter(long), ...sorted.filter((spec) => !long(spec))];
  }
}

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/failure-log.ts'],
    pool: 'forks',
    sequence: { sequencer: LongJourneysFirst },
    // Five journeys at once on two cores: each has its own server, data folder and browser, and much of a
    // journey is waiting (on a refresh, a job, a page). Two at a time left a third of the cores idle, and
    // three, alone in a clean-clone run (7 December), used 527 s of processor time in 482 s: about half.
    maxWorkers: 5,
    // A journey that signs and waits for the seal took over 120 s with five beside it on a slow host (CI,
    // 7 December: the field editor's, finishing its work); a hung one still fails, at 240 s.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    // A poll in a journey waits on a real browser, like Playwright's own 30 s waits: vitest's 1 s default
    // failed a tap whose button was still waiting for the page's script on a loaded machine (CI, 27 Nov).
    expect: { poll: { timeout: 30_000 } },
  },
});
