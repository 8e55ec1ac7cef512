// A customer with their own language gets their invitation e-mail and text in it, and their signing page is
// drawn in it with the right `lang` and `dir`; the customer's menu choice is kept for the next mail; the
// dealership's language is the default; each signature records its language and the certificate names it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '../../../shared/i18n/languages.ts';
import { MESSAGES, signingPageMessages, translate } from '../../lib/i18n.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { type FakeSms, startFakeSms } from '../../test/fake-sms.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { languagesUsed } from './certificate-languages.ts';

let t: TestApp;
let sms: FakeSms;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;
const DEALER = 'Brindley Cars';

beforeAll(async () => {
  sms = await startFakeSms();
  t = await buildTestApp(sms.env);
  const dealer = await registerDealer(t.app, { dealershipName: DEALER });
  scenario = signingScenario(t, dealer);
  documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
  // The seam the build fills (dist/ssr/signing-ssr.js), here showing what it was given: the language and
  // one of its messages (the browser journeys run the real renderer).
  const clientDir = path.join(t.app.deps.config.dataDir, 'client');
  mkdirSync(path.join(clientDir, '..', 'ssr'), { recursive: true });
  writeFileSync(
    path.join(clientDir, '..', 'ssr', 'signing-ssr.js'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the module's own source, a template literal
    'export const renderSigningPage = (token, session, wide, m) => `<main data-language="${m.language}">${m.messages[\'sign.header.title\']}</main>`;',
  );
  // The page's own template, with its English <title> and the words painted before the scripts arrive.
  writeFileSync(
    path.join(clientDir, 'sign.html'),
    readFileSync(path.join(import.meta.dirname, '..', '..', '..', '..', 'sign.html'), 'utf8'),
  );
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

let phone = 900200;
async function sendTo(language: CustomerLanguage | null, email: string) {
  const mobile = `07700 ${phone++}`;
  const created = await scenario.dealerCall('POST', '/api/customers', {
    name: 'Aisha Rahman',
    email,
    phone: mobile,
    postcode: 'B33 8TH',
    ...(language ? { language } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().language).toBe(language);
  const sent = await scenario.dealerCall('POST', '/api/signing-requests', {
    customerId: created.json().id,
    documentIds: [documentId],
    mismatchConfirmed: true,
    channels: ['email', 'sms'],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const mail = await eventually(
    async () => (await listOutbox(t.app.deps.db, 100)).find((m) => m.to === email),
    { what: `the invitation to ${email}` },
  );
  const to = `+447700${mobile.slice(-6)}`;
  const text = await eventually(async () => sms.messages.find((m) => m.to === to), {
    what: `the text to ${to}`,
  });
  const token = mail.text.match(/\/sign\/([\w-]+)/)![1]!;
  return { customerId: created.json().id as string, requestId: sent.json().id as string, mail, text, token };
}

describe('the customer’s own language', () => {
  it.each(CUSTOMER_LANGUAGES)(
    '%s: the invitation e-mail and text, and the page drawn in it',
    async (language) => {
      const t_ = translate(language);
      const { mail, text, token } = await sendTo(language, `lang-${language}@example.com`);

      expect(mail.subject).toBe(
        t_('mail.request.subjectOne', { title: 'Hire-Purchase Agreement AMF-448120' }),
      );
      expect(mail.html).toContain(`dir="${language === 'ur' || language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(mail.html).toContain(`lang="${language === 'en' ? 'en-GB' : language}"`);
      expect(mail.text).toContain(t_('mail.button'));
      expect(mail.text).toContain(t_('mail.request.anyDevice'));
      // The text speaks it too, the dealership first.
      const ask = MESSAGES[language]['sms.request'].split('{link}')[0]!.replace('{dealer}', DEALER);
      expect(text.body.startsWith(ask), text.body).toBe(true);

      const page = await t.app.inject({ url: `/sign/${token}`, headers: { 'user-agent': 'Mobile' } });
      expect(page.statusCode).toBe(200);
      const rtl = language === 'ur' || language === 'ar';
      expect(page.body).toContain(
        `<html lang="${language === 'en' ? 'en-GB' : language}" dir="${rtl ? 'rtl' : 'ltr'}"`,
      );
      expect(page.body).toContain(
        `<main data-language="${language}">${MESSAGES[language]['sign.header.title']}</main>`,
      );
      // The tab's title too (sign.html's is English), one <title> only.
      expect(page.body).toContain(`<title>${t_('sign.page.title')}</title>`);
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      if (language !== 'en') expect(page.body).not.toContain('Sign your documents');
      // Only the words the drawn page used travel in it; the page fetches the whole set, kept a year.
      const words = page.body.match(
        /<script type="application\/json" id="signing-messages" data-rest="([^"]+)">(.*?)<\/script>/,
      );
      expect(JSON.parse(words![2]!)).toEqual({
        language,
        messages: { 'sign.header.title': signingPageMessages(language)['sign.header.title'] },
      });
      const all = await t.app.inject({ url: words![1]! });
      expect(all.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Object.keys(all.json().messages).length).toBeGreaterThan(100);
      expect(all.json().language).toBe(language);
      const session = (await apiCall(t.app, 'GET', `/api/sign/${token}`)).json();
      expect(session.language).toBe(language);
    },
  );

  it('speaks the dealership’s language to a customer without one, and keeps the customer’s own choice', async () => {
    const set = await scenario.dealerCall('GET', '/api/dealer/settings');
    expect(set.json().language).toBe('en');
    const saved = await scenario.dealerCall('PUT', '/api/dealer/settings', {
      ...set.json(),
      dealershipName: DEALER,
      language: 'cy',
      // The one-time code before signing is tested on its own (signing-code.test.ts).
      signingCode: 'off',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().language).toBe('cy');
    const { mail, token, customerId, requestId } = await sendTo(null, 'lang-default@example.com');
    expect(mail.text).toContain(translate('cy')('mail.button'));

    // The customer picks Polish from the page's menu: kept on their record, the page then speaks it.
    const bad = await apiCall(t.app, 'POST', `/api/sign/${token}/language`, { payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
    const chosen = await apiCall(t.app, 'POST', `/api/sign/${token}/language`, {
      payload: { language: 'pl' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await scenario.dealerCall('GET', `/api/customers/${customerId}`)).json().language).toBe('pl');
    const page = await t.app.inject({ url: `/sign/${token}` });
    expect(page.body).toContain('<html lang="pl" dir="ltr"');

    // Signed in Polish: the signature records it, and the certificate says so with the consent quoted.
    await scenario.signAll(token, [documentId]);
    const rows = await t.app.deps.db.query.signatures.findMany({
      where: (s, { eq }) => eq(s.requestId, requestId),
    });
    expect(rows.map((r) => r.language)).toEqual(['pl']);
    expect(languagesUsed([{ signatures: rows }], [])).toEqual([
      {
        who: null,
        language: 'Polish',
        consent: MESSAGES.pl['sign.sheet.consent'],
        consentInEnglish: MESSAGES.en['sign.sheet.consent'],
      },
    ]);
    await scenario.dealerCall('PUT', '/api/dealer/settings', {
      ...set.json(),
      dealershipName: DEALER,
      language: 'en',
    });
  });

  it('draws a link that opens nothing in the language the phone asks for', async () => {
    const page = await t.app.inject({
      url: '/sign/no-such-link-0000000000000000000000000',
      headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toContain('"language":"ar"');
    // Its title and the words painted while the scripts arrive speak it too.
    expect(page.body).toContain(`<title>${MESSAGES.ar['sign.page.title']}</title>`);
    expect(page.body).toContain(`>${MESSAGES.ar['sign.loading']}</p>`);
    expect(page.body).not.toMatch(/Sign your documents|Opening your documents/);
  });
});
