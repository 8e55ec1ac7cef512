// Where the customer signs must be a place someone chose: located by the reading or drawn by the dealer in
// the editor. The one rule for the send flows (which say why a document cannot go), the API (409) and the
// seal (which refuses rather than stamp a place nobody chose).
import { type ExtractedData, LOW_CONFIDENCE, type SignatureField } from './document-types.ts';

/**
 * True when the document has at least one place to sign, and every place has its box. A place the dealer
 * marked "not signed" counts for neither: nobody signs it.
 */
export function hasPlacesToSign(fields: readonly SignatureField[] | undefined): boolean {
  const signed = (fields ?? []).filter((f) => f.notSigned !== true);
  return signed.length > 0 && signed.every((f) => f.box !== undefined);
}

/** What stops a document from being sent, in the dealer's words; null when it can go. */
export function noPlaceMessage(document: { title: string; signatureFields?: readonly SignatureField[] }) {
  if (hasPlacesToSign(document.signatureFields)) return null;
  return `${document.title} has no place to sign yet: open it in the editor and draw a signature box`;
}

/** How many places to sign were found with low confidence (the reading's least sure field decides). */
export function unsurePlaces(data: Pick<ExtractedData, 'signatureFields' | 'confidence'>): number {
  const confidence = data.confidence?.signatureFields;
  if (confidence === undefined || confidence >= LOW_CONFIDENCE) return 0;
  return data.signatureFields.length;
}

/** "Check where to sign: 1 place was found with low confidence"; null when every place is sure. */
export function unsurePlacesNotice(data: Pick<ExtractedData, 'signatureFields' | 'confidence'>) {
  const n = unsurePlaces(data);
  if (n === 0) return null;
  return `Check where to sign: ${n} ${n === 1 ? 'place was' : 'places were'} found with low confidence`;
}
