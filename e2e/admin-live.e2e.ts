// Live updates for operators: an administrator's dashboard open in one browser shows, within 2 s
// and without a reload, a dealer that another administrator's session creates, the name that dealer then
// gives the dealership in Settings (found by the dashboard's search), and the suspension by the other
// administrator. The other session works through the API, as a second person at another desk would.
import { describe, expect, it } from 'vitest';
import { type Api, signInApi } from './support/api.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const STEP_MS = 2_000;
const DEALER = {
  email: 'nina@northgate-cars.test',
  firstName: 'Nina',
  lastName: 'Shah',
  dealershipName: 'Northgate Cars',
  password: 'a long enough password 77',
};

describe("an administrator's dashboard, live", () => {
  it('shows a dealer created, renamed and suspended elsewhere within 2 s, the new name searchable', async () => {
    const url = journey.server.url;
    const context = await journey.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/api/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/admin-dashboard`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
    const total = page.getByTestId('stat-Total Dealers');
    const rows = page.getByTestId('dealer-row');
    const totalBefore = Number(await total.locator('p.text-2xl').textContent());

    // Another administrator's session creates the dealer.
    const other = await signInApi(url, ADMIN.email, ADMIN.password);
    const created = await other<{ id: string; setPasswordUrl: string }>('POST', '/api/admin/dealers', {
      email: DEALER.email,
      firstName: DEALER.firstName,
      lastName: DEALER.lastName,
      dealershipName: DEALER.dealershipName,
    });
    await rows.filter({ hasText: DEALER.dealershipName }).waitFor({ timeout: STEP_MS });
    await expect
      .poll(async () => Number(await total.locator('p.text-2xl').textContent()), { timeout: STEP_MS })
      .toBe(totalBefore + 1);

    // The dealer sets a password from the link, signs in and renames the dealership in Settings.
    const token = new URL(created.setPasswordUrl).searchParams.get('token')!;
    const confirm = await fetch(`${url}/api/password-reset/confirm`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: DEALER.password }),
    });
    expect(confirm.status).toBe(200);
    const dealer: Api = await signInApi(url, DEALER.email, DEALER.password);
    const settings = await dealer<Record<string, unknown>>('GET', '/api/dealer/settings');
    await dealer('PUT', '/api/dealer/settings', {
      ...settings,
      dealershipName: 'Northgate Cars of Leeds',
    });
    await rows.filter({ hasText: 'Northgate Cars of Leeds' }).waitFor({ timeout: STEP_MS });

    // The new name is what the search finds.
    await page.getByLabel('Search dealers').fill('of Leeds');
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(1);
    await rows.first().getByText('Northgate Cars of Leeds').waitFor();

    // The other administrator suspends the dealer: the row says so, with the reason.
    await other('POST', `/api/admin/dealers/${created.id}/suspend`, { reason: 'Unpaid invoice' });
    await rows.first().getByText('Reason: Unpaid invoice').waitFor({ timeout: STEP_MS });
    expect(await rows.first().getByText('suspended', { exact: true }).count()).toBe(1);
    await total.getByText('0 active · 1 suspended').waitFor({ timeout: STEP_MS });
    await page.screenshot({ path: '/tmp/h29-admin-live-360.png', fullPage: true });

    // And the signed-in dealer's session has ended with it.
    await expect(dealer('GET', '/api/auth/user')).rejects.toThrow(/401/);
    await context.close();
  });
});
