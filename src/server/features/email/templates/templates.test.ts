import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '../../../../shared/dealer/brand.ts';
import {
  CUSTOMER_FACING_TEMPLATES,
  dealerNotification,
  MAIL_TEMPLATE_NAMES,
  MAIL_TEMPLATES,
  type MailBrand,
  type MailTemplateName,
  passwordReset,
  reminder,
  renderMail,
  setPassword,
  signedCopy,
  signingRequest,
  textVersion,
  welcome,
} from './index.ts';
import { formatLongDate } from './layout.ts';

const brand: MailBrand = {
  dealershipName: 'Hart & Sons Motors',
  logoUrl: 'https://cdn.example.com/hart/logo.png',
  primaryColor: '#0f5132',
  secondaryColor: '#ffd700',
  emailFromName: 'Sam at Hart & Sons',
  emailSignature: 'Sam Hart\nSales Manager',
  dealershipPhone: '01632 960 123',
  dealershipWebsite: 'https://hart.example.co.uk',
  dealershipAddress: '1 High Street\nLeeds LS1 1AA',
};
// The name as it appears in HTML: React escapes the ampersand.
const htmlName = 'Hart &amp; Sons Motors';

const signLink = 'https://example.invalid/sign/sample';
const dashboardLink = 'https://example.invalid/dealer-dashboard';
const resetLink = 'https://example.invalid/reset-password?token=sample';

// What each sample must say: its subject, the sentence that carries its meaning, and its link (if any).
const expected: Record<MailTemplateName, { subject: string; sentence: string; link: string | null }> = {
  signing_request: {
    subject: 'Please sign 3 documents from Hart & Sons Motors',
    sentence: 'Hart & Sons Motors has sent you 3 documents to read and sign:',
    link: signLink,
  },
  reminder: {
    subject: 'Reminder: please sign your documents from Hart & Sons Motors',
    sentence: 'Hart & Sons Motors is still waiting for you to sign 3 documents:',
    link: signLink,
  },
  signed_copy: {
    subject: 'Your signed documents from Hart & Sons Motors',
    sentence: 'Each PDF ends with a certificate of completion and carries a digital seal',
    link: null,
  },
  text_version: {
    subject: 'Hire-Purchase Agreement from Hart & Sons Motors',
    sentence: 'nothing needs signing in this e-mail',
    link: null,
  },
  dealer_notification: {
    subject: 'Aisha Rahman signed 3 documents',
    sentence: 'Aisha Rahman has signed and submitted 3 documents:',
    link: dashboardLink,
  },
  dealer_nudge: {
    subject: '12 customers have not signed after 3 days',
    sentence: 'Aisha Rahman (9 days)',
    link: dashboardLink,
  },
  password_reset: {
    subject: 'Reset your Docs2Sign password',
    sentence: 'the link works for one hour',
    link: resetLink,
  },
  set_password: {
    subject: 'Set your Docs2Sign password',
    sentence: 'An administrator has created a Docs2Sign account for you at Hart & Sons Motors.',
    link: resetLink,
  },
  welcome_day_0: {
    subject: 'Welcome to Docs2Sign',
    sentence: 'Upload a document: on the Documents tab',
    link: dashboardLink,
  },
  welcome_day_3: {
    subject: 'Make Docs2Sign look like your dealership',
    sentence: 'Your business e-mail: in Settings, Email Settings',
    link: dashboardLink,
  },
  welcome_day_7: {
    subject: 'How is Docs2Sign working for you?',
    sentence: 'Every step is kept in the audit trail',
    link: dashboardLink,
  },
  demo_request: {
    subject: 'Demo request from Priya Shah',
    sentence: 'to be called on Thursday 26 November 2026 between 10:00 and 11:00',
    link: 'https://example.invalid/admin-smtp',
  },
};

describe('mail templates', () => {
  it('registers every template', () => {
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual([...MAIL_TEMPLATE_NAMES].sort());
  });

  describe.each(MAIL_TEMPLATE_NAMES)('%s', (name) => {
    it('renders the subject, sentence and link in HTML and text', async () => {
      const mail = await renderMail(MAIL_TEMPLATES[name](brand));
      const want = expected[name];
      expect(mail.subject).toBe(want.subject);
      expect(mail.text).toContain(want.sentence);
      if (want.link) {
        expect(mail.text).toContain(want.link);
        expect(mail.html).toContain(`href="${want.link}"`);
        // The fallback line under the button is HTML-only: in text the button already prints the link.
        expect(mail.html).toContain('If the button does not work');
        expect(mail.text.split(want.link)).toHaveLength(2);
      }
      expect(mail.html).toContain('lang="en-GB"');
      expect(mail.html).toContain('max-width:600px');
    });

    if (CUSTOMER_FACING_TEMPLATES.has(name)) {
      it("carries the dealer's brand", async () => {
        const mail = await renderMail(MAIL_TEMPLATES[name](brand));
        expect(mail.html).toContain(htmlName);
        expect(mail.html).toContain(`src="${brand.logoUrl}"`);
        // The dealership's name stands in for the logo where a mail client holds images back.
        expect(mail.html).toContain(`alt="${htmlName}"`);
        expect(mail.html).toContain('background-color:#0f5132');
        expect(mail.html).toContain('Sam Hart<br/>Sales Manager');
        expect(mail.text).toContain('Sam Hart\nSales Manager');
        expect(mail.text).toContain('01632 960 123');
        expect(mail.html).toContain('href="tel:01632960123"');
        expect(mail.text).toContain('Sent with Docs2Sign');
      });
    } else {
      it('is platform-branded whatever brand is passed', async () => {
        const mail = await renderMail(MAIL_TEMPLATES[name](brand));
        expect(mail.html).toContain(`background-color:${DEFAULT_PRIMARY_COLOR}`);
        expect(mail.html).not.toContain(brand.logoUrl);
        expect(mail.html).not.toContain('#0f5132');
        expect(mail.text).toContain('The Docs2Sign team');
        expect(mail.text).not.toContain('Sales Manager');
      });
    }
  });

  it('escapes user text in the HTML', async () => {
    const evil = '<script>alert(1)</script>';
    const common = { customerName: evil, documentTitles: [`${evil} Agreement`], link: signLink };
    const templates = [
      signingRequest({ brand, ...common, expiresAt: new Date(), notes: evil }),
      reminder({ brand, ...common, expiresAt: new Date() }),
      signedCopy({ brand, customerName: evil, documentTitles: [evil] }),
      textVersion({ brand, customerName: evil, documentTitle: evil, message: evil, text: evil }),
      dealerNotification({ kind: 'customer_started', ...common }),
      passwordReset({ name: evil, link: resetLink }),
      setPassword({ name: evil, dealershipName: evil, link: resetLink }),
      welcome({ name: evil, dealershipName: evil, day: 0, dashboardLink }),
      signedCopy({
        brand: { ...brand, dealershipName: evil, emailSignature: evil },
        customerName: 'A',
        documentTitles: ['B'],
      }),
    ];
    for (const template of templates) {
      const mail = await renderMail(template);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
  });

  it('keeps a hostile colour or logo out of the markup', async () => {
    const mail = await renderMail(
      signedCopy({
        brand: {
          ...brand,
          primaryColor: 'red;background:url(https://evil.example)',
          logoUrl: 'javascript:alert(1)',
        },
        customerName: 'Aisha Rahman',
        documentTitles: ['Hire-Purchase Agreement'],
      }),
    );
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain(`background-color:${DEFAULT_PRIMARY_COLOR}`);
  });

  it('chooses black text on a light colour and white on a dark one', async () => {
    const button = async (primaryColor: string) => {
      const { html } = await renderMail(
        passwordReset({ brand: { ...brand, primaryColor }, name: 'Sam Hart', link: resetLink }),
      );
      return /<a href="[^"]*"[^>]*background-color:([^;]+);color:([^;"]+)/.exec(html)?.slice(1);
    };
    expect(await button('#ffd700')).toEqual(['#ffd700', '#000000']);
    expect(await button('#0f5132')).toEqual(['#0f5132', '#ffffff']);
  });

  it('uses the standard subjects and a custom one', () => {
    const base = { brand, customerName: 'Aisha Rahman', link: signLink, expiresAt: new Date(), notes: null };
    expect(signingRequest({ ...base, documentTitles: ['Hire-Purchase Agreement'] }).subject).toBe(
      'Please sign: Hire-Purchase Agreement',
    );
    expect(signingRequest({ ...base, documentTitles: ['A'], subject: 'Your car paperwork' }).subject).toBe(
      'Your car paperwork',
    );
    expect(signingRequest({ ...base, documentTitles: ['A'], subject: '  ' }).subject).toBe('Please sign: A');
    expect(signedCopy({ brand, customerName: 'A', documentTitles: ['B'] }).subject).toBe(
      'Your signed document from Hart & Sons Motors',
    );
    const notify = { customerName: 'Aisha Rahman', link: dashboardLink };
    expect(
      dealerNotification({ ...notify, kind: 'customer_started', documentTitles: ['A', 'B'] }).subject,
    ).toBe('Aisha Rahman opened their documents');
    expect(dealerNotification({ ...notify, kind: 'customer_completed', documentTitles: ['A'] }).subject).toBe(
      'Aisha Rahman signed 1 document',
    );
  });

  it('names every customer of a set several signed, in the plural', async () => {
    const mail = await renderMail(
      dealerNotification({
        customerName: 'Aisha Rahman',
        customerNames: ['Aisha Rahman', 'Ben Okafor'],
        kind: 'customer_completed',
        documentTitles: ['Hire-purchase agreement'],
        link: dashboardLink,
      }),
    );
    expect(mail.subject).toBe('Aisha Rahman and Ben Okafor signed 1 document');
    expect(mail.text).toContain('Aisha Rahman and Ben Okafor have signed and submitted 1 document:');
    expect(mail.text).toContain('Each of your customers has been sent their own sealed copies.');
  });

  it('dates the expiry in UK time', async () => {
    // In summer London is an hour ahead of UTC: 23:30 UTC on 31 July is 00:30 on 1 August there.
    expect(formatLongDate(new Date('2026-07-31T23:30:00Z'))).toBe('1 August 2026');
    const mail = await renderMail(MAIL_TEMPLATES.signing_request(brand));
    expect(mail.text).toContain('The link works until 22 December 2026');
    expect(mail.text).toContain('No account is needed');
  });

  it('keeps the line breaks of the dealer message and the document text', async () => {
    const mail = await renderMail(MAIL_TEMPLATES.text_version(brand));
    expect(mail.text).toContain('Hello Aisha Rahman,\n\nHere is the text of your agreement');
    expect(mail.text).toContain('Registration:   AB12 CDE\nCash price:     £14,995.00');
  });
});
