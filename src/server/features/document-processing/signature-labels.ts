// Which printed labels mark a place where someone signs, and which the customer's. Dealers' forms also
// carry lines for the salesperson, the dealer, the finance company, witnesses and delivery drivers: never
// the customer's; signer-of-label.ts says which of them are the dealer's or a guarantor's.

const LABEL_MAX_CHARS = 60;
const LABEL_MAX_WORDS = 9;

// "Customer signature", "Signature of Debtor", "Signed by the Hirer", "Signature(s)", "Sign here",
// "Please sign below".
// "First purchaser: Signed ......": the signer's part, then the word.
const SIGNATURE_WORD =
  /signature|^\s*signed\b|^[^:]{2,40}:\s*signed$|\bauthori[sz]ed signatory\b|^\s*for and on behalf of\b|^\s*(?:please\s+)?sign(?:\s+(?:here|below|above|and date(?: here)?))?\s*[:\-–]?\s*$/i;

// Somebody other than the customer signs here.
export const SOMEONE_ELSE =
  /\b(dealer(?:ship)?|sales\s*(?:person|executive|manager|advis[oe]r|consultant|controller)?|salesman|seller|vendor|supplier|creditor|lender|owner(?:'s agent)?|transporter|haulier|administrator|appraiser|finance company|company|on behalf|witness(?:ed)?|driver|courier|authori[sz]ed|manager|representative|employee|staff|agent|broker|advis[oe]rs?|technician|inspector|engineer|office use|official use|guarantor|signed for|countersign\w*|valuer|appraiser|director|ltd|limited|plc|llp|motors?|cars|garage|group|executive|handover (?:manager|specialist|advis[oe]r)|(?:delivered|handed over|inspected|checked|approved|valued|appraised|prepared|issued|explained) by)\b/i;
// "Signature (for Brecon Car Centre)": a name after "for" or "on behalf of" that is no customer's role.
const FOR_SOMEONE = /\b(?:for|on behalf of)\s+(?:the\s+)?(\p{Lu}[\p{L}&'’.-]*)/u;

// Labels that talk about a signature without being a place to sign.
const NOT_A_PLACE =
  /\binitials?\b|^\s*(?:date|dated|time|print(?:ed)?|name|position|title|capacity)\b|\bdate of signature\b|\bsignatures? (?:required|below|overleaf)\b|^\s*signature\s+(?:panel|block|page)\b/i;

/** Whether a short piece of text is the label of a field where the customer signs. */
export function isCustomerSignatureLabel(text: string): boolean {
  const label = cleanLabel(text);
  const forWhom = FOR_SOMEONE.exec(label)?.[1];
  if (forWhom && !CUSTOMER_SIGNER.test(forWhom)) return false;
  return isSignatureLabel(text) && !SOMEONE_ELSE.test(label);
}

/** Whether a short piece of text is the label of a place where someone signs, whoever it is. */
export function isSignatureLabel(text: string): boolean {
  const label = cleanLabel(text);
  // Someone else's label may name a business too: "Signed for and on behalf of Northway Vehicle Credit plc",
  // "Signed for the Sales Manager (for Wolds Road Motors Ltd)". A customer's keeps the shorter limits.
  const long = SOMEONE_ELSE.test(label);
  if (label.length === 0 || label.length > (long ? 90 : LABEL_MAX_CHARS)) return false;
  if (label.split(/\s+/).length > (long ? 14 : LABEL_MAX_WORDS)) return false;
  // A sentence ("Sign it only if you want to be legally bound.") is not a label.
  if (/[.!?]$/.test(label) && label.split(/\s+/).length > 3) return false;
  if (!SIGNATURE_WORD.test(label)) return false;
  return !NOT_A_PLACE.test(label);
}

/** Words naming the customer's side of a signature block or table row. */
export const CUSTOMER_SIGNER =
  /\b(?:customer|hirer|debtor|buyer|purchaser|borrower|policy ?holder|plan ?holder|account holder|applicant|proposer|keeper)s?\b/i;

// A signing line labelled only by who signs: "Buyer", "Hirer", "Joint Hirer", "Customer (2)", "Received by
// keeper 1".
// The role may be followed by what the customer does there ("Customer acceptance", "Customer
// acknowledgement") or by the same party named again in brackets ("Customer (second keeper)").
const CUSTOMER_ROLE =
  '(?:customer|hirer|debtor|buyer|purchaser|borrower|lessee|applicant|proposer|(?:registered )?keeper|plan ?holder|policy ?holder|warranty holder)';
const ROLE_ONLY = new RegExp(
  `^(?:(?:received|accepted|collected|agreed|confirmed|acknowledged) by )?\\(?(?:the )?(?:(?:joint|first|1st|main|second|2nd) )?${CUSTOMER_ROLE}(?:\\(s\\)|s)?(?: ?\\(?[12]\\)?)?\\)?(?:(?:'s|’s)? (?:acceptance|acknowledge?ment|confirmation)| \\((?:(?:joint|second|2nd|first|1st|main) )?${CUSTOMER_ROLE}\\)| \\((?:first|1st|second|2nd)(?:[\\s-]named)?\\))?$`,
  'i',
);

// A word ROLE_ONLY cannot match without: cleaning only cuts and collapses spaces, so a label lacking all of
// them is no role, and the body text every run of every page is tested for is not cleaned first.
const ROLE_WORD = /customer|hirer|debtor|buyer|purchaser|borrower|lessee|applicant|proposer|keeper|holder/i;

// The signer's own name printed in brackets after the role ("Keeper 1 (Jago Tregenza)", "Buyer (Mrs A
// Okafor)"), as forms print who each line is for. Capitalised words only, none a business's.
const PERSON_IN_BRACKETS =
  /\s*\((?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}\)$/u;
const BUSINESS_WORD = /\b(?:ltd|limited|plc|llp|motors?|cars|garage|group|finance|credit|bank)\b/i;

/** A label naming only the customer's role, which marks a place to sign only beside a blank line. */
export function isRoleOnlyLabel(text: string): boolean {
  if (!ROLE_WORD.test(text)) return false;
  const label = cleanLabel(text);
  if (ROLE_ONLY.test(label)) return true;
  const person = PERSON_IN_BRACKETS.exec(label)?.[0];
  return (
    person !== undefined && !BUSINESS_WORD.test(person) && ROLE_ONLY.test(label.slice(0, -person.length))
  );
}

// A signing line labelled only by the dealer's side: "Salesperson", "Sales executive", "Handover executive",
// "Delivered by (for the dealer)", "For Highland Motor Co", "On behalf of the Creditor", "Authorised on
// behalf of Ribble Motor Group". No "signature" in it, so only a blank drawn for it makes it a place.
// A member of staff's title may name the business they sign for after it ("Sales executive, for and on
// behalf of Vale Motors Ltd", "Supplier (for Vale Motors Ltd)", "Brand manager").
const DEALER_TITLE =
  '(?:dealer(?:ship)?(?: representative)?|supplier|creditor|staff(?: member)?|member of staff|(?:accompanying )?sales ?(?:person|executive|manager|director|advis[oe]r|consultant|controller)|salesman|(?:business|brand|general|finance|showroom|aftersales|service) manager|service advis[oe]r|handover (?:executive|manager|specialist|advis[oe]r)|(?:(?:vehicle |handover )?(?:delivered|handed over|handover|supplied|sold|released|introduced|arranged|appraised|inspected|checked(?: in| out)?|valued|completed|issued)) by|(?:proposal |order |application )?taken by|delivery driver)(?: (?:approval|authori[sz]ation|countersignature))?';
// Or the business's name after a comma alone: "Business Manager, Chiltern Motors".
const FOR_THE_BUSINESS =
  "(?:(?:,| [-–—])? (?:for and on behalf of|on behalf of|for) (?:the )?.{2,60}| ?\\((?:for |on behalf of )?(?:the )?.{2,50}\\)|, [\\p{L}&'’.-]+(?: [\\p{L}&'’.-]+){0,5})";
// The member of staff's name after the role: "Proposal taken by (Business manager): Sophie Tremain",
// "Sales executive (for the introducer) — Jodie Marsh".
const STAFF_NAMED =
  "(?:(?::| [-–—])? (?:(?:Mr|Mrs|Ms|Miss|Mx)\\.? )?\\p{Lu}[\\p{L}'’.-]*(?: \\p{Lu}[\\p{L}'’.-]*){1,3})";
// Staff who are no signer of ours on their own ("Appraiser", "Technician") sign for the dealer when the
// label names the business they sign for. What a member of staff did, their title in brackets ("Accompanied by
// (salesperson)"), is the dealer's too.
const STAFF_FOR_A_BUSINESS = '(?:appraiser|technician|inspector|valuer|(?:credit )?broker)';
const DEALER_ROLE_ONLY = new RegExp(
  `^(?:the )?(?:${DEALER_TITLE}${FOR_THE_BUSINESS}?${STAFF_NAMED}?|${STAFF_FOR_A_BUSINESS}${FOR_THE_BUSINESS}|\\p{L}+(?: \\p{L}+)? by \\((?:${DEALER_TITLE})\\)|authori[sz]ed(?: (?:on behalf of|for) .{2,50}|(?: by| signatory)${FOR_THE_BUSINESS}?)?|(?:for and )?on behalf of (?:the )?.{2,50}|(?:accepted|received) (?:for|on behalf of) (?:the )?.{2,60}|for (?:the )?(?:dealer(?:ship)?|supplier|seller|vendor|creditor|lender|\\p{Lu}[\\p{L}&'’.-]*(?: [\\p{L}&'’.-]+){0,5}(?: \\([\\p{L} ]{2,30}\\))?))$`,
  'iu',
);

// A member of staff named and then titled, as a letter's sign-off prints them under the rule: "Rhodri
// Llewellyn, Business Manager", "A. Patel (Sales Executive)".
const STAFF_NAME = /^(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? )?\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;
const STAFF_TITLE_ALONE = new RegExp(`^(?:${DEALER_TITLE})$`, 'i');
const NAMED_THEN_TITLED = /^(.+?)(?:, | \()([^,()]+)\)?$/;

function namedStaff(label: string): boolean {
  const [, name, title] = NAMED_THEN_TITLED.exec(label) ?? [];
  return (
    !!name && !!title && STAFF_NAME.test(name) && !BUSINESS_WORD.test(name) && STAFF_TITLE_ALONE.test(title)
  );
}

/** A label naming only the dealer's side, which marks a place to sign only beside a blank line. */
export function isDealerRoleLabel(text: string): boolean {
  const label = cleanLabel(text);
  return label.length <= 90 && (DEALER_ROLE_ONLY.test(label) || namedStaff(label));
}

/** A label that does not say whose signature it is: "Signature:", "Signed", "Sign here". */
export function isGenericLabel(text: string): boolean {
  return /^(?:signature(?:\(s\))?|signatures|signed|sign(?: here)?|signature and date|signed and dated|date and signature)$/i.test(
    cleanLabel(text),
  );
}

/**
 * The label as printed, without the colon or dashes that lead into the blank; a word a narrow cell broke
 * with a hyphen at the line's end ("Signed for Teesdale Fi-" / "nance Ltd") read whole.
 */
export function cleanLabel(text: string): string {
  let label = cleaned.get(text);
  if (label !== undefined) return label;
  label = text
    .replace(/[_.…]{2,}.*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/(\p{Ll})- (\p{Ll})/gu, '$1$2')
    .replace(/[\s:–—×✕✗✘→►▶>-]+$/, '')
    .trim();
  if (cleaned.size >= MAX_CLEANED) cleaned.clear();
  cleaned.set(text, label);
  return label;
}

// Every run of a page is asked for its clean label by several rules, each pass over the page: remembered.
// Bounded, so that a long-lived reading worker never holds more than a few documents' labels.
const cleaned = new Map<string, string>();
const MAX_CLEANED = 20_000;

/** "CustomerSignature1" or "customer_sig" (an AcroForm field name) → "Customer Signature 1". */
export function labelFromFieldName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_.\-[\]]+/g, ' ')
    .replace(/\bsig\b/i, 'Signature')
    .trim();
  return words.replace(/\b\w/g, (c) => c.toUpperCase()) || 'Signature';
}
