// The customer's contact details as printed on their paperwork: a UK postcode (with the address lines
// before it), a UK phone number and an e-mail address. Pure text readers: the reading's text in, values or
// null out. A dealership prints its own address, phone and e-mail too, so each candidate is weighed by the
// words around it (the customer's name and "Address"/"Tel" labels for, "Ltd", "Registered office" against).
import { normalisePostcode } from '../../../shared/uk-formats.ts';

export type ContactDetails = {
  address: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
};

type Candidate = { value: string; line: number; index: number };

const DEALER_WORDS =
  /\b(?:ltd|limited|plc|llp|motors?|dealer(?:ship)?|garage|registered|company (?:no|number)|vat|fca|authorised|regulated|supplier|creditor|lender|finance (?:ltd|plc)|head office|branch|www\.)/i;

/** Higher is more likely the customer's: labels nearby, the customer's name nearby, no dealer's words. */
function score(lines: string[], c: Candidate, label: RegExp, customerName: string | null): number {
  let s = 0;
  const near = (from: number, to: number) =>
    lines.slice(Math.max(0, c.line + from), c.line + to + 1).join(' ');
  if (label.test(near(-2, 0))) s += 2;
  if (/\b(?:customer|hirer|buyer|purchaser|debtor|borrower|your details|name)\b/i.test(near(-6, 0))) s += 1;
  if (
    customerName &&
    near(-6, 2)
      .toLowerCase()
      .includes(customerName.toLowerCase().split(/\s+/).at(-1) ?? '')
  )
    s += 2;
  if (DEALER_WORDS.test(near(-2, 1))) s -= 3;
  return s;
}

function best(lines: string[], found: Candidate[], label: RegExp, customerName: string | null) {
  let top: Candidate | null = null;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const c of found) {
    const s = score(lines, c, label, customerName);
    if (s > topScore) [top, topScore] = [c, s];
  }
  // Nothing but a dealer's details: better no value than theirs.
  return top && topScore > -3 ? top : null;
}

function findAll(lines: string[], pattern: RegExp, accept: (m: string) => string | null): Candidate[] {
  const out: Candidate[] = [];
  lines.forEach((text, line) => {
    for (const m of text.matchAll(pattern)) {
      const value = accept(m[0]);
      if (value) out.push({ value, line, index: m.index ?? 0 });
    }
  });
  return out;
}

const POSTCODE = /\b(?:GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})\b/g;
const EMAIL = /\b[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}\b/gi;
const PHONE = /(?:\+44\s?(?:\(0\)\s?)?|\b0)\d(?:[\s-]?\d){8,9}\b/g;

/** "+44 (0)7700 900123" / "07700-900 123" → "07700 900123"; null when it is no UK number. */
export function normaliseUkPhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('440')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('44')) digits = `0${digits.slice(2)}`;
  if (!/^0[1237]\d{8,9}$/.test(digits)) return null;
  if (digits.length === 10) return `${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (/^0[23]/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

export function readUkPostcode(text: string, customerName: string | null = null): string | null {
  const lines = text.split(/\r?\n|\f/);
  const found = findAll(lines, POSTCODE, normalisePostcode);
  return best(lines, found, /\b(?:address|postcode|post code)\b/i, customerName)?.value ?? null;
}

export function readEmail(text: string, customerName: string | null = null): string | null {
  const lines = text.split(/\r?\n|\f/);
  const found = findAll(lines, EMAIL, (m) => m.toLowerCase());
  return best(lines, found, /\be-?mail\b/i, customerName)?.value ?? null;
}

export function readUkPhone(text: string, customerName: string | null = null): string | null {
  const lines = text.split(/\r?\n|\f/);
  const found = findAll(lines, PHONE, normaliseUkPhone);
  // A mobile is the customer's far more often than a landline (the dealer's switchboard is a landline).
  const mobiles = found.filter((c) => c.value.startsWith('07'));
  const label = /\b(?:tel|telephone|phone|mobile|mob)\b/i;
  return (
    (best(lines, mobiles, label, customerName) ?? best(lines, found, label, customerName))?.value ?? null
  );
}

const LABEL = /^\s*(?:(?:home |customer'?s? |current )?address|postcode|post code)\s*[:\-–]?\s*/i;
const OTHER_LABEL = /^\s*[A-Za-z][A-Za-z '’/]{1,30}:\s/;

/**
 * The address lines of the chosen postcode, without it: "14 Mill Lane, Headingley, Leeds". The text before
 * the postcode on its line, and the lines above it up to an "Address" label (at most three).
 */
export function readAddress(text: string, customerName: string | null = null): string | null {
  const lines = text.split(/\r?\n|\f/);
  const found = findAll(lines, POSTCODE, normalisePostcode);
  const chosen = best(lines, found, /\b(?:address|postcode|post code)\b/i, customerName);
  if (!chosen) return null;
  const parts: string[] = [];
  const before = (lines[chosen.line] ?? '').slice(0, chosen.index);
  const labelled = LABEL.test(before);
  const own = before
    .replace(LABEL, '')
    .replace(/[\s,]+$/, '')
    .trim();
  if (own && !OTHER_LABEL.test(before)) parts.push(own);
  if (!labelled || !own) {
    for (let i = chosen.line - 1; i >= Math.max(0, chosen.line - 3); i--) {
      const line = lines[i] ?? '';
      if (!line.trim() || DEALER_WORDS.test(line)) break;
      if (LABEL.test(line)) {
        const rest = line
          .replace(LABEL, '')
          .replace(/[\s,]+$/, '')
          .trim();
        if (rest) parts.unshift(rest);
        break;
      }
      // Another field's line ("Name: …", "Phone: …") or the addressee's name ends the address block.
      if (OTHER_LABEL.test(line) || namesLine(line, customerName)) break;
      parts.unshift(line.trim().replace(/,$/, ''));
    }
  }
  const address = parts.join(', ').replace(/\s+/g, ' ').trim();
  return address.length >= 3 && address.length <= 500 ? address : null;
}

const namesLine = (line: string, name: string | null) => {
  const surname = name?.trim().split(/\s+/).at(-1)?.toLowerCase();
  return Boolean(surname && surname.length > 1 && line.toLowerCase().includes(surname));
};

/** Everything at once, weighed against the customer's name when the reading found one. */
export function readContactDetails(text: string, customerName: string | null): ContactDetails {
  return {
    address: readAddress(text, customerName),
    postcode: readUkPostcode(text, customerName),
    phone: readUkPhone(text, customerName),
    email: readEmail(text, customerName),
  };
}
