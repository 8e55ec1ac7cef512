// The signed-in dashboard is drawn on the server and its scripts arrive after the first paint: a dealer who
// taps a tab before then must still land on that tab (public/after-load.js holds the tap and makes it again,
// whole, once the app has taken the page over; a Radix tab is chosen on its mouse-down, not its click).
import { describe, expect, it } from 'vitest';
import { registerInBrowser } from './support/dealer.ts';
import { setUpJourney } from './support/journey.ts';

const journey = setUpJourney();

describe('a tap before the dashboard is live', () => {
  it('opens the tab tapped while the app was still on its way', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await registerInBrowser(page, journey.server.url, {
      dealershipName: 'Early Tap Motors',
      firstName: 'Evie',
      lastName: 'Tapp',
      email: 'evie@earlytap.test',
      password: 'a long enough password',
    });
    // The app's scripts are held back for a while, as on a slow phone connection.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${journey.server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Customers' }).click();
    expect(page.url()).toMatch(/\/dashboard$/);
    release();
    await page.getByRole('heading', { name: 'Customers' }).waitFor({ timeout: 15_000 });
    expect(page.url()).toMatch(/\/dashboard\/customers$/);
    await context.close();
  }, 60_000);
});
