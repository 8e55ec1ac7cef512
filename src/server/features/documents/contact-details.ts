// The customer's contact details as printed on their paperwork: a UK postcode (with the address lines
// before it), a UK phone number and an e-mail address. Pure text readers: the reading's text in, values or
// null out. A dealership prints its own address, phone and e-mail too, so each candidate is weighed by the
// words around it (the customer's name and "Address"/"Tel" labels for, "Ltd", "Registered office" against),
// and only the customer's own block counts when the document heads each party's details (party-blocks.ts):
// never the creditor's, the dealer's or a regulator's.
import { normalisePostcode } from '../../../shared/customers/uk-formats.ts';
import { type Cell, cellsOf, isPartyHeading, type Owner, ownersOf, REGULATOR } from './party-blocks.ts';

export type ContactDetails = {
  address: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
};

type Candidate = { value: string; line: number; column: number; index: number; owner: Owner };

const DEALER_WORDS =
  /\b(?:ltd|limited|plc|llp|motors?|dealer(?:ship)?|garage|registered|company (?:no|number)|vat|fca|authorised|regulated|supplier|creditor|lender|finance (?:ltd|plc)|head office|branch|ombudsman|www\.)/i;

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
  // Another party's block or a regulator's words never give the customer's details; where the document
  // heads a block as the customer's, only that block does.
  const allowed = found.filter((c) => c.owner !== 'other');
  const theirs = allowed.filter((c) => c.owner === 'customer');
  let top: Candidate | null = null;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const c of theirs.length > 0 ? theirs : allowed) {
    const s = score(lines, c, label, customerName);
    if (s > topScore) [top, topScore] = [c, s];
  }
  // Nothing but a dealer's details: better no value than theirs.
  return top && topScore > -3 ? top : null;
}

type Reading = { lines: string[]; cells: Cell[][]; owners: Owner[][] };

function readingOf(text: string): Reading {
  const lines = text.split(/\r?\n|\f/);
  const cells = cellsOf(lines);
  return { lines, cells, owners: ownersOf(cells) };
}

/** Every match in every run, with the owner of the block it sits in. */
function findAll(r: Reading, pattern: RegExp, accept: (m: string) => string | null): Candidate[] {
  const out: Candidate[] = [];
  r.cells.forEach((row, line) => {
    for (const cell of row) {
      for (const m of cell.text.matchAll(pattern)) {
        const value = accept(m[0]);
        const owner = r.owners[line]?.[cell.column] ?? null;
        if (value) out.push({ value, line, column: cell.column, index: m.index ?? 0, owner });
      }
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
  const r = readingOf(text);
  const found = findAll(r, POSTCODE, normalisePostcode);
  return best(r.lines, found, /\b(?:address|postcode|post code)\b/i, customerName)?.value ?? null;
}

export function readEmail(text: string, customerName: string | null = null): string | null {
  const r = readingOf(text);
  const found = findAll(r, EMAIL, (m) => m.toLowerCase());
  return best(r.lines, found, /\be-?mail\b/i, customerName)?.value ?? null;
}

export function readUkPhone(text: string, customerName: string | null = null): string | null {
  const r = readingOf(text);
  const lines = r.lines;
  const found = findAll(r, PHONE, normaliseUkPhone);
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
  const r = readingOf(text);
  const found = findAll(r, POSTCODE, normalisePostcode);
  const chosen = best(r.lines, found, /\b(?:address|postcode|post code)\b/i, customerName);
  if (!chosen) return null;
  // The postcode's own run, and the runs above it in its column: a block beside it is another's.
  const runAt = (line: number) => {
    const row = r.cells[line] ?? [];
    const cell = row.length === 1 ? row[0] : row.find((c) => c.column === chosen.column);
    return cell && r.owners[line]?.[cell.column] !== 'other' ? cell.text : '';
  };
  const parts: string[] = [];
  const before = runAt(chosen.line).slice(0, chosen.index);
  const labelled = LABEL.test(before);
  const own = before
    .replace(LABEL, '')
    .replace(/[\s,]+$/, '')
    .trim();
  if (own && !OTHER_LABEL.test(before)) parts.push(own);
  if (!labelled || !own) {
    for (let i = chosen.line - 1; i >= Math.max(0, chosen.line - 3); i--) {
      const line = runAt(i);
      if (!line.trim() || DEALER_WORDS.test(line) || REGULATOR.test(line) || isPartyHeading(line)) break;
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
