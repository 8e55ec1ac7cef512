// Live updates: the dealer's dashboard open in one browser context, the customer signing in
// another; the request's status and progress, the counters and the bell change within 2 s of each step
// without a reload (GET /api/events turns each change into a refetch of what the screen shows).
// The customer opens the link in their own browser; their signatures and submit go through the same
// signing API the page calls, from that browser context.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';
import { signaturePng, until } from './support/signing-data.ts';

const journey = setUpJourney({ admin: true });
/** Each step must show within this (the 2 s). */
const STEP_MS = 2_000;
const DEALER = {
  dealershipName: 'Forecourt Live Motors',
  firstName: 'Dev',
  lastName: 'Kaur',
  email: 'dev@forecourt-live.test',
  password: 'a long enough password 42',
};
const CUSTOMER = { name: 'Ravi Patel', email: 'ravi@example.co.uk' };

describe('live updates', () => {
  let dealer: BrowserContext;
  let page: Page;
  let customer: BrowserContext;
  let token: string;
  let documentIds: string[];

  // Found by its address: while the Details dialog is open the rest of the page is hidden from roles.
  const bell = () => page.locator('a[href="/dashboard/notifications"]').first();
  const unread = async () => Number((await bell().getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  const progress = () => page.getByTestId('customer-progress');

  it('sets up a request and opens its Details on the dealer’s dashboard', async () => {
    const url = journey.server.url;
    dealer = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await dealer.newPage();
    await registerInBrowser(page, url, DEALER);
    const api = await apiOf(dealer, url);
    documentIds = [
      (await uploadFixture(api, 'HP-agreement-AMF-448120.pdf')).id,
      (await uploadFixture(api, 'Warranty-Certificate-RD-W-30281.pdf')).id,
    ];
    const { id: customerId } = await api<{ id: string }>('POST', '/api/customers', {
      ...CUSTOMER,
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    await api('POST', '/api/signing-requests', { customerId, documentIds, mismatchConfirmed: true });
    const admin = await signInApi(url, ADMIN.email, ADMIN.password);
    const link = (
      await until('the invitation in the outbox', async () =>
        (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find((m) => m.to === CUSTOMER.email),
      )
    ).text.match(/http:\/\/\S+\/sign\/([\w-]+)/)!;
    token = link[1]!;

    // The request was made outside this page: the stream has already told it (no reload).
    const row = page.getByRole('button', { name: `Details of the request for ${CUSTOMER.name}` });
    await row.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('stat-completedToday').textContent()).toBe('0');
    await row.first().click();
    await page.getByRole('dialog').getByText('Status:').waitFor();
    expect(await progress().count()).toBe(0);

    customer = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const signing = await customer.newPage();
    await signing.goto(link[0]);
    await signing.getByText('0 of 2 signed').waitFor({ timeout: 30_000 });
  });

  it('shows the customer opening the link within 2 s', async () => {
    await progress()
      .filter({ hasText: /^Opened \d\d:\d\d · signed 0 of 2$/ })
      .waitFor({ timeout: STEP_MS });
  });

  it('shows each signed document within 2 s', async () => {
    const sign = (documentId: string) =>
      customer.request.post(`${journey.server.url}/api/sign/${token}/signature`, {
        headers: { origin: journey.server.url },
        data: { documentId, signatureData: signaturePng(), pageNumber: 1 },
      });
    expect((await sign(documentIds[0]!)).status()).toBe(200);
    await progress().filter({ hasText: 'signed 1 of 2' }).waitFor({ timeout: STEP_MS });
    expect((await sign(documentIds[1]!)).status()).toBe(200);
    await progress().filter({ hasText: 'signed 2 of 2' }).waitFor({ timeout: STEP_MS });
  });

  it('shows the submitted set as completed, counts it, and rings the bell within 2 s', async () => {
    const before = await unread();
    const submitted = await customer.request.post(`${journey.server.url}/api/sign/${token}/submit`, {
      headers: { origin: journey.server.url },
    });
    expect(submitted.status()).toBe(200);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('completed', { exact: true }).waitFor({ timeout: STEP_MS });
    await page.keyboard.press('Escape');
    // The Details opened on the Requests tab; the counters are on the Overview, one click away (no reload).
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect
      .poll(() => page.getByTestId('stat-completedToday').textContent(), { timeout: STEP_MS })
      .toBe('1');
    await expect.poll(unread, { timeout: STEP_MS }).toBeGreaterThan(before);
    await customer.close();
    await dealer.close();
  });
});
