// Whose block of a document a piece of text sits in. Agreements print each party's details under its own
// heading ("The Creditor", "The Dealer", "The Hirer", "Your details"), one under another or side by side,
// and name regulators in their small print ("the Financial Ombudsman Service, Exchange Tower, London E14
// 9SR"). The customer's contact details come from the customer's block alone, never from another party's.
// Works on the reading's text: lines, and runs on a line separated by four spaces (layout.ts).

export type Owner = 'customer' | 'other' | null;
/** One run of a line: its text, its line and its place among the line's runs (the column, roughly). */
export type Cell = { text: string; line: number; column: number };

/** How many lines under its heading a party's block runs at most, when no other heading ends it first. */
const BLOCK_LINES = 9;

const CUSTOMER_ROLE =
  '(?:customer|hirer|buyer|purchaser|debtor|borrower|lessee|applicant|keeper|(?:policy|plan|account) ?holder)';
// "The Hirer", "Hirer 1", "Customer details", "Buyer's name and address", "Your details", "About you".
const CUSTOMER_HEADING = new RegExp(
  `^(?:the\\s+)?(?:(?:first|main)\\s+)?${CUSTOMER_ROLE}(?:\\s*\\(?1\\)?)?(?:['’]s)?(?:\\s+(?:details|information|name and address|address))?\\s*:?$|^(?:your details|about you|your name and address)\\s*:?$`,
  'i',
);
const OTHER_ROLE =
  '(?:creditor|lender|owner|dealer(?:ship)?|supplier|seller|vendor|(?:credit )?broker|intermediary|finance company|company|guarantor|(?:second|joint) (?:hirer|buyer|customer|applicant))';
// "The Creditor", "Dealer details", "Supplier:", "Credit broker", "Our details", "About us", "Complaints".
const OTHER_HEADING = new RegExp(
  `^(?:the\\s+)?${OTHER_ROLE}(?:['’]s)?(?:\\s+(?:details|information|name and address|address))?\\s*:?$|^(?:our details|about us|complaints?|regulator|regulatory information|financial ombudsman service)\\s*:?$`,
  'i',
);
// "Creditor: Northway Vehicle Credit plc" — the heading and its first value in one run.
const OTHER_LEAD = new RegExp(`^(?:the\\s+)?${OTHER_ROLE}\\s*:\\s*\\S`, 'i');
const CUSTOMER_LEAD = new RegExp(`^(?:the\\s+)?${CUSTOMER_ROLE}(?:\\s*\\(?1\\)?)?\\s*:\\s*\\S`, 'i');

/** Text naming a regulator or a complaints service: its address, phone and e-mail are never the customer's. */
export const REGULATOR =
  /\b(?:ombudsman|financial conduct authority|fca\b|information commissioner|ico\b|exchange tower|citizens advice|money ?helper|trading standards|dvla|companies house|registered (?:office|in england))/i;

/** Every line's runs with their line and column. */
export function cellsOf(lines: string[]): Cell[][] {
  return lines.map((text, line) =>
    text.split(/ {4,}/).map((cell, column) => ({ text: cell.trim(), line, column })),
  );
}

/** Whether a run is a party's heading ("The Hirer", "Creditor:"): where that party's block starts. */
export const isPartyHeading = (text: string) => headingOwner(text) !== undefined;

function headingOwner(text: string): Owner | undefined {
  if (text.length > 60) return undefined;
  if (CUSTOMER_HEADING.test(text) || CUSTOMER_LEAD.test(text)) return 'customer';
  if (OTHER_HEADING.test(text) || OTHER_LEAD.test(text)) return 'other';
  return undefined;
}

/**
 * The owner of each cell: the party whose heading stands over it in its column (or over the whole width,
 * for a heading alone on its line), within BLOCK_LINES lines; 'other' for a regulator's lines whatever
 * block they are in; null where no heading says.
 */
export function ownersOf(cells: Cell[][]): Owner[][] {
  // Per column, the owner and the line its heading was on; -1 for "every column".
  let wide: { owner: Owner; line: number } | null = null;
  const byColumn = new Map<number, { owner: Owner; line: number }>();
  return cells.map((row, line) => {
    const headings = row.map((c) => headingOwner(c.text));
    if (row.length === 1 && headings[0] !== undefined) {
      wide = { owner: headings[0], line };
      byColumn.clear();
    } else {
      headings.forEach((owner, column) => {
        if (owner !== undefined) byColumn.set(column, { owner, line });
      });
    }
    const regulator = REGULATOR.test(row.map((c) => c.text).join(' '));
    return row.map((_, column) => {
      if (regulator) return 'other';
      const own = byColumn.get(column);
      const from = own && (!wide || own.line >= wide.line) ? own : wide;
      return from && line - from.line <= BLOCK_LINES ? from.owner : null;
    });
  });
}
