// The owner invites a sales executive from Settings → Team, the invitation's link sets their
// password, and the member, on a 360 px phone, sends a request that the history says they sent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { registerInBrowser, signInInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const SHOTS = process.env.E2E_SHOTS_DIR;
const OWNER = {
  dealershipName: 'Oakfield Motors',
  firstName: 'Olivia',
  lastName: 'Grant',
  email: 'olivia@oakfield.test',
  password: 'a long enough password',
};
const MEMBER = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@oakfield.test',
  password: 'priya has a long one',
};

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
async function noSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth}px wide in ${innerWidth}px`).toBeLessThanOrEqual(innerWidth);
}
const toastSaying = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

describe('a team', () => {
  it('invite → accept → a sales member sends a request on a phone, and the history names them', async () => {
    const desk = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ownerPage = await desk.newPage();
    await registerInBrowser(ownerPage, journey.server.url, OWNER);
    const owner = await apiOf(desk, journey.server.url);
    const document = await uploadFixture(owner, 'HP-agreement-AMF-448120.pdf');
    await owner('POST', '/api/customers', {
      name: 'Aisha Rahman',
      email: 'aisha@example.co.uk',
      phone: '07700 900123',
      postcode: 'B33 8TH',
      vehicleRegistration: 'BF21 KHW',
    });

    // The owner invites from Settings → Team.
    await ownerPage.goto(`${journey.server.url}/settings`);
    await ownerPage.getByRole('tab', { name: 'Team' }).click();
    await ownerPage.getByText('Just you so far').waitFor();
    await ownerPage.getByRole('button', { name: 'Invite a team member' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Valid email is required').waitFor();
    await dialog.getByLabel('Email').fill(MEMBER.email);
    await dialog.getByLabel('First name').fill(MEMBER.firstName);
    await dialog.getByLabel('Last name').fill(MEMBER.lastName);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await toastSaying(ownerPage, 'Invitation Sent');
    await ownerPage.getByText('Invited, no password yet').waitFor();
    await shot(ownerPage, 'team-desktop-owner');

    // The invitation's link sets the member's password, on their phone.
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    let invitation: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          invitation = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
            (m) => m.to === MEMBER.email,
          );
          return Boolean(invitation);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    if (!invitation) throw new Error('no invitation');
    expect(invitation.text).toContain(
      'Olivia Grant has invited you to join Oakfield Motors on Docs2Sign (role: sales)',
    );
    const link = invitation.text.match(/http\S+\/reset-password\?token=\S+/)![0]!;
    const phone = await journey.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(link.replace(/^http:\/\/[^/]+/, journey.server.url));
    // A first password, not a change: the page speaks of setting up the account.
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();
    expect(await page.getByText(/new password|has been changed/i).count()).toBe(0);
    await page.getByLabel(/Choose a password/).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Set up my password' }).click();
    await page.getByText('Your password is set up. Sign in with it to start using your account.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await signInInBrowser(page, journey.server.url, MEMBER.email, MEMBER.password);

    // The member sees the dealership's document and customer, and sends.
    await page.goto(`${journey.server.url}/documents/${document.id}/send`);
    await page.getByRole('heading', { name: 'Send for Signature' }).waitFor();
    await page.getByLabel('Search customers').fill('bf21 khw');
    await page.getByRole('radio', { name: /Aisha Rahman/ }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toastSaying(page, 'Document Sent');
    await noSidewaysScroll(page, 'the send page');

    const [request] = await owner<{ id: string }[]>('GET', '/api/signing-requests');
    const events = await owner<{ description: string }[]>(
      'GET',
      `/api/signing-requests/${request!.id}/events`,
    );
    expect(events[0]?.description).toBe(
      'Signing request created by the dealer (sent by Priya Shah, Oakfield Motors)',
    );

    // Settings: read-only for sales, the team listed, all at 360 px.
    await page.goto(`${journey.server.url}/settings`);
    await page.getByRole('tab', { name: 'General Settings' }).click();
    await page.getByText('Only the owner or a manager can change these settings.').first().waitFor();
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByText('Only the owner or a manager can invite, change or remove people.').waitFor();
    await page.getByText('(you)').waitFor();
    expect(await page.getByRole('button', { name: /Invite/ }).count()).toBe(0);
    await noSidewaysScroll(page, 'Settings → Team for sales');
    await shot(page, 'team-360-sales');
    await page.getByRole('tab', { name: 'Plan' }).click();
    await page.getByText('Documents sent this month').waitFor();
    await noSidewaysScroll(page, 'Settings → Plan');
    await shot(page, 'plan-360');

    // The owner, on a phone too, promotes and then removes the member; the member is signed out.
    const ownerPhone = await journey.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      storageState: await desk.storageState(),
    });
    const ownerOnPhone = await ownerPhone.newPage();
    await ownerOnPhone.goto(`${journey.server.url}/settings`);
    await ownerOnPhone.getByRole('tab', { name: 'Team' }).click();
    await ownerOnPhone.getByLabel('Role of Priya Shah').selectOption('manager');
    await toastSaying(ownerOnPhone, 'Role Changed');
    await noSidewaysScroll(ownerOnPhone, 'Settings → Team for the owner');
    await shot(ownerOnPhone, 'team-360-owner');
    await ownerOnPhone.getByRole('button', { name: 'Remove Priya Shah' }).click();
    await ownerOnPhone.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await toastSaying(ownerOnPhone, 'Member Removed');
    await ownerOnPhone.getByText('Just you so far').waitFor();
    const member = await apiOf(phone, journey.server.url);
    await expect(member('GET', '/api/customers')).rejects.toThrow(/401/);
    expect(errors).toEqual([]);
    await Promise.all([desk.close(), phone.close(), ownerPhone.close()]);
  });
});
