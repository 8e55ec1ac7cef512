// A postcode read where a registration is looked for: whole ("LS13 2QH"), its first half alone ("LS13"), or an
// address line's postcode whose digit a scan's OCR read as a letter ("KA19 BAA"). None of them is a plate.
import { normalisePostcode } from '../../../shared/customers/uk-formats.ts';

/** "LS13 2QH" read as a dateless "LS13", or a whole postcode read as a mark. */
export function isPostcode(text: string, index: number, match: string): boolean {
  if (normalisePostcode(match) || misreadPostcode(text.slice(0, index), match)) return true;
  const after = text.slice(index + match.length).match(/^ ?([0-9][A-Z]{2})(?![A-Za-z0-9])/);
  const before = text.slice(0, index).match(/([A-Z]{1,2}[0-9][A-Z0-9]?) ?$/);
  return (
    (after !== null && normalisePostcode(match + after[1]) !== null) ||
    (before !== null && normalisePostcode(before[1] + match) !== null)
  );
}

// What a scan's or photo's OCR reads for the digit that opens a postcode's second half.
const DIGIT_READ_AS_LETTER: Record<string, string> = { B: '8', O: '0', S: '5', I: '1', Z: '2', G: '6' };
const STREET =
  /\b(?:road|street|lane|avenue|way|drive|close|park|estate|place|square|crescent|terrace|unit)\b/i;

/**
 * "Ayr Road, Maybole KA19 BAA": an address line's postcode with its digit read as a letter ("8AA" as "BAA")
 * has the shape of a current mark; after a street and a town it is the postcode.
 */
function misreadPostcode(before: string, match: string): boolean {
  const compact = match.replace(/\s+/g, '').toUpperCase();
  const digit = DIGIT_READ_AS_LETTER[compact[4] ?? ''];
  if (compact.length !== 7 || !digit) return false;
  const town = /,\s*\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?\s*$/u.test(before);
  return (
    town &&
    STREET.test(before) &&
    normalisePostcode(`${compact.slice(0, 4)}${digit}${compact.slice(5)}`) !== null
  );
}
