// One Lighthouse run of a signed-in page, for scripts/lib/lighthouse.ts: the session's cookies (LH_COOKIE,
// as a Cookie header holds them) are put in the browser's own cookie jar before the run, through Puppeteer
// and Lighthouse's Node API, with the same categories and throttling as the command line. Given as
// Lighthouse's extra request header instead, the cookie went with the page's navigation but not always
// with the page's own calls: the app's first calls after its scripts took over were answered 401 and it
// showed its sign-in prompt, which Lighthouse then measured. Writes the JSON report to the path given.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, out] = process.argv.slice(2) as [string, string];
// "name=value" or several as a Cookie header writes them ("a=1; b=2").
const cookies = (process.env.LH_COOKIE ?? '')
  .split(/;\s*/)
  .filter(Boolean)
  .map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
const multiplier = process.env.LH_CPU_MULTIPLIER;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  await page.setCookie(...cookies.map((c) => ({ ...c, url: new URL(url).origin })));
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // LH_ARTIFACTS_DIR keeps the run's trace and DevTools log (trace.json), to see what the paint waited on.
      ...(process.env.LH_ARTIFACTS_DIR && {
        gatherMode: process.env.LH_ARTIFACTS_DIR,
        auditMode: process.env.LH_ARTIFACTS_DIR,
      }),
      ...(multiplier && { throttling: { cpuSlowdownMultiplier: Number(multiplier) } }),
    },
    undefined,
    page,
  );
  if (!result) throw new Error('Lighthouse gave no result');
  writeFileSync(out, result.report as string);
} finally {
  await browser.close();
}
