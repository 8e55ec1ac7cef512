import type { SignatureField } from '../../../shared/document-types.ts';
import { noPlaceMessage } from '../../../shared/signature-places.ts';
import { placesOf, slotName, slotOf } from '../../../shared/signers.ts';
import { AppError } from '../../lib/app-error.ts';

type SendableDocument = { title: string; signatureFields: SignatureField[] };

/**
 * Nothing is sent with a document that has no place to sign (or a place without its box): sealing would
 * otherwise have to guess where the signature goes. 409 names the first such document and says what to do.
 * With one customer, each document also needs a place of the customer's: a link to a document whose only
 * places are the dealer's or a guarantor's would give the customer nothing to sign there.
 */
export function refuseUnplacedSignatures(documents: SendableDocument[], options: { oneCustomer: boolean }) {
  for (const d of documents) {
    const message = noPlaceMessage(d);
    if (message) throw new AppError(409, message, { code: 'NO_SIGNATURE_PLACE' });
    if (options.oneCustomer && placesOf(d.signatureFields, 'customer', true).length === 0) {
      const whose = [...new Set(d.signatureFields.map((f) => slotName(slotOf(f))))].join(' and ');
      throw new AppError(
        409,
        `${d.title} has no place for the customer to sign (its places are for the ${whose}): choose who signs each place in the editor, or add the ${whose} as a signer`,
        { code: 'NO_CUSTOMER_PLACE' },
      );
    }
  }
}
