// Where a document is signed, in PDF points (origin bottom-left): the seal stamps the signature there and
// the customer's page highlights the same boxes, so what is marked "Sign here" is where the ink lands.
import type { SignatureField } from './document-types.ts';

export type Box = { x: number; y: number; width: number; height: number };

/** Where a field without a box is signed: bottom-left of its page, clear of a typical footer. */
export const STANDARD_SIGNATURE_BOX: Box = { x: 56, y: 64, width: 200, height: 56 };

/** The boxes a signature goes into, on 1-based pages that exist in the document. */
export function signatureBoxes(
  fields: SignatureField[],
  pageCount: number,
  fallbackPage: number,
): { page: number; box: Box; label?: string }[] {
  const clampPage = (page: number) => Math.min(Math.max(1, Math.round(page)), Math.max(pageCount, 1));
  if (fields.length === 0) return [{ page: clampPage(fallbackPage), box: STANDARD_SIGNATURE_BOX }];
  return fields.map((f) => ({
    page: clampPage(f.page),
    box: f.box ?? STANDARD_SIGNATURE_BOX,
    label: f.label,
  }));
}
