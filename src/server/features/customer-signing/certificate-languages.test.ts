// The certificate stays in English and names the language the signer read the page in, quoting the
// consent sentence in it and in English: read back by poppler's pdftotext, Arabic and Urdu shaped.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/i18n.ts';
import { pdftotext } from '../../test/poppler.ts';
import { languagesUsed } from './certificate-languages.ts';
import { appendCertificate } from './certificate-page.ts';

const RTL_MARKS = /[\u202a-\u202e]/g;

async function certificate(languages: ReturnType<typeof languagesUsed>) {
  const pdf = PDF.create();
  appendCertificate(pdf, {
    requestId: '00000000-0000-4000-8000-000000000049',
    dealer: { name: 'Kingsway Motors', primaryColor: '#1e3a8a' },
    customer: { name: 'Omar Haddad', email: 'omar@example.co.uk' },
    completedAt: new Date('2026-12-07T03:00:00Z'),
    languages,
    documents: [],
    events: [],
    sealedBy: 'Docs2Sign test seal',
  });
  return pdf.save({ subsetFonts: true });
}

describe('the certificate and the signer’s language', () => {
  it('names each language other than English, per signer, and none for English', () => {
    const signed = (slot: string, language: string | null) => ({ signerSlot: slot, language });
    expect(languagesUsed([{ signatures: [signed('customer', 'en'), signed('customer', null)] }], [])).toEqual(
      [],
    );
    const several = languagesUsed(
      [{ signatures: [signed('customer', 'pl'), signed('customer2', 'ur')] }],
      [
        { name: 'Anna Nowak', signer: { slot: 'customer' } },
        { name: 'Imran Khan', signer: { slot: 'customer2' } },
      ],
    );
    expect(several.map((l) => [l.who, l.language])).toEqual([
      ['Anna Nowak', 'Polish'],
      ['Imran Khan', 'Urdu'],
    ]);
  });

  it('quotes the consent as shown, Polish, Arabic and Urdu alike, beside the English', async () => {
    const used = (['pl', 'ar', 'ur'] as const).map((language, i) => ({
      who: ['Anna Nowak', 'Omar Haddad', 'Imran Khan'][i]!,
      language: { pl: 'Polish', ar: 'Arabic', ur: 'Urdu' }[language],
      consent: MESSAGES[language]['sign.sheet.consent'],
      consentInEnglish: MESSAGES.en['sign.sheet.consent'],
    }));
    const bytes = await certificate(used);
    if (process.env.SHOTS_DIR)
      writeFileSync(path.join(process.env.SHOTS_DIR, 'certificate-languages.pdf'), bytes);
    else writeFileSync(path.join(os.tmpdir(), 'certificate-languages.pdf'), bytes);
    const text = (await pdftotext(bytes)).replace(RTL_MARKS, '').replace(/\s+/g, ' ');
    expect(text).toContain('Anna Nowak: the signer used the page in Polish.');
    expect(text).toContain('Omar Haddad: the signer used the page in Arabic.');
    expect(text).toContain('Imran Khan: the signer used the page in Urdu.');
    expect(text).toContain(MESSAGES.pl['sign.sheet.consent']);
    expect(text).toContain(`The same in English: "${MESSAGES.en['sign.sheet.consent']}"`);
    // The Arabic and Urdu read back in the order written, each word's letters as typed (not their shapes).
    for (const language of ['ar', 'ur'] as const) {
      for (const word of MESSAGES[language]['sign.sheet.consent'].split(' ').slice(0, 3)) {
        expect(text, word).toContain(word);
      }
    }
  });
});
