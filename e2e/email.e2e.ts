import { describe, expect, it } from 'vitest';
import { type Api, apiOf, type OutboxMail, signInApi } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });

describe('e-mail testing', () => {
  it('previews every e-mail in the dealer’s branding and sends a test that lands in the outbox', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await registerInBrowser(page, journey.server.url, {
      email: 'sales@kingsway.test',
      password: 'a long enough password',
      dealershipName: 'Kingsway Motors Ltd',
      firstName: 'Priya',
      lastName: 'Shah',
    });
    const dealer: Api = await apiOf(context, journey.server.url);
    await dealer('PUT', '/api/dealer/settings', {
      dealershipName: 'Kingsway Motors Ltd',
      primaryColor: '#0f5132',
      secondaryColor: '#ffd700',
      emailSignature: 'Priya Shah\nSales Director',
    });

    await page.goto(`${journey.server.url}/email-test`);
    await page.getByRole('heading', { name: 'Email System Testing' }).waitFor();
    for (const label of ['Signing request', 'Signed copy', 'Welcome (day 3)']) {
      await page.getByLabel('E-mail', { exact: true }).selectOption({ label });
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const frame = page.frameLocator('iframe[title^="Preview:"]');
      await frame.locator('body').waitFor();
      if (label !== 'Welcome (day 3)')
        await frame.getByText('Kingsway Motors Ltd').filter({ visible: true }).first().waitFor();
    }
    await page.getByLabel('Show the plain-text version').check();
    await page.getByText('Test Results').waitFor();
    expect(await page.getByText(/^Rendered "/).count()).toBe(3);

    await page.getByLabel('Customer email').fill('not an email');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Valid email is required').waitFor();
    await page.getByLabel('Customer email').fill('priya@kingsway.test');
    await page.getByLabel('Customer name').fill('Priya Shah');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Test e-mail sent to priya@kingsway.test.').first().waitFor();

    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const mail = (await admin<OutboxMail[]>('GET', '/api/admin/outbox?q=priya%40kingsway')).find((m) =>
      m.subject.startsWith('[Test]'),
    );
    expect(mail?.subject).toBe('[Test] Please sign: Sales Agreement');
    expect(mail?.html).toContain('#0f5132');
    expect(mail?.text).toContain('Sales Director');

    await page.getByRole('button', { name: 'Clear Results' }).click();
    await page.getByText('Run a test above; its outcome appears here.').waitFor();
    await context.close();
  });
});
