// The one-time code before signing a credit agreement, on a 390 px touch phone: the customer taps to sign,
// is asked to confirm it is them, sends a code, types a wrong one (plain words, tries left), then the one
// the (fake, Twilio-shaped) provider received, and signs and submits. The server runs with the platform's
// default (codes for credit agreements), which the other journeys turn off.
import { describe, expect, it } from 'vitest';
import { uploadFixture } from './support/api.ts';
import { signInInBrowser } from './support/dealer.ts';
import {
  noSidewaysScroll,
  openOnPhone,
  PHONE,
  registerDealerApi,
  SHOTS,
  sendByText,
  setUpTextJourney,
  waitForTheAgreement,
} from './support/text-journey.ts';
import { drawWithFinger, tap } from './support/touch.ts';

const PASSWORD = 'a long enough password 42';
const journey = setUpTextJourney({ SIGNING_CODE_DEFAULT: 'finance' });

describe('the one-time code before signing', () => {
  it('the customer enters the texted code at 390 px, then signs', async () => {
    const { server, sms } = journey;
    const dealer = await registerDealerApi(server.url, {
      email: 'sam@code-motors.test',
      password: PASSWORD,
      dealershipName: 'Code Motors Ltd',
      firstName: 'Sam',
      lastName: 'Hart',
    });
    const document = await uploadFixture(dealer, 'HP-agreement-AMF-448120.pdf');
    const customer = await dealer<{ id: string }>('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
    });
    const { link } = await sendByText(journey, dealer, customer.id, [document.id]);
    const { phone, page, errors } = await openOnPhone(journey, link);
    await waitForTheAgreement(page);

    // Signing first asks for the code.
    await tap(page, page.getByRole('button', { name: 'Sign this document' }));
    const step = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await step.getByText('we will send a 6-digit code by text to 07•••••123').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/code-step-390.png` });
    await tap(page, step.getByRole('button', { name: 'Send code' }));
    await step.getByText('We have sent a 6-digit code by text to 07•••••123').waitFor();
    await expect.poll(() => sms.messages.length, { timeout: 30_000 }).toBe(2);
    const code = sms.messages[1]!.body.match(/\b(\d{6})\b/)![1]!;

    const input = step.getByLabel('Code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await input.fill(wrong);
    await tap(page, step.getByRole('button', { name: 'Confirm code' }));
    await step
      .getByRole('alert')
      .getByText(/That code is not right.*4 tries left/)
      .waitFor();
    await step.getByText(/You can ask for 3 codes an hour \(2 more are possible now\)/).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/code-step-wrong-390.png` });
    // The narrowest phones: still no sideways scroll, the buttons whole.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSidewaysScroll(page)).toBe(true);
    const confirm = await step.getByRole('button', { name: 'Confirm code' }).boundingBox();
    expect(confirm!.x + confirm!.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/code-step-wrong-360.png` });
    await page.setViewportSize(PHONE.viewport);

    await input.fill(code);
    await tap(page, step.getByRole('button', { name: 'Confirm code' }));
    // Right: the signature sheet opens in its place.
    const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
    const pad = sheet.getByLabel(/Signature pad/);
    await pad.waitFor();
    await drawWithFinger(page, (await pad.boundingBox())!);
    await tap(page, sheet.getByRole('button', { name: 'Submit Signature' }));
    await page.getByText('1 of 1 signed').waitFor();
    await tap(page, page.getByRole('button', { name: 'Submit 1 document' }));
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    expect(errors).toEqual([]);
    await phone.close();
  }, 300_000);

  it('the dealer sees the setting at 390 px, on for finance documents by default', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext(PHONE);
    const desk = await context.newPage();
    await signInInBrowser(desk, server.url, 'sam@code-motors.test', PASSWORD);
    await desk.goto(`${server.url}/settings`);
    await desk.getByRole('tab', { name: 'General Settings' }).click();
    const group = desk.getByRole('radiogroup', { name: 'Ask the customer for a code' });
    await group.waitFor();
    expect(await group.getByRole('radio', { name: 'For finance documents (recommended)' }).isChecked()).toBe(
      true,
    );
    await group.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(desk)).toBe(true);
    await desk.screenshot({ path: `${SHOTS}/code-setting-390.png` });
    await group.getByRole('radio', { name: 'For every signing request' }).check();
    await desk.getByRole('button', { name: 'Save Settings' }).click();
    await desk.getByText('Settings Saved', { exact: true }).first().waitFor();
    await desk.reload();
    await desk.getByRole('tab', { name: 'General Settings' }).click();
    await expect
      .poll(() => group.getByRole('radio', { name: 'For every signing request' }).isChecked())
      .toBe(true);
    await context.close();
  }, 300_000);
});
