import type { SignatureField } from '../../../shared/document-types.ts';
import { noPlaceMessage } from '../../../shared/signature-places.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Nothing is sent with a document that has no place to sign (or a place without its box): sealing would
 * otherwise have to guess where the signature goes. 409 names the first such document and says what to do.
 */
export function refuseUnplacedSignatures(documents: { title: string; signatureFields: SignatureField[] }[]) {
  for (const d of documents) {
    const message = noPlaceMessage(d);
    if (message) throw new AppError(409, message, { code: 'NO_SIGNATURE_PLACE' });
  }
}
