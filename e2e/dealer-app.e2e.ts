import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { registerInBrowser, signInInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';
import { until } from './support/signing-data.ts';

const journey = setUpJourney({ admin: true });
const SHOTS = process.env.E2E_SHOTS_DIR;
const DEALER = {
  dealershipName: 'Brindley & Hart Cars of Great Barr Ltd',
  firstName: 'Samantha-Josephine',
  lastName: 'Hartley-Worthington',
  email: 'sam@brindley.test',
  password: 'a long enough password',
};

/** No sideways scroll: the page is no wider than the window. */
async function assertNoOverflow(page: Page, name: string, soft = false) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  (soft ? expect.soft : expect)(
    scrollWidth,
    `${name} is ${scrollWidth}px wide in a ${innerWidth}px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A screen is settled when nothing says loading any more. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'), null, {
    timeout: 20_000,
  });
}

describe('the dealer app on a phone', () => {
  it('every dealer screen fits 390 px with the app header; a notification opens its request; a lost session asks to sign in', async () => {
    const phone = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await phone.newPage();
    await registerInBrowser(page, journey.server.url, DEALER);
    await settled(page);
    await shot(page, '390-first');
    // A new dealer is offered the next step.
    await page.getByRole('link', { name: 'Upload a document' }).waitFor();
    await assertNoOverflow(page, 'the empty overview');

    // Set-up through the API: a document, a customer, a request the customer opens (a notification).
    const dealer = await apiOf(phone, journey.server.url);
    const doc = await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf');
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Aisha Rahman-Fitzgerald',
      email: 'aisha.rahman-fitzgerald@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
      address: '12 Long Acre Road, Stechford, Birmingham',
      vehicleRegistration: 'BF21 KHW',
    });
    await dealer('POST', '/api/signing-requests', { customerId: customer.id, documentIds: [doc.id] });
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const invitation = await until('the invitation in the outbox', async () =>
      (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
        (m) => m.to === 'aisha.rahman-fitzgerald@example.co.uk',
      ),
    );
    const link = invitation.text.match(/http:\/\/\S+\/sign\/([\w-]+)/)!;
    const opened = await fetch(`${journey.server.url}/api/sign/${link[1]}`);
    expect(opened.ok).toBe(true);

    const screens = [
      '/dashboard/overview',
      '/dashboard/customers',
      '/dashboard/documents',
      '/dashboard/requests',
      '/dashboard/notifications',
      '/upload',
      `/documents/${doc.id}/edit`,
      `/documents/${doc.id}/text-editor`,
      `/documents/${doc.id}/send`,
      '/admin',
      '/email-test',
      '/settings',
      '/business-name-checker',
    ];
    for (const path of screens) {
      await page.goto(`${journey.server.url}${path}`);
      await settled(page);
      expect(await page.getByTestId('app-header').isVisible(), `app header on ${path}`).toBe(true);
      await shot(page, `390${path.replaceAll('/', '_')}`);
      await assertNoOverflow(page, path, true);
    }

    // The phone menu holds the spec's links.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Upload', 'Documents admin', 'Email test', 'Settings']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await assertNoOverflow(page, 'the open menu');
    await shot(page, '390-menu');
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/dashboard`);

    // Tabs live in the address, and Back returns to the previous tab.
    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.waitForURL(`${journey.server.url}/dashboard/customers`);
    await page.getByText('Aisha Rahman-Fitzgerald').first().waitFor();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.waitForURL(`${journey.server.url}/dashboard/notifications`);
    await page.goBack();
    await page.waitForURL(`${journey.server.url}/dashboard/customers`);

    // Clicking a notification opens its request and marks it read.
    await page.goto(`${journey.server.url}/dashboard/notifications`);
    await page.getByRole('button', { name: /opened their documents \(new\)/ }).click();
    const details = page.getByRole('dialog', { name: 'Signing request for Aisha Rahman-Fitzgerald' });
    await details.waitFor();
    expect(page.url()).toContain(`/dashboard/requests?request=`);
    await assertNoOverflow(page, 'the request details');
    await shot(page, '390-request-details');
    await expect
      .poll(async () => (await dealer<{ readAt: string | null }[]>('GET', '/api/notifications'))[0]?.readAt)
      .not.toBeNull();
    await page.keyboard.press('Escape');

    // The session ends mid-use: a list that cannot load asks to sign in instead of looking empty.
    await page.goto(`${journey.server.url}/dashboard/overview`);
    await settled(page);
    await phone.clearCookies();
    await page.getByRole('tab', { name: 'Customers' }).click();
    const prompt = page.getByRole('alert').filter({ hasText: 'You are signed out' });
    await prompt.waitFor();
    expect(await page.getByText('No customers yet').count()).toBe(0);
    expect(await prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/login?next=%2Fdashboard%2Fcustomers',
    );
    await assertNoOverflow(page, 'the sign-in prompt');
    await shot(page, '390-signed-out-prompt');
    await phone.close();
  });
});

describe('signing in', () => {
  it('a signed-out visit to /settings signs in and ends on /settings', async () => {
    const desk = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await desk.newPage();
    await page.goto(`${journey.server.url}/settings`);
    await page.waitForURL(`${journey.server.url}/api/login?next=%2Fsettings`);
    await page.getByLabel('Email').fill(DEALER.email);
    await page.getByLabel('Password').fill(DEALER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${journey.server.url}/settings`);
    await page.getByRole('heading', { name: 'Dealer Settings' }).waitFor();
    await shot(page, '1280-settings');
    // A deep link to a document screen is no developer 404 either.
    await desk.clearCookies();
    await page.goto(`${journey.server.url}/documents/0d3f4c1e-9a7b-4f11-8c55-2b7a3c1d9e10/edit`);
    await page.waitForURL(/\/api\/login\?next=%2Fdocuments%2F/);
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    // An address on another site is never followed after sign-in.
    await page.goto(`${journey.server.url}/api/login?next=//evil.example/x`);
    await signInInBrowser(page, journey.server.url, DEALER.email, DEALER.password);
    await desk.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`the sign-in and registration cards hold their inputs at ${viewport.width} px`, async () => {
      const context = await journey.browser.newContext({ viewport, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      for (const mode of ['signin', 'register']) {
        await page.goto(`${journey.server.url}/api/login${mode === 'register' ? '?mode=register' : ''}`);
        await page
          .getByRole('button', { name: mode === 'register' ? 'Create account' : 'Sign in' })
          .waitFor();
        await assertNoOverflow(page, `the ${mode} card`);
        const card = (await page.locator('main').boundingBox())!;
        for (const input of await page.locator('main input').all()) {
          const box = (await input.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(card.x);
          expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
        }
        await shot(page, `${viewport.width}-${mode}`);
      }
      await context.close();
    });
  }
});

describe('a long list', () => {
  it('loads the next page as the dealer scrolls, and searches on the server', async () => {
    const desk = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await desk.newPage();
    await registerInBrowser(page, journey.server.url, { ...DEALER, email: 'long.list@brindley.test' });
    const dealer = await apiOf(desk, journey.server.url);
    // 106 customers: two pages of 100.
    for (let i = 0; i < 106; i++) {
      await dealer('POST', '/api/customers', {
        name: `Scroll Customer ${String(i).padStart(3, '0')}`,
        email: `scroll${i}@example.co.uk`,
        phone: '07700 900123',
        postcode: 'LS1 4AP',
      });
    }
    await page.goto(`${journey.server.url}/dashboard/customers`);
    const cards = page.locator('section[aria-labelledby="customers-heading"] ul > li');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(100);
    // Scrolling to the foot loads the rest, no press needed; then there is nothing more to load.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(106);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await shot(page, '1280-customers-scrolled');
    // The search goes to the server and finds a customer the first page did not hold.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('scroll customer 000');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(1);
    expect(await cards.first().textContent()).toContain('Scroll Customer 000');

    // Create Request, on a phone, finds and sends to a customer beyond the first 100 by its search.
    const firstPage = await dealer<{ name: string }[]>('GET', '/api/customers');
    expect(firstPage.map((c) => c.name)).not.toContain('Scroll Customer 003');
    await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf'); // read out for Aisha Rahman
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${journey.server.url}/dashboard/requests`);
    await page.getByRole('button', { name: 'Create Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Signing Request' });
    const radios = dialog.getByRole('radio');
    await expect.poll(() => radios.count(), { timeout: 20_000 }).toBe(100);
    const wanted = dialog.getByRole('radio', { name: /Scroll Customer 003/ });
    expect(await wanted.count()).toBe(0);
    await dialog.getByRole('searchbox', { name: 'Search customers' }).fill('scroll customer 003');
    await expect.poll(() => radios.count(), { timeout: 20_000 }).toBe(1);
    await wanted.check();
    await assertNoOverflow(page, 'Create Request at 360 px');
    await shot(page, '360-create-request-searched');
    // Aisha's document is another customer's: it asks first, as ever.
    await dialog.getByRole('checkbox', { name: /Hire-Purchase Agreement AMF-448120/ }).click();
    await page.getByRole('button', { name: 'Include it anyway' }).click();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Signing Request Created', { exact: true }).first().waitFor();
    const [sent] = await dealer<{ customer: { name: string } }[]>('GET', '/api/signing-requests');
    expect(sent?.customer.name).toBe('Scroll Customer 003');

    // /admin's template library searches on the server too.
    await page.goto(`${journey.server.url}/admin`);
    await page.getByRole('tab', { name: 'Manage Templates' }).click();
    await page.getByText('Hire-Purchase Agreement AMF-448120').waitFor();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('no such template');
    await page.getByText('No templates match “no such template”').waitFor();
    await assertNoOverflow(page, '/admin templates at 360 px');
    await desk.close();
  });
});
