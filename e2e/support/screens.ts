// Every screen of the product in one list: the public site, the dealer app, the admin console and the
// customer's signing page. The screens journey runs the layout check over each at four widths and
// `npm run screens` photographs each; screens-list.e2e.ts fails when the router gains a route this list lacks.

import PDFDocument from 'pdfkit';
import type { Browser, BrowserContext } from 'playwright-core';
import { type Api, apiOf, type OutboxMail, signInApi } from './api.ts';
import { registerInBrowser } from './dealer.ts';
import { ADMIN } from './server.ts';
import { signAndSubmit } from './signing-data.ts';

export type Viewer = 'visitor' | 'dealer' | 'admin' | 'customer';

export type Screen = {
  /** What a reviewer calls it; also the screenshot's file name. */
  name: string;
  /** The router's pattern it stands for (router.tsx, public-routes.tsx), or the server's own page. */
  route: string;
  /** Other patterns that show the same screen (kept addresses of the old product). */
  aliases?: string[];
  /** The address to open, with the seeded data's ids filled in. */
  path: (data: ScreenData) => string;
  as: Viewer;
  /** Answers this screen gives on purpose (matched against "status url"). */
  expected?: RegExp[];
};

export type ScreenData = { documentId: string; openToken: string; doneToken: string };

/** A signed-out visitor's session check answers 401: that is the answer, not a fault. */
const SIGNED_OUT = [/^401 .*\/api\/auth\/user/];

export const SCREENS: Screen[] = [
  // The public site, signed out.
  { name: 'landing', route: '/', path: () => '/', as: 'visitor', expected: SIGNED_OUT },
  { name: 'sign-in', route: '/api/login', path: () => '/api/login', as: 'visitor', expected: SIGNED_OUT },
  {
    name: 'register',
    route: '/api/login?mode=register',
    path: () => '/api/login?mode=register',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'reset-password',
    route: '/reset-password',
    path: () => '/reset-password',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'auth-required',
    route: '/dashboard (signed out)',
    aliases: ['/dealer-app'],
    path: () => '/dealer-app',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'dealer-demo',
    route: '/dealer-demo',
    path: () => '/dealer-demo',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'complete-demo',
    route: '/complete-demo',
    path: () => '/complete-demo',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'logo-preview',
    route: '/logo-preview',
    path: () => '/logo-preview',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'logo-to-jpeg',
    route: '/logo-to-jpeg',
    path: () => '/logo-to-jpeg',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'simple-logo-converter',
    route: '/simple-logo-converter',
    path: () => '/simple-logo-converter',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'create-docs2sign-jpeg',
    route: '/create-docs2sign-jpeg',
    path: () => '/create-docs2sign-jpeg',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'docs2sign-direct',
    route: '/docs2sign-direct',
    path: () => '/docs2sign-direct',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'instant-logo-creator',
    route: '/instant-logo-creator',
    path: () => '/instant-logo-creator',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'privacy-policy',
    route: '/privacy-policy',
    path: () => '/privacy-policy',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  {
    name: 'terms-of-service',
    route: '/terms-of-service',
    path: () => '/terms-of-service',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  { name: 'verify', route: '/verify', path: () => '/verify', as: 'visitor', expected: SIGNED_OUT },
  {
    name: 'not-found',
    route: '(any other address)',
    path: () => '/no-such-page',
    as: 'visitor',
    expected: SIGNED_OUT,
  },
  { name: 'api-docs', route: '/api/docs', path: () => '/api/docs', as: 'visitor' },
  // The customer, with no account.
  {
    name: 'signing-page',
    route: '/sign/:token',
    aliases: ['/customer-signing/:token'],
    path: (d) => `/sign/${d.openToken}`,
    as: 'customer',
  },
  {
    name: 'signing-done',
    route: '/sign/:token (signed)',
    path: (d) => `/sign/${d.doneToken}`,
    as: 'customer',
  },
  // The dealer's app.
  {
    name: 'dashboard',
    route: '/dashboard',
    aliases: ['/', '/dealer-dashboard'],
    path: () => '/dashboard',
    as: 'dealer',
  },
  { name: 'customers', route: '/dashboard/:tab', path: () => '/dashboard/customers', as: 'dealer' },
  {
    name: 'documents',
    route: '/dashboard/documents',
    aliases: ['/documents'],
    path: () => '/dashboard/documents',
    as: 'dealer',
  },
  { name: 'requests', route: '/dashboard/requests', path: () => '/dashboard/requests', as: 'dealer' },
  { name: 'deals', route: '/dashboard/deals', path: () => '/dashboard/deals', as: 'dealer' },
  {
    name: 'notifications',
    route: '/dashboard/notifications',
    path: () => '/dashboard/notifications',
    as: 'dealer',
  },
  { name: 'upload', route: '/upload', aliases: ['/pdf-upload'], path: () => '/upload', as: 'dealer' },
  {
    name: 'field-editor',
    route: '/documents/:id/edit',
    path: (d) => `/documents/${d.documentId}/edit`,
    as: 'dealer',
  },
  {
    name: 'text-editor',
    route: '/documents/:id/text-editor',
    path: (d) => `/documents/${d.documentId}/text-editor`,
    as: 'dealer',
  },
  {
    name: 'send',
    route: '/documents/:id/send',
    path: (d) => `/documents/${d.documentId}/send`,
    as: 'dealer',
  },
  { name: 'bulk-send', route: '/bulk-send', path: () => '/bulk-send', as: 'dealer' },
  { name: 'email-test', route: '/email-test', path: () => '/email-test', as: 'dealer' },
  {
    name: 'business-name-checker',
    route: '/business-name-checker',
    path: () => '/business-name-checker',
    as: 'dealer',
  },
  { name: 'dealer-files', route: '/dealer-files', path: () => '/dealer-files', as: 'dealer' },
  {
    name: 'customer-id-capture',
    route: '/customer-id-capture',
    path: () => '/customer-id-capture',
    as: 'dealer',
  },
  { name: 'video-handover', route: '/video-handover', path: () => '/video-handover', as: 'dealer' },
  { name: 'video-id-check', route: '/video-id-check', path: () => '/video-id-check', as: 'dealer' },
  {
    name: 'settings',
    route: '/settings',
    aliases: ['/dealer-settings'],
    path: () => '/settings',
    as: 'dealer',
  },
  { name: 'test-docs', route: '/test-docs', path: () => '/test-docs', as: 'dealer' },
  // The platform's administrators.
  { name: 'admin-dashboard', route: '/admin-dashboard', path: () => '/admin-dashboard', as: 'admin' },
  {
    name: 'admin-control-center',
    route: '/admin-control-center',
    path: () => '/admin-control-center',
    as: 'admin',
  },
  { name: 'admin-dealer-crm', route: '/admin-dealer-crm', path: () => '/admin-dealer-crm', as: 'admin' },
  {
    name: 'admin-learnt-forms',
    route: '/admin-learnt-forms',
    path: () => '/admin-learnt-forms',
    as: 'admin',
  },
  {
    name: 'admin-password-reset',
    route: '/admin-password-reset',
    path: () => '/admin-password-reset',
    as: 'admin',
  },
  { name: 'admin-outbox', route: '/admin-smtp', path: () => '/admin-smtp', as: 'admin' },
  { name: 'document-admin', route: '/admin', path: () => '/admin', as: 'admin' },
];

/** A one-page agreement as a dealer's own system prints it: a customer, a car and a place to sign. */
export function agreementPdf(customer: string, registration: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.fontSize(18).text('Vehicle Order Form', { align: 'center' }).moveDown();
  pdf.fontSize(11).text(`Customer name: ${customer}`).text(`Vehicle registration: ${registration}`);
  pdf.text('Make and model: Ford Puma Titanium').text('Cash price: £18,995.00').moveDown(2);
  pdf.text('I agree to buy the vehicle above on the terms overleaf.').moveDown(3);
  pdf.text('Customer signature: ______________________________     Date: ____________');
  pdf.end();
  return done;
}

/**
 * A dealer registered in `context`'s browser, with a customer, an uploaded agreement, one request sent and
 * open, and one signed and submitted: every screen then has something to show.
 */
async function seedScreens(context: BrowserContext, baseUrl: string): Promise<ScreenData> {
  const page = await context.newPage();
  await registerInBrowser(page, baseUrl, {
    email: 'screens@dealer.test',
    password: 'a long enough password',
    dealershipName: 'Featherstonehaugh & Cholmondeley Motors Ltd',
    firstName: 'Alexandra',
    lastName: 'Featherstonehaugh',
  });
  await page.close();
  const dealer = await apiOf(context, baseUrl);
  const upload = async (customer: string, registration: string) => {
    const form = new FormData();
    form.append(
      'document',
      new Blob([new Uint8Array(await agreementPdf(customer, registration))]),
      'order-form.pdf',
    );
    return (await dealer<{ document: { id: string } }>('POST', '/api/documents/upload', form)).document.id;
  };
  const documentId = await upload('Bartholomew Okonkwo-Whitfield', 'BF21 KHW');
  const openToken = await sendTo(
    dealer,
    baseUrl,
    documentId,
    'Bartholomew Okonkwo-Whitfield',
    'bart@example.co.uk',
  );
  const doneDocument = await upload('Maria Kowalska', 'YK70 ABC');
  const doneToken = await sendTo(dealer, baseUrl, doneDocument, 'Maria Kowalska', 'maria@example.co.uk');
  await signAndSubmit(baseUrl, doneToken);
  return { documentId, openToken, doneToken };
}

async function sendTo(dealer: Api, baseUrl: string, documentId: string, name: string, email: string) {
  const customer = await dealer<{ id: string }>('POST', '/api/customers', {
    name,
    email,
    phone: '07700 900123',
    postcode: 'B33 8TH',
  });
  await dealer('POST', '/api/signing-requests', {
    customerId: customer.id,
    documentIds: [documentId],
    mismatchConfirmed: true,
  });
  const admin = await signInApi(baseUrl, ADMIN.email, ADMIN.password);
  const invitation = (await admin<OutboxMail[]>('GET', '/api/admin/outbox')).find((m) => m.to === email);
  if (!invitation) throw new Error(`no invitation reached ${email}`);
  return /\/sign\/([\w-]+)/.exec(invitation.text)![1]!;
}

/**
 * A browser context for each viewer, the dealer's with its seeded data and the administrator's signed in
 * through the sign-in page, as the screens journey and `npm run screens` both need them.
 */
export async function viewersOf(browser: Browser, baseUrl: string) {
  const contexts: Record<Viewer, BrowserContext> = {
    visitor: await browser.newContext(),
    customer: await browser.newContext({ hasTouch: true }),
    dealer: await browser.newContext(),
    admin: await browser.newContext(),
  };
  // A blank page stays open in each context: every screen opens and closes a page of its own, and in a
  // context left with no page between two, Chromium started the next one cold. Sixteen loads of a page,
  // each in a new page closed after it, took 14.3 s of the browser's processor time; 6.6-7.0 s with a blank
  // page kept open beside them (taken in turns).
  for (const context of Object.values(contexts)) await context.newPage();
  const data = await seedScreens(contexts.dealer, baseUrl);
  const signIn = await contexts.admin.newPage();
  await signIn.goto(`${baseUrl}/api/login`);
  await signIn.getByLabel('Email').fill(ADMIN.email);
  await signIn.getByLabel('Password').fill(ADMIN.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.waitForURL(`${baseUrl}/admin-dashboard`);
  await signIn.close();
  return { contexts, data };
}
