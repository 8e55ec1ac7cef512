// On a 360 px phone the owner makes an API key in Settings → Team, sees it once, and a system of
// theirs uses it; the list then shows the key's last use, and a revoked key is refused.
import { describe, expect, it } from 'vitest';
import { registerInBrowser } from './support/dealer.ts';
import { setUpJourney } from './support/journey.ts';

const journey = setUpJourney();
const SHOTS = process.env.E2E_SHOTS_DIR;

describe('API keys', () => {
  it('make a key on a phone, use it from a system, see its last use, revoke it', async () => {
    const phone = await journey.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await registerInBrowser(page, journey.server.url, {
      dealershipName: 'Oakfield Motors',
      firstName: 'Olivia',
      lastName: 'Grant',
      email: 'olivia@oakfield.test',
      password: 'a long enough password',
    });
    await page.goto(`${journey.server.url}/settings`);
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByText('No API keys yet').waitFor();
    await page.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill('Dealer management system');
    await dialog.getByLabel('Read and write').check();
    await dialog.getByRole('button', { name: 'Make key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const key = (await shown.locator('code').textContent()) ?? '';
    expect(key).toMatch(/^d2s_/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-key-shown-360.png`, fullPage: true });
    await shown.getByRole('button', { name: 'Done' }).click();

    // Shown once: the list has its first characters only.
    await page.getByText('never used').waitFor();
    expect(await page.getByText(key).count()).toBe(0);

    const made = await fetch(`${journey.server.url}/api/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Aisha Rahman',
        email: 'aisha@example.co.uk',
        phone: '07700 900123',
        postcode: 'B33 8TH',
      }),
    });
    expect(made.status).toBe(201);

    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByText(/last used/).waitFor();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-keys-list-360.png`, fullPage: true });

    await page.getByRole('button', { name: 'Revoke Dealer management system' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(/revoked/).waitFor();
    const refused = await fetch(`${journey.server.url}/api/customers`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);
    await phone.close();
  });
});
