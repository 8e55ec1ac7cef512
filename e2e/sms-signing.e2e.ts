// The link by text message, all on phones: the dealer (390 px) makes "Both" their default in Settings, adds
// a customer with a UK mobile, uploads a document, and sends by text from Create Request; the customer opens
// the link from the message the (fake, Twilio-shaped) provider received, signs with a finger on a 390 px
// touch phone and sees "All done"; the request's Details show the text message delivered.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './support/api.ts';
import { openDashboardTab, registerInBrowser } from './support/dealer.ts';
import { signWithFinger } from './support/signing-page.ts';
import {
  linkIn,
  noSidewaysScroll,
  openOnPhone,
  PHONE,
  SHOTS,
  setUpTextJourney,
  waitForTheAgreement,
} from './support/text-journey.ts';
import { tap } from './support/touch.ts';

const journey = setUpTextJourney();

describe('a signing link by text message', () => {
  let dealerContext: BrowserContext;
  let desk: Page;

  it('the dealer’s default way is set in Settings at 390 px', async () => {
    const { server, browser } = journey;
    dealerContext = await browser.newContext(PHONE);
    desk = await dealerContext.newPage();
    await registerInBrowser(desk, server.url, {
      dealershipName: 'Forecourt Motors Ltd',
      firstName: 'Ava',
      lastName: 'Reed',
      email: 'ava@forecourt.test',
      password: 'a long enough password',
    });
    await desk.goto(`${server.url}/settings`);
    await desk.getByRole('tab', { name: 'General Settings' }).click();
    const group = desk.getByRole('radiogroup', { name: 'Send signing links by' });
    await group.waitFor();
    expect(await group.getByRole('radio', { name: 'E-mail' }).isChecked()).toBe(true);
    await group.getByRole('radio', { name: 'Both' }).check();
    await desk.getByText('You have unsaved changes.').waitFor();
    await group.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(desk)).toBe(true);
    await desk.screenshot({ path: `${SHOTS}/sms-settings-default-390.png` });
    await desk.getByRole('button', { name: 'Save Settings' }).click();
    await desk.getByText('Settings Saved', { exact: true }).first().waitFor();

    // Kept: a reload shows it chosen.
    await desk.reload();
    await desk.getByRole('tab', { name: 'General Settings' }).click();
    await expect.poll(() => group.getByRole('radio', { name: 'Both' }).isChecked()).toBe(true);
  }, 300_000);

  it('the dealer sends by text, the customer signs from the message and sees All done', async () => {
    const { server, sms } = journey;
    // A customer with a UK mobile, typed as people write it.
    await desk.goto(`${server.url}/dashboard`);
    await desk.getByRole('tab', { name: 'Customers' }).click();
    await desk.getByRole('button', { name: 'Add Customer' }).click();
    const add = desk.getByRole('dialog', { name: 'Add Customer' });
    await add.getByLabel('Name').fill('Aisha Rahman');
    await add.getByLabel('Email').fill('aisha@example.co.uk');
    await add.getByLabel('Phone').fill('07700 900123');
    await add.getByLabel('Postcode').fill('B33 8TH');
    await add.getByRole('button', { name: 'Add Customer' }).click();
    await desk.getByText('Customer Created', { exact: true }).first().waitFor();

    // A document with its own place to sign; its title comes from the PDF.
    await desk.goto(`${server.url}/upload`);
    await desk.getByRole('heading', { name: 'Upload documents' }).waitFor();
    await desk.getByLabel('Document files').setInputFiles(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf'));
    await desk
      .getByRole('listitem', { name: 'HP-agreement-AMF-448120.pdf' })
      .getByRole('heading', { name: 'Hire-Purchase Agreement AMF-448120' })
      .waitFor({ timeout: 60_000 });

    // Create Request starts from the default (Both); the dealer picks Text message.
    await desk.goto(`${server.url}/dashboard`);
    await desk.getByRole('tab', { name: 'Signing Requests' }).click();
    await desk.getByRole('button', { name: 'Create Request' }).click();
    const create = desk.getByRole('dialog', { name: 'Create Signing Request' });
    await create.getByRole('radio', { name: /Aisha Rahman/ }).check();
    await create.getByRole('checkbox', { name: /Hire-Purchase Agreement AMF-448120/ }).check();
    const channel = create.getByRole('group', { name: 'Send the link by' });
    await expect.poll(() => channel.getByRole('radio', { name: 'Both' }).isChecked()).toBe(true);
    await channel.getByRole('radio', { name: 'Text message' }).check();
    await channel.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(desk)).toBe(true);
    await desk.screenshot({ path: `${SHOTS}/sms-create-request-390.png` });
    await create.getByRole('button', { name: /^Send/ }).click();
    await desk.getByText('Signing Request Created', { exact: true }).first().waitFor();

    // The provider got the text for the customer's number in E.164, with the link.
    await expect.poll(() => sms.messages.length, { timeout: 30_000 }).toBe(1);
    const [message] = sms.messages;
    expect(message).toMatchObject({ to: '+447700900123', from: '+447700900000' });
    const link = linkIn(message!.body);
    expect(link, message!.body).toBeDefined();
    expect(link!.startsWith(server.url)).toBe(true);

    // The customer's own phone.
    const { phone, page, errors } = await openOnPhone(journey, link!);
    await waitForTheAgreement(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await signWithFinger(page);
    await page.screenshot({ path: `${SHOTS}/sms-signed-390.png` });
    await tap(page, page.getByRole('button', { name: 'Submit 1 document' }));
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    await page.getByText('Thank you, Aisha. Your copies are on their way.').waitFor();
    await page.screenshot({ path: `${SHOTS}/sms-all-done-390.png` });
    expect(errors).toEqual([]);
    await phone.close();

    // The request's Details: the signing link went by text message and was delivered.
    await desk.reload();
    await openDashboardTab(desk, 'Signing Requests');
    await desk.getByRole('button', { name: 'Details of the request for Aisha Rahman' }).click();
    const details = desk.getByRole('dialog', { name: 'Signing request for Aisha Rahman' });
    const text = details.getByTestId('delivery').filter({ hasText: 'Signing link by text message' });
    await text.waitFor();
    await text.getByText('to +447700900123').waitFor();
    await text.getByText(/^Delivered/).waitFor();
    await text.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(desk)).toBe(true);
    await desk.screenshot({ path: `${SHOTS}/sms-details-390.png` });
    await dealerContext.close();
  }, 300_000);
});
