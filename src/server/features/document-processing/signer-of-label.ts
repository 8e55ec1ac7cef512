// Whose signature a place's label asks for: the first customer, a second one ("Hirer 2", "Joint
// hirer", "Co-borrower"), a guarantor, or the dealer signing for itself or as the supplier ("for and on
// behalf of the dealer", "Salesperson", "Authorised signatory"), whose delivery driver the dealer's too. Witnesses,
// other drivers, couriers, the creditor and the like sign nothing of ours: their places are no place at all. A label that names nobody is the first customer's, as
// every place was before signers, but with a low confidence, so the editor asks the dealer.
import type { SignerSlot } from '../../../shared/documents/signers.ts';
import { cleanLabel, SOMEONE_ELSE } from './signature-labels.ts';

export type SignerReading = { slot: SignerSlot; confidence: number };

/** Named by the label itself: the editor can trust it. */
export const NAMED = 0.9;
/** Named by what surrounds a bare "Signature" (its heading, its row, the name printed under it). */
export const FROM_CONTEXT = 0.75;
/** A business named ("for and on behalf of Wolds Road Motors Ltd"): most likely the dealer's; the editor asks. */
export const BUSINESS = 0.55;
/** Nobody named: the first customer's, as before signers; the editor asks. */
export const UNNAMED = 0.4;

// People who sign a dealer's paperwork but are none of a request's signers.
const NOT_A_SIGNER =
  /\b(?:witness(?:ed|es)?|driver|courier|transporter|haulier|appraiser|valuer|administrator|technician|inspector|engineer|(?:office|official) use|owner|broker|agent|employee)\b/i;
const LENDER_NAMED = /\b(?:bank|building society|finance|credit)\b[^,]*\b(?:plc|ltd|limited)\b/i;
const DELIVERY_DRIVER = /\bdeliver\w*\b.{0,20}\bdriver\b|\bdriver\b.{0,20}\bdeliver/i;
// "Vehicle appraised by", "Inspected by", "Prepared by": a member of the dealer's staff signs for what they
// did. Most likely the dealer's place, but an outside inspector's is nobody's: the editor asks.
const STAFF_ACTION =
  /\b(?:inspected|checked(?: in| out)?|valued|appraised|prepared|issued|explained|completed|arranged) by\b/i;

const STAFF_TITLE =
  /\bcustomer (?:services?|care|relations|support|experience|liaison)\b|\b(?:manager|officer|representative|advis[oe]r|consultant|staff|employee|controller|coordinator)\b/i;

const ADVISER = /\b(?:advis[oe]r|consultant)\b/i;

const GUARANTOR = /\b(?:guarantor|surety|indemnifier)s?\b/i;

// The creditor's box is the lender's: it signs when it accepts the agreement, after the customer, so
// nobody signs it in a dealer's request (a dealer who also signs for the lender adds the place in the editor).
const CREDITOR = /\b(?:creditors?|lenders?|finance company|owners? \(creditor\))\b/i;

// The dealer's own side.
const DEALER =
  /\b(?:dealer(?:ship)?|supplier|staff(?: member)?|member of staff|sales ?(?:person|executive|manager|director|advis[oe]r|consultant|controller)|salesman|(?:business|brand|general|finance|showroom|aftersales|service) manager|service advis[oe]r|authori[sz]ed (?:signatory|signature|person|representative)|countersign\w*|executive|handover (?:manager|specialist|advis[oe]r)|(?:delivered|handed over|sold|released|introduced) by)\b/i;
// Staff who sign nothing of ours on their own ("Appraiser", "Technician"), named for a business: "Appraiser,
// for Vale Cars Ltd", "Credit broker (for Vale Motors Ltd)". The dealer's, unless the business is a lender.
const STAFF_FOR =
  /^(?:appraiser|technician|inspector|valuer|(?:credit )?broker),? \(?(?:for|on behalf of) (.+?)\)?$/i;
// "Authorised on behalf of …", "Authorised by": the dealer's side, unless a customer is named.
const AUTHORISED = /\bauthori[sz]ed\b/i;
// "For Brecon Car Centre", "Signature (for Kestrel Vale Motors)": a name after "for" is a business's, the dealer's.
const FOR_A_NAME = /\b(?:[Ff]or|[Oo]n behalf of)\s+(?:the\s+)?\p{Lu}[\p{L}&'’.-]*/u;

// "for and on behalf of …", "signed for …": whoever is named after it decides.
const ON_BEHALF = /\b(?:on behalf of|signed for|for and on behalf of|for)\s+(?:the\s+)?(.+)$/i;

const CUSTOMER_WORD =
  '(?:customer|hirer|debtor|buyer|purchaser|borrower|applicant|proposer|insured|lessee|keeper|(?:plan|policy|account|warranty) ?holder)';
const CUSTOMER = new RegExp(`\\b${CUSTOMER_WORD}s?\\b`, 'i');
const PLURAL_CUSTOMERS = new RegExp(`\\b${CUSTOMER_WORD}s\\b`, 'i');
// "Hirer 2", "Buyer (2)", "Applicant no. 2", "Debtor two".
const NUMBERED = new RegExp(
  `\\b${CUSTOMER_WORD}\\s*(?:no\\.?\\s*)?\\(?([1-4]|one|two|three|four)\\)?(?!\\d)`,
  'i',
);
// "Joint hirer", "Second applicant", "2nd buyer", "Co-borrower", "Additional customer", "Second named customer",
// "Customer (second named)".
const SECOND = new RegExp(
  `\\b(?:joint|second|2nd|co-?|additional)(?:[\\s-]+named)?\\s*${CUSTOMER_WORD}|\\b${CUSTOMER_WORD}\\s*\\((?:second|2nd)(?:[\\s-]+named)?\\)|\\bco-?(?:signer|signatory)\\b`,
  'i',
);
const FIRST = new RegExp(`\\b(?:first|1st|main|lead|principal)(?:[\\s-]+named)?\\s+${CUSTOMER_WORD}`, 'i');
// A business named after "on behalf of": the dealer's or the lender's name, or a company buying.
const COMPANY = /\b(?:ltd|limited|plc|llp|motors?|cars|garage|group|company|finance|credit)\b/i;

const BUSINESS_IN_A_PART =
  /^(?:[Ss]igned |[Ss]ignature )?(?:[Ff]or|[Oo]n behalf of) (?!the\b)(\p{Lu}[\p{L}&'’.-]*(?: \p{Lu}[\p{L}&'’.-]*)+) \(([^()]+)\)$/u;
const PERSON_TITLE = /^(?:mr|mrs|ms|miss|mx|dr)\b/i;

const WORD_NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

const customerSlot = (n: number): SignerSlot =>
  (n <= 1 ? 'customer' : `customer${Math.min(n, 4)}`) as SignerSlot;

/**
 * Whose place a label names, or null when it names someone who is none of our signers (a witness, a
 * driver) or a business we cannot place. `generic` labels ("Signature") are read by their context instead.
 */
export function signerOfLabel(text: string): SignerReading | null {
  const label = cleanLabel(text);
  // "Signed for Vale Car Centre (buyer)": a business named, its part in the deal in brackets after it.
  // A lender's name or part is the creditor's box, nobody's.
  const [, business, part] = BUSINESS_IN_A_PART.exec(label) ?? [];
  if (business && part && !CUSTOMER.test(business) && !PERSON_TITLE.test(business))
    return CREDITOR.test(part) || /\b(?:finance|credit|bank)\b/i.test(business)
      ? null
      : { slot: 'dealer', confidence: BUSINESS };
  const behalf = ON_BEHALF.exec(label)?.[1];
  // "Signed for and on behalf of the Hirer" is the hirer's; "… of Ardent Motor Finance plc" the dealer's.
  if (behalf && CUSTOMER.test(behalf) && !DEALER.test(behalf) && !NOT_A_SIGNER.test(label))
    return customerOf(behalf) ?? customerOf(label) ?? null;
  const staffFor = STAFF_FOR.exec(label)?.[1];
  if (
    staffFor &&
    /^\p{Lu}/u.test(staffFor) &&
    COMPANY.test(staffFor) &&
    !/\b(?:finance|credit)\b/i.test(staffFor)
  )
    return { slot: 'dealer', confidence: BUSINESS };
  // The driver who brings the car to the customer's door: most often the dealer's own; the editor asks. A
  // driver with no delivery named (a test drive's "Driver") is someone else.
  if (DELIVERY_DRIVER.test(label)) return { slot: 'dealer', confidence: BUSINESS };
  if (NOT_A_SIGNER.test(label) || CREDITOR.test(label)) return null;
  // "Authorised signatory, Northgate Community Bank plc": a lender named is the creditor's box.
  if (LENDER_NAMED.test(label) && !CUSTOMER.test(label)) return null;
  if (GUARANTOR.test(label)) return { slot: 'guarantor', confidence: NAMED };
  if (DEALER.test(label)) return { slot: 'dealer', confidence: NAMED };
  if (STAFF_ACTION.test(label) && !CUSTOMER.test(label)) return { slot: 'dealer', confidence: BUSINESS };
  // A member of staff by a title alone ("Signed (adviser)", "Signature: consultant"), no customer named: an
  // adviser on a dealer's paper is most likely the dealer's, but could be someone else's, so the editor asks.
  if (!CUSTOMER.test(label) && ADVISER.test(label)) return { slot: 'dealer', confidence: BUSINESS };
  // "Customer services manager", "Customer care adviser": a member of staff whose title starts with the
  // customer's word. Most likely the dealer's; the editor asks.
  if (CUSTOMER.test(label) && STAFF_TITLE.test(label)) return { slot: 'dealer', confidence: BUSINESS };
  const customer = customerOf(label);
  // "Signed by the keepers", "Signature of the hirers": a label naming several signers heads their block;
  // read as one place it cannot say whose, so the editor asks.
  if (customer && PLURAL_CUSTOMERS.test(label) && !COMPANY.test(label))
    return { ...customer, confidence: BUSINESS };
  if (customer) return customer;
  if (AUTHORISED.test(label)) return { slot: 'dealer', confidence: FROM_CONTEXT };
  // A lender's name is the creditor's box, the lender's own; another business may be the buyer.
  if (behalf && /\b(?:finance|credit)\b/i.test(behalf)) return null;
  if (behalf && (COMPANY.test(behalf) || /\bon behalf of\b/i.test(label) || FOR_A_NAME.test(label)))
    return { slot: 'dealer', confidence: BUSINESS };
  // Anyone else a label names ("Seller", "Director", "Manager") is left out, as before signers.
  if (SOMEONE_ELSE.test(label)) return null;
  return { slot: 'customer', confidence: UNNAMED };
}

/** A customer's slot from the label's own words, or undefined when it names no customer. */
function customerOf(label: string): SignerReading | undefined {
  const numbered = NUMBERED.exec(label);
  if (numbered) {
    const n = WORD_NUMBER[numbered[1]!.toLowerCase()] ?? Number(numbered[1]);
    return { slot: customerSlot(n), confidence: NAMED };
  }
  if (SECOND.test(label)) return { slot: 'customer2', confidence: NAMED };
  if (FIRST.test(label)) return { slot: 'customer', confidence: NAMED };
  if (CUSTOMER.test(label)) return { slot: 'customer', confidence: NAMED };
  return undefined;
}

/**
 * What a heading or row name over a bare "Signature" says ("THE HIRER", "For the Dealer", "Guarantor"):
 * undefined when it says nothing about who signs, null when it names someone who is none of our signers.
 */
export function signerOfContext(text: string): SignerReading | null | undefined {
  const label = cleanLabel(text);
  if (NOT_A_SIGNER.test(label) || CREDITOR.test(label)) return null;
  if (GUARANTOR.test(label)) return { slot: 'guarantor', confidence: FROM_CONTEXT };
  if (DEALER.test(label) || /\b(?:seller|on behalf|company representative)\b/i.test(label))
    return DEALER.test(label) ? { slot: 'dealer', confidence: FROM_CONTEXT } : null;
  if (CUSTOMER.test(label) && STAFF_TITLE.test(label)) return { slot: 'dealer', confidence: BUSINESS };
  const customer = customerOf(label);
  return customer ? { ...customer, confidence: FROM_CONTEXT } : undefined;
}
