import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { noPlaceMessage } from '../../../shared/documents/signature-places.ts';
import {
  isNotSigned,
  placesOf,
  type SignerSlot,
  slotName,
  slotOf,
} from '../../../shared/documents/signers.ts';
import { AppError } from '../../lib/app-error.ts';

type SendableDocument = { title: string; signatureFields: SignatureField[] };

/**
 * Nothing is sent with a document that has no place to sign (or a place without its box): sealing would
 * otherwise have to guess where the signature goes. 409 names the first such document and says what to do.
 * With one customer, each document also needs a place of the customer's: a link to a document whose only
 * places are the dealer's or a guarantor's would give the customer nothing to sign there. Every send path
 * (Create Request, Resend, bulk send, the API) comes through here.
 */
export function refuseUnplacedSignatures(
  documents: SendableDocument[],
  options: { oneCustomer: boolean; slots?: readonly SignerSlot[] },
) {
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
  refusePlacesWithoutSigner(documents, options.slots ?? (options.oneCustomer ? ['customer'] : []));
}

/**
 * Every place a person signs has that person among the request's signers: a one-customer request with a
 * "Hirer 2" place would otherwise go out with the second hirer's place left empty (or, as it once did,
 * signed by the first hirer). 409 names the place; the dealer adds the signer or marks the place "not
 * signed" in the editor. The dealership's own places (supplier, creditor) are its own to sign, on paper or
 * by countersigning, and never stop a send (docs/decisions/0007-places-without-signers.md).
 */
export function refusePlacesWithoutSigner(documents: SendableDocument[], slots: readonly SignerSlot[]) {
  if (slots.length === 0) return;
  for (const d of documents) {
    const orphan = d.signatureFields.find(
      (f) => !isNotSigned(f) && slotOf(f) !== 'dealer' && !slots.includes(slotOf(f)),
    );
    if (!orphan) continue;
    const slot = slotOf(orphan);
    throw new AppError(
      409,
      `${whoseWords(orphan)}'s place on page ${orphan.page} of "${d.title}" has no signer: ${remedy(slot)} or mark the place as not signed`,
      { code: 'PLACE_WITHOUT_SIGNER' },
    );
  }
}

/** "Hirer 2" from a label naming only the role, else the slot's own name ("Customer 2", "Guarantor"). */
function whoseWords(field: SignatureField): string {
  const label = field.label
    .replace(/^(?:signature|signed)(?:\s+(?:of|by))?(?:\s+the)?\s+/i, '')
    .replace(/[\s:–—_.-]+$/, '')
    .trim();
  const roleOnly =
    /^(?:(?:joint|second|2nd|third|3rd|fourth|4th)\s+)?(?:customer|hirer|debtor|buyer|purchaser|borrower|applicant|lessee|guarantor|surety)s?(?:\s*\(?[1-4]\)?)?$/i;
  return roleOnly.test(label) && label.length <= 30 ? label : slotName(slotOf(field));
}

function remedy(slot: SignerSlot): string {
  if (slot === 'guarantor') return 'add the guarantor as a signer';
  const nth: Record<string, string> = { customer2: 'second', customer3: 'third', customer4: 'fourth' };
  return `add a ${nth[slot] ?? 'further'} signer`;
}
