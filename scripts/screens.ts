// `npm run screens`: a PNG of every screen (e2e/support/screens.ts) at 390, 768, 1024 and 1280 px in one
// folder, for a reviewer to look through before a release, with the layout check's findings beside them.
// It starts its own server on a fresh embedded database and seeds a dealer, an administrator and two
// customers' requests, so every screen has something to show. SCREENS_DIR chooses the folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { LAYOUT_WIDTHS, layoutProblems, screenSettled, watchPage } from '../e2e/support/layout-check.ts';
import { SCREENS, viewersOf } from '../e2e/support/screens.ts';
import { newDataDirWithAdmin, removeDataDir, startServer } from '../e2e/support/server.ts';

const out = path.resolve(process.env.SCREENS_DIR ?? 'screens');
mkdirSync(out, { recursive: true });
const dataDir = await newDataDirWithAdmin();
const server = await startServer(dataDir);
const browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
try {
  const { contexts, data } = await viewersOf(browser, server.url);

  const findings: string[] = [];
  for (const screen of SCREENS) {
    const page = await contexts[screen.as].newPage();
    const watch = watchPage(page, screen.expected);
    await page.goto(`${server.url}${screen.path(data)}`);
    await screenSettled(page);
    findings.push(...(await layoutProblems(page, screen.name, { watch })));
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
      await page.waitForTimeout(100);
      await page.screenshot({ path: path.join(out, `${screen.name}-${width}.png`), fullPage: true });
    }
    await page.close();
    console.log(`${screen.name}: ${LAYOUT_WIDTHS.length} screenshots`);
  }
  writeFileSync(
    path.join(out, 'layout-check.txt'),
    findings.length ? `${findings.join('\n')}\n` : 'no problems\n',
  );
  console.log(`\n${SCREENS.length * LAYOUT_WIDTHS.length} screenshots in ${out}`);
  console.log(
    findings.length
      ? `the layout check found ${findings.length} problems (layout-check.txt)`
      : 'the layout check found nothing',
  );
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(dataDir);
}
