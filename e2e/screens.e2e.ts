// Every screen in the one list (support/screens.ts), at a phone's, a tablet's and two desktops' widths, with
// real data in it: nothing scrolls sideways, squeezes a name, breaks a word, covers a control or logs an
// error. And the list itself cannot fall behind the router: a route it lacks fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../src/shared/api/paths.ts';
import { setUpJourney } from './support/journey.ts';
import { layoutProblems, screenSettled, watchPage } from './support/layout-check.ts';
import { SCREENS, type ScreenData, type Viewer, viewersOf } from './support/screens.ts';

const journey = setUpJourney({
  admin: true,
  // The video screens ask for a camera: Chromium's stand-in answers, as a phone's would after "Allow".
  browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});

const web = path.resolve(import.meta.dirname, '../src/web');
/** Every route pattern the browser app's router knows. */
function routerPatterns() {
  const sources = ['app/router.tsx', 'features/public-site/public-routes.tsx'].map((f) =>
    readFileSync(path.join(web, f), 'utf8'),
  );
  const patterns = sources.flatMap((s) => [...s.matchAll(/path=(?:"([^"]+)"|\{PATHS\.(\w+)\})/g)]);
  return patterns.map(([, literal, named]) => literal ?? PATHS[named as keyof typeof PATHS]);
}

describe('every screen', () => {
  it('the screen list names every route of the router', () => {
    const listed = new Set(
      SCREENS.flatMap((s) => [s.route.split(' ')[0]!.split('?')[0]!, ...(s.aliases ?? [])]),
    );
    const missing = routerPatterns().filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });

  let contexts: Record<Viewer, BrowserContext>;
  let data: ScreenData;
  beforeAll(async () => {
    ({ contexts, data } = await viewersOf(journey.browser, journey.server.url));
  }, 180_000);

  it.each(SCREENS.map((s) => [s.name, s] as const))(
    '%s holds its layout at 390, 768, 1024 and 1280 px',
    async (_, screen) => {
      const page = await contexts[screen.as].newPage();
      try {
        const watch = watchPage(page, screen.expected);
        await page.goto(`${journey.server.url}${screen.path(data)}`);
        await screenSettled(page);
        expect(await layoutProblems(page, screen.name, { watch })).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
