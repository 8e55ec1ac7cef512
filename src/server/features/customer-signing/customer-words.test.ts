// What a customer reads beyond the signing page speaks their language too: the one-time code's refusals
// carry the figures their sentence names (so the page words them in any language), the code's e-mail, the
// text version of a document, the signed copy with its link to /verify in their language, and /verify's own
// words, fetched one language at a time. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it } from 'vitest';
import type { CustomerLanguage } from '../../../shared/i18n/languages.ts';
import { MESSAGES, translate } from '../../lib/i18n.ts';
import { apiCall } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';
import { signingCodeScenario } from './signing-code-scenario.ts';

const DEALER = 'Brindley Cars';
const shared = signingCodeScenario(DEALER);
let counter = 0;

/** A customer reading `language`, with a landline (so a code goes by e-mail) or a mobile. */
async function customerIn(language: CustomerLanguage, phone = '0121 496 0000') {
  const email = `words-${language}-${counter++}@example.co.uk`;
  const created = await shared.scenario.dealerCall('POST', '/api/customers', {
    name: 'Anna Nowak',
    email,
    phone,
    postcode: 'B33 8TH',
    language,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { customerId: created.json().id as string, email };
}

const sendTo = async (customerId: string, email: string, documentIds: string[]) =>
  (await shared.send(customerId, email, documentIds)).token;

const mailTo = (email: string, subject: string) =>
  eventually(
    async () =>
      (await listOutbox(shared.t.app.deps.db, 300)).find((m) => m.to === email && m.subject === subject),
    { what: `"${subject}" to ${email}`, timeoutMs: 60_000 },
  );

describe('the customer’s words off the signing page', () => {
  it('gives the figures of a wrong code and of the hourly limit, and e-mails the code in Polish', async () => {
    const { customerId, email } = await customerIn('pl');
    const token = await sendTo(customerId, email, [shared.agreement]);
    const asked = await shared.scenario.customerCall('POST', `/api/sign/${token}/code`);
    expect(asked.statusCode, asked.body).toBe(200);

    const pl = translate('pl');
    const subject = pl('mail.text.subject', { title: pl('code.mailTitle'), dealer: DEALER });
    const mail = await mailTo(email, subject);
    expect(mail.html).toContain('<html dir="ltr" lang="pl"');
    expect(mail.text).toContain(pl('code.mailSmall', { dealer: DEALER }));
    expect(mail.text).not.toMatch(/nothing needs signing|text copy/);
    const code = mail.text.match(/\b(\d{6})\b/)![1]!;

    const wrong = await shared.scenario.customerCall('POST', `/api/sign/${token}/code/verify`, {
      code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CODE', values: { left: 4 } });

    const more = [
      await shared.scenario.customerCall('POST', `/api/sign/${token}/code`),
      await shared.scenario.customerCall('POST', `/api/sign/${token}/code`),
      await shared.scenario.customerCall('POST', `/api/sign/${token}/code`),
    ];
    expect(more.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    const refused = more[2]!.json();
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.values.wait).toBeGreaterThanOrEqual(59);
    expect(refused.values.wait).toBeLessThanOrEqual(60);
  });

  it('sends the signed copy in Arabic, linking to /verify in Arabic', async () => {
    const { customerId, email } = await customerIn('ar', '07700 900555');
    const token = await sendTo(customerId, email, [shared.warranty]);
    await shared.scenario.signAll(token, [shared.warranty]);
    const submitted = await shared.scenario.customerCall('POST', `/api/sign/${token}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const ar = translate('ar');
    const mail = await mailTo(email, ar('mail.signed.subject', { count: 1, dealer: DEALER }));
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(ar('mail.signed.seal'));
    expect(mail.text).toContain(`${shared.t.app.deps.config.appUrl}/verify?lang=ar`);
  });

  it('sends a document’s text version in the customer’s language', async () => {
    const { customerId, email } = await customerIn('cy');
    const res = await shared.scenario.dealerCall(
      'POST',
      `/api/documents/${shared.warranty}/send-text-version`,
      {
        customerId,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const cy = translate('cy');
    const title = (await shared.scenario.dealerCall('GET', `/api/documents/${shared.warranty}`)).json()
      .title as string;
    const mail = await mailTo(email, cy('mail.text.subject', { title, dealer: DEALER }));
    expect(mail.html).toContain('<html dir="ltr" lang="cy"');
    expect(mail.text).toContain(cy('mail.text.small', { dealer: DEALER }));
    expect(mail.text).toContain(cy('mail.text.greeting', { name: 'Anna Nowak', dealer: DEALER, title }));
  });

  it('serves /verify’s words one language at a time, parsed', async () => {
    const res = await apiCall(shared.t.app, 'GET', '/api/verify/messages/ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { language, messages } = res.json();
    expect(language).toBe('ar');
    const verifyKeys = Object.keys(MESSAGES.en).filter((k) => k.startsWith('verify.'));
    expect(Object.keys(messages).sort()).toEqual(verifyKeys.sort());
    expect(messages['verify.title']).toBe(MESSAGES.ar['verify.title']);
    // A message with a plural travels parsed, so the page needs no ICU parser.
    expect(Array.isArray(messages['verify.says.appended'])).toBe(true);
    expect((await apiCall(shared.t.app, 'GET', '/api/verify/messages/xx')).statusCode).toBe(404);
  });
});
