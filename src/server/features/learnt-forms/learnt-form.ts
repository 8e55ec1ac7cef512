// A form learnt from the dealer's correction, and reading a new copy with it. Pure: the pages' words in,
// the learnt layout or the new reading out; the repo keeps them and the service chooses which form fits.
import type {
  DocumentType,
  ExtractedData,
  SignatureField,
} from '../../../shared/documents/document-types.ts';
import { hasPlacesToSign } from '../../../shared/documents/signature-places.ts';
import type { FormPage } from '../document-processing/index.ts';
import { type FieldPlace, findValue, placeOf, readAt } from './form-fields.ts';
import { fingerprint, SAME_FORM, similarity, type Token, valueWords } from './form-fingerprint.ts';

/** How sure a value read at a learnt form's place is: above the editor's LOW_CONFIDENCE, short of typed. */
export const LEARNT_CONFIDENCE = 0.95;

export type LearntFields = { customerName?: FieldPlace; vehicleRegistration?: FieldPlace };

/** What is kept of a form: its fingerprint, where its values sit, its type and its places to sign. */
export type LearntLayout = {
  pageCount: number;
  tokens: Token[];
  fields: LearntFields;
  documentType: DocumentType;
  places: SignatureField[];
};

/** What the dealer saved: the values the form is learnt from. */
export type Correction = Pick<
  ExtractedData,
  'customerName' | 'vehicleRegistration' | 'documentType' | 'signatureFields' | 'otherCustomers'
>;

/** The form of a corrected document: its fixed wording without the values, and where each value sits. */
export function learnLayout(pages: readonly FormPage[], saved: Correction): LearntLayout {
  const name = saved.customerName ? findValue(pages, saved.customerName, 'name') : null;
  const registration = saved.vehicleRegistration
    ? findValue(pages, saved.vehicleRegistration, 'registration')
    : null;
  const values = valueWords([saved.customerName, ...(saved.otherCustomers ?? [])]);
  const inValue = new Set([...(name?.words ?? []), ...(registration?.words ?? [])]);
  const isValue = (w: FormPage['words'][number]) => inValue.has(w) || values.has(w.text.toLowerCase());
  const fields: LearntFields = {
    ...(name && { customerName: placeOf(name, pages[name.page - 1] as FormPage, isValue) }),
    ...(registration && {
      vehicleRegistration: placeOf(registration, pages[registration.page - 1] as FormPage, isValue),
    }),
  };
  return {
    pageCount: pages.length,
    tokens: fingerprint(pages, values, atPlaces(fields)),
    fields,
    documentType: saved.documentType,
    // Whose place each is was the dealer's choice: no doubt about it to carry over. Places are learnt only
    // when every one has its box: a place without one is no place to sign on the next copy, where the
    // generic reading may well find the box.
    places: hasPlacesToSign(saved.signatureFields)
      ? saved.signatureFields.map(({ signerConfidence: _reading, ...place }) => place)
      : [],
  };
}

/** How well a new copy fits a learnt form (0 to 1); 0 when the page counts differ. */
export function formScore(
  learnt: Pick<LearntLayout, 'pageCount' | 'tokens' | 'fields'>,
  pages: readonly FormPage[],
  generic: Pick<ExtractedData, 'customerName' | 'otherCustomers'>,
) {
  if (learnt.pageCount !== pages.length || pages.length === 0) return 0;
  const values = valueWords([generic.customerName, ...(generic.otherCustomers ?? [])]);
  return similarity(learnt.tokens, fingerprint(pages, values, atPlaces(learnt.fields)));
}

/**
 * Words from a value's place to the end of its line: left out of the fingerprint when learning and when
 * matching alike, so a longer or shorter value (and whatever it pushes along its line) changes nothing.
 */
function atPlaces(fields: LearntFields) {
  const places = Object.values(fields).filter((p): p is FieldPlace => p !== undefined);
  return (page: number, word: FormPage['words'][number]) =>
    places.some((p) => p.page === page && Math.abs(word.y - p.y) <= p.size * 0.6 && word.x >= p.x - p.size);
}

export const isSameForm = (score: number) => score >= SAME_FORM;

/**
 * The new copy read at the learnt form's places, whatever the generic reading said. A value not found at
 * its place (or never learnt) keeps the generic reading and its confidence.
 */
export function readWithLayout(
  learnt: LearntLayout,
  name: string,
  pages: readonly FormPage[],
  generic: ExtractedData,
): ExtractedData {
  const customerName = learnt.fields.customerName
    ? readAt(pages, learnt.fields.customerName, 'name', learnt.tokens)
    : null;
  const registration = learnt.fields.vehicleRegistration
    ? readAt(pages, learnt.fields.vehicleRegistration, 'registration', learnt.tokens)
    : null;
  const confidence = generic.confidence ?? {
    customerName: 0,
    vehicleRegistration: 0,
    documentType: 0,
    signatureFields: 0,
  };
  const places = learnt.places.length > 0 ? learnt.places : generic.signatureFields;
  return {
    ...generic,
    customerName: customerName ?? generic.customerName,
    vehicleRegistration: registration ?? generic.vehicleRegistration,
    documentType: learnt.documentType,
    signatureFields: places,
    // The generic reading's other buyers may be the learnt name read again: not a second signer.
    otherCustomers: (generic.otherCustomers ?? []).filter((other) => other !== customerName),
    confidence: {
      customerName: customerName ? LEARNT_CONFIDENCE : confidence.customerName,
      vehicleRegistration: registration ? LEARNT_CONFIDENCE : confidence.vehicleRegistration,
      documentType: LEARNT_CONFIDENCE,
      signatureFields: learnt.places.length > 0 ? LEARNT_CONFIDENCE : confidence.signatureFields,
    },
    documentTypeReasons: [`A form learnt from your corrections: "${name}"`],
  };
}
