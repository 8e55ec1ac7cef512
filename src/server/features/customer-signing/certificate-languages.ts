// The certificate's language of record is English; where a signer read the signing page in another language
// it says which, and quotes the consent sentence beside the signature pad as they read it and in English.
import { isCustomerLanguage, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { MESSAGES } from '../../lib/i18n.ts';
import type { CertificateInput } from './certificate-page.ts';

type Signed = { signerSlot: string; language: string | null };

/** `signers`: a request's several signers (empty: the one customer signed every signature). */
export function languagesUsed(
  documents: { signatures: Signed[] }[],
  signers: { name: string; signer: { slot: string } }[],
): NonNullable<CertificateInput['languages']> {
  const people =
    signers.length === 0
      ? [{ slot: 'customer', who: null }]
      : signers.map((s) => ({ slot: s.signer.slot, who: s.name }));
  return people.flatMap(({ slot, who }) => {
    const used = new Set(
      documents.flatMap((d) => d.signatures.filter((s) => s.signerSlot === slot).map((s) => s.language)),
    );
    return [...used]
      .filter(isCustomerLanguage)
      .filter((language) => language !== 'en')
      .map((language) => ({
        who,
        language: LANGUAGE_NAMES[language].english,
        consent: MESSAGES[language]['sign.sheet.consent'],
        consentInEnglish: MESSAGES.en['sign.sheet.consent'],
      }));
  });
}
