// The seal stamps a signature only where someone chose: a place the reading located or the dealer drew.
// There is no default place: a document with no such place is refused, and the seal job records why.
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { hasPlacesToSign } from '../../../shared/documents/signature-places.ts';
import { type Box, signatureBoxes } from './stamp-signature.ts';

/** Thrown instead of guessing where a signature goes; its message is what the seal job records. */
export class NoSignaturePlace extends Error {}

/** Each field's box on its page; throws NoSignaturePlace when there is none or a field has no box. */
export function chosenPlaces(
  title: string,
  fields: SignatureField[],
  pageCount: number,
): { page: number; box: Box; label?: string }[] {
  if (!hasPlacesToSign(fields)) {
    throw new NoSignaturePlace(
      `${title} has no place to sign that anyone located or drew, so its signature was not stamped: nothing is guessed`,
    );
  }
  // Every field has its box here, so signatureBoxes never falls back to its standard box.
  return signatureBoxes(fields, pageCount, 1);
}
