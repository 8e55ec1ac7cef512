// The forecourt: the dealer hands their own tablet to the customer ("Sign in person"). The dealer app on that
// session is locked (a reload or a typed /dashboard shows the lock) until the customer submits; the sealed
// copy's certificate says it was signed in person and by whose hand-over. Then a customer on their own
// 390 px phone: a page enlarged, the ink in the signed box, and the "All done" screen after submit.
import os from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdftotext } from '../src/server/test/poppler.ts';
import type { SigningRequestSummary } from '../src/shared/documents/signing-request.types.ts';
import { type Api, apiOf, type OutboxMail, signInApi, uploadFixture } from './support/api.ts';
import { openDashboardTab, registerInBrowser } from './support/dealer.ts';
import { ADMIN, setUpJourney } from './support/journey.ts';

const journey = setUpJourney({ admin: true });
const SHOTS = process.env.SHOTS_DIR ?? os.tmpdir();
const DEALER = {
  dealershipName: 'Forecourt Motors Ltd',
  firstName: 'Ava',
  lastName: 'Reed',
  email: 'ava@forecourt.test',
  password: 'a long enough password',
};

async function sendTo(api: Api, name: string, email: string, documentId: string) {
  const customer = await api<{ id: string }>('POST', '/api/customers', {
    name,
    email,
    phone: '07700900456',
    postcode: 'M1 1AE',
  });
  return api<SigningRequestSummary>('POST', '/api/signing-requests', {
    customerId: customer.id,
    documentIds: [documentId],
    mismatchConfirmed: true,
  });
}

/** Signs the open document with a typed name (the sheet's accessible alternative to drawing). */
async function signByTyping(page: Page, name: string) {
  await page.getByRole('button', { name: 'Sign this document' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Your Signature' });
  await sheet.getByRole('button', { name: 'Type your name instead' }).click();
  await sheet.getByLabel('Type your full name').fill(name);
  await sheet.getByRole('button', { name: 'Submit Signature' }).click();
  // The signed box shows the ink, not the word "Signed".
  await page.getByRole('img', { name: 'Your signature' }).first().waitFor();
}

describe('signing in person on the dealer’s tablet', () => {
  let context: BrowserContext;
  let api: Api;
  let documentId: string;

  it('locks the dealer app until the customer submits; the certificate says who handed it over', async () => {
    context = await journey.browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
    const desk = await context.newPage();
    await registerInBrowser(desk, journey.server.url, DEALER);
    api = await apiOf(context, journey.server.url);
    documentId = (await uploadFixture(api, 'HP-agreement-AMF-448120.pdf')).id;
    const request = await sendTo(api, 'Aisha Rahman', 'aisha@example.co.uk', documentId);

    await desk.goto(`${journey.server.url}/dashboard`);
    await openDashboardTab(desk, 'Signing Requests');
    await desk.getByRole('button', { name: 'Details of the request for Aisha Rahman' }).click();
    const details = desk.getByRole('dialog', { name: 'Signing request for Aisha Rahman' });
    await details.getByRole('button', { name: 'Sign in person' }).waitFor();
    await desk.screenshot({ path: `${SHOTS}/sign-in-person-details-820.png` });
    await details.getByRole('button', { name: 'Sign in person' }).click();
    await desk.waitForURL(/\/sign\/[\w-]+\?handover=1$/);
    await desk.getByRole('button', { name: 'Sign this document' }).waitFor();
    const signUrl = desk.url();

    // The same session, another tab: every dealer screen is the lock, even typed in or reloaded.
    const other = await context.newPage();
    await other.goto(`${journey.server.url}/dashboard`);
    const lock = other.getByRole('heading', { name: 'This device is with Aisha Rahman' });
    await lock.waitFor();
    expect(await other.getByTestId('app-header').count()).toBe(0);
    await other.goto(`${journey.server.url}/dealer-files`);
    await lock.waitFor();
    await other.getByLabel('Your password').fill('not the password');
    await other.getByRole('button', { name: 'Unlock' }).click();
    await other.getByText('That is not your password. Enter the password you sign in with.').waitFor();
    await other.reload();
    await lock.waitFor();
    await other.screenshot({ path: `${SHOTS}/sign-in-person-lock-820.png` });
    await other.setViewportSize({ width: 360, height: 740 });
    await other.screenshot({ path: `${SHOTS}/sign-in-person-lock-360.png` });
    expect(await other.getByRole('link', { name: 'Back to the signing page' }).getAttribute('href')).toBe(
      new URL(signUrl).pathname + new URL(signUrl).search,
    );
    await other.close();

    // The customer signs and submits on the tablet.
    await signByTyping(desk, 'Aisha Rahman');
    await desk.getByRole('button', { name: 'Submit 1 document' }).click();
    await desk.getByRole('heading', { name: 'All done' }).waitFor();
    await desk.getByText('Please hand the device back to Forecourt Motors Ltd.').waitFor();
    await desk.screenshot({ path: `${SHOTS}/sign-in-person-done-820.png` });
    await desk.getByRole('link', { name: 'Back to the dealer' }).click();
    await desk.getByTestId('app-header').waitFor();
    expect(await desk.getByRole('heading', { name: /This device is with/ }).count()).toBe(0);

    // The sealed copy's certificate: signed in person, handed over by the dealer.
    let pdf: Uint8Array | null = null;
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!;
    for (let tries = 0; !pdf && tries < 120; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      const summary = await api<SigningRequestSummary>('GET', `/api/signing-requests/${request.id}`);
      if (!summary.documents[0]?.sealedSha256) continue;
      const res = await fetch(
        `${journey.server.url}/api/signing-requests/${request.id}/documents/${documentId}/download`,
        { headers: { cookie: `${cookie.name}=${cookie.value}` } },
      );
      pdf = new Uint8Array(await res.arrayBuffer());
    }
    if (!pdf) throw new Error('the set was never sealed');
    const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(
      "Signed in person on the dealer's device, handed over by Ava Reed (ava@forecourt.test)",
    );
    await context.close();
  }, 300_000);

  it('a customer on their own 390 px phone enlarges a page, sees their ink and the All done screen', async () => {
    const request = await sendTo(api, 'Owen Blake', 'owen@example.co.uk', documentId);
    const admin = await signInApi(journey.server.url, ADMIN.email, ADMIN.password);
    const mail = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find(
      (m) => m.to === 'owen@example.co.uk',
    );
    const link = mail!.text.match(/\/sign\/[\w-]+/)![0];
    expect(request.status).toBe('sent');

    const phone = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${journey.server.url}${link}`);
    await page.getByRole('button', { name: /^Enlarge page 1 of/ }).click();
    const zoom = page.getByRole('dialog', { name: /page 1 of \d+, enlarged/ });
    await zoom.getByRole('img').waitFor();
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await page.screenshot({ path: `${SHOTS}/signing-zoom-390.png` });
    await zoom.getByRole('button', { name: 'Close' }).click();
    await signByTyping(page, 'Owen Blake');
    await page.screenshot({ path: `${SHOTS}/signing-ink-390.png` });
    await page.getByRole('button', { name: 'Submit 1 document' }).click();
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    await page.getByText('Thank you, Owen. Your copies are on their way.').waitFor();
    await page.screenshot({ path: `${SHOTS}/signing-all-done-390.png` });
    await page.getByRole('button', { name: 'See my signed documents' }).click();
    await page.getByText('Your signed copies have been e-mailed to owen@example.co.uk').waitFor();
    await phone.close();
  }, 300_000);
});
