// The customer's name, read from the labelled fields and address blocks of dealer forms. Every
// candidate is scored by how sure its label makes us; the salesperson, the dealer and the finance
// company are named on the same forms and are turned away by their labels and by their wording.
// A second buyer ("Joint hirer", "Buyer 2") is kept apart: the customer is the first.
import { normalisePostcode } from '../../../shared/customers/uk-formats.ts';
import { dealerBuys, driverNamed, isTestDrive } from './label-context.ts';
import type { PageLayout, TextRun } from './layout.ts';
import {
  normaliseLabel,
  type PlacedRun,
  placedRuns,
  placeRun,
  runBeside,
  runsAbove,
  runsBelow,
} from './layout-queries.ts';
import { nameInPassing } from './name-in-passing.ts';
import {
  casedByGuess,
  companyNames,
  inNameOrder,
  spelledAsPrinted,
  spelledOut,
  withForename,
} from './name-spelling.ts';
import { personName } from './person-name.ts';
import { joinWrapped } from './reading-layout.ts';
import { isCustomerSignatureLabel } from './signature-labels.ts';

export { personName } from './person-name.ts';

const ROLE_WORDS =
  'customer|hirer|joint hirer|debtor|joint debtor|borrower|buyer|purchaser|policy ?holder|plan ?holder|warranty holder|account holder|client|applicant|proposer|insured|registered keeper|keeper|consumer|lessee|owner';
const ROLE = `(?:${ROLE_WORDS})`;
// A role named in the plural over its names ("Buyers", "Joint hirers").
const PLURAL_ROLE =
  /^(?:the )?(?:joint )?(?:customers|hirers|debtors|borrowers|buyers|purchasers|applicants|keepers|policyholders|lessees|owners)\s*:?$/i;
// A person's name as a form prints it in a column: with a title, or its surname in capitals.
const titledOrInCapitals = (text: string) =>
  /(?:^|\s|\()(?:mr|mrs|ms|miss|mx|dr)\b/i.test(text) || /(?:^|\s)\p{Lu}{2,}(?:\s|,|$)/u.test(text);
// How the form asks for the name to be written, after the label: "(block capitals)", "(please print)".
const HOW_TO_WRITE =
  '(?: \\((?:in )?(?:block )?(?:capitals|letters)\\)| \\((?:please )?print\\)| \\((?:surname|last name),? (?:forenames?|first names?)\\))?';
const STRONG_LABELS: [RegExp, number][] = [
  [new RegExp(`^(?:full |customer )?names? of (?:the )?(?:first |1st |main )?${ROLE}$`), 10],
  // "Hirer", "Buyer 1", "Hirer (Surname, Forenames)", "Customer full name", "First applicant", "Customer name
  // and address", "Customer details".
  [
    new RegExp(
      `^(?:the )?(?:first |1st |main |lead |primary )?${ROLE}s?(?: \\d)?(?: \\([\\w ,/&]{1,30}\\))?(?: full)?(?: name| full name| surname)?(?: and address| details)?${HOW_TO_WRITE}$`,
    ),
    9,
  ],
  // The form speaks to the customer: "Your name", "Your full name".
  [/^your (?:full )?names?$/, 8],
  [/^(?:sold|bill|invoice|invoiced|deliver|delivered|supplied|issued) to$/, 8],
  [/^(?:collected|received|accepted) by$/, 7],
  [/^(?:prepared for|agreement with|in the name of)$/, 7],
  // The person who signs for a company buyer.
  [/^(?:signing director|director signing|(?:authori[sz]ed )?signatory|signed by director)$/, 7],
];
// The second of two buyers: "Joint hirer", "Second customer", "Buyer 2", "Co-applicant".
const SECOND_ROLE = new RegExp(
  `^(?:joint|second|2nd|additional|co-?) ?${ROLE}|^${ROLE} (?:(?:2|two|b)\\b|\\(2\\))|^name of (?:the )?(?:joint|second) ${ROLE}`,
);
// "Title / name", "Title and full name": forms that ask for the title in the same box as the name.
const PLAIN_NAME_LABEL = new RegExp(
  `^(?:(?:title ?(?:/|and|&|,) ?)?(?:full name|name|names)|surname and forenames?|forenames? and surname)${HOW_TO_WRITE}$`,
);
const PRINT_NAME_LABEL = /^(?:print(?:ed)? name|name \(print(?:ed)?\)|name in capitals|print)$/;
const SURNAME_LABEL = /^(?:surname|last name|family name)$/;
const FORENAME_LABEL = /^(?:forenames?|first names?|given names?|christian names?)$/;

const CUSTOMER_CONTEXT = new RegExp(`\\b(?:${ROLE_WORDS}|your details)\\b`, 'i');
const OTHER_CONTEXT =
  /\b(?:creditor|dealer(?:ship)?|seller|supplier|lender|sales ?(?:person|executive|man|manager)|salesman|company|broker|witness|driver|introducer|garage|authori[sz]ed|manager|representative|advis[oe]r|on behalf|signed for|employee|staff|executive|(?:delivered|handed over|prepared|issued) by)\b/i;
const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|revd|reverend|master)\.?\s+/i;

// A name in running text is worth a weak label: read, never sure (nameConfidence gives 0.51 at most).
const IN_PASSING = 4;

export type NameCandidate = { name: string; score: number; order: number; second?: boolean };
export type Customers = { customerName: string | null; otherCustomers: string[]; confidence: number };

/** The customer's name as written, without a title; null when no label points to one. */
export function extractCustomerName(pages: PageLayout[]): string | null {
  return extractCustomers(pages).customerName;
}

/** The customer, any other buyers who sign with them, and how sure the reading is (0–1). */
export function extractCustomers(pages: PageLayout[]): Customers {
  const companies = companyNames(pages);
  // A "name" the document prints elsewhere as a company ("Harbour View Ltd") is the customer's business,
  // not the customer.
  const candidates = findNameCandidates(pages).filter((c) => !companies.has(c.name.toLowerCase()));
  const named = rank(candidates.filter((c) => !c.second));
  // No label names anyone: a titled name in running text, if it is the only one, is offered unsure.
  const inPassing = named.length === 0 ? nameInPassing(pages, (before) => OTHER_CONTEXT.test(before)) : null;
  const passing = inPassing && !companies.has(inPassing.name.toLowerCase()) ? inPassing : null;
  const main = passing ? rank([{ name: passing.name, score: IN_PASSING, order: 0 }]) : named;
  const best = main[0];
  // The whole text, joined once when a rule first asks for it (several do, on a long document).
  let joined: string | undefined;
  let collapsed: string | undefined;
  const text = () => {
    joined ??= pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n');
    return joined;
  };
  // And with every run of spaces and line breaks as one space, as a person reads a name across them.
  const printed = () => {
    collapsed ??= text().replace(/\s+/g, ' ');
    return collapsed;
  };
  const customerName =
    best && best.total >= 3
      ? inNameOrder(withForename(spelledAsPrinted(best.name, text), printed), printed, text)
      : null;
  const otherCustomers = rank(candidates.filter((c) => c.second))
    .filter((c) => c.total >= 3 && c.name.toLowerCase() !== customerName?.toLowerCase())
    // "Mr D & Mrs A Sharma" with "Anjali Sharma" printed elsewhere: the second buyer's forename spelled out too.
    .map((c) => withForename(spelledAsPrinted(c.name, text), printed))
    .slice(0, 3);
  const runnerUp = main.find((c) => c !== best)?.total ?? 0;
  // An initial for a forename ("S. Whitfield") scores lower (person-name.ts), so it is less sure.
  const confidence = nameConfidence(best?.total ?? 0, runnerUp);
  return {
    customerName,
    otherCustomers,
    confidence: customerName && casedByGuess(customerName, text) ? Math.min(confidence, 0.55) : confidence,
  };
}

/**
 * A strong label and no rival near it: sure; a weak label or a rival almost as good: ask the dealer.
 * Two different names scored alike are a guess between them, so the margin scales the whole of it.
 */
function nameConfidence(best: number, runnerUp: number): number {
  if (best < 3) return 0.3; // nothing found: the dealer types it in
  const strength = Math.min(1, (best - 2) / 8);
  const margin = Math.min(1, Math.max(0, best - runnerUp) / 4);
  return Math.round((0.35 + 0.65 * strength * margin) * 100) / 100;
}

export function findNameCandidates(pages: PageLayout[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  const runs = placedRuns(pages);
  const parts = new Map<string, { surname?: string; forenames?: string; order: number; second: boolean }>();
  // The dealer buying the customer's car ("We buy your car"): the customer is the seller.
  const buying = dealerBuys(pages);
  const testDrive = isTestDrive(pages);
  runs.forEach((p, order) => {
    // A value wrapped in a narrow cell reads whole when the whole is a name ("Mr Christopher" /
    // "Wainwright-Baptiste"), else as its first line (a name over an address).
    const add = (raw: string | undefined, given: Label, wrapped?: string, under?: TextRun) => {
      let label = given;
      if (label.weight <= 0 || !raw) return;
      // "CUSTOMER .... : LLEWELLYN, MR RHODRI G.": the colon after a leader opens the value.
      const cut = jointSeparators(cutAtNextLabel(raw.replace(/^\s*:\s*/, '')));
      const value = label.surnameFirst ? markSurnameFirst(cut) : cut;
      // Which word is the surname is unclear (the label asks for it first, the value is in ordinary case
      // with no comma and no surname in capitals): kept as printed, but the label's weight is not earned.
      const unclear = value === cut && !cut.includes(',') && !/\p{Lu}{3}/u.test(cut);
      if (label.surnameFirst && unclear) label = { ...label, weight: Math.min(label.weight, 4) };
      const person = (wrapped && personName(cutAtNextLabel(joinWrapped(raw, wrapped)))) || personName(value);
      if (!person) return;
      found.push({ name: person.name, score: label.weight + person.bonus, order, second: label.second });
      // "FITZGERALD, J. P. (Mr)" with "John Patrick Fitzgerald" on the row under it: the initials spelled out.
      const full = under && spelledOut(person.name, under.text);
      if (full)
        found.push({ name: full.name, score: label.weight + full.bonus, order, second: label.second });
      // "Mr Daniel Price and Mrs Jane Price": the second named buys too.
      // "Aleksander Example & Marta Example": two full names joined, with no titles, are two people too.
      // An address may follow the names on the line ("…and Owen Example, 3 Beeches Road").
      const names = value.replace(/,\s*(?:\d|flat\b|apartment\b|unit\b).*$/i, '');
      const partner = names.match(/\s(?:and|&)\s+(.+)$/i)?.[1];
      const other = partner && (TITLE.test(partner) || bothFullNames(names)) ? personName(partner) : null;
      if (other?.name.includes(' ')) {
        found.push({ name: other.name, score: label.weight + other.bonus, order, second: true });
      }
    };
    // "FAO Ms H. Pearce, Director" under a business customer's name: the person who deals and signs for it.
    const attention = FOR_THE_ATTENTION_OF.exec(p.run.text)?.[1];
    if (attention) {
      add(attention.replace(/,.*$/, ''), { weight: 7, second: false });
      return;
    }
    const inline = p.run.text.match(/^([^:]{2,40}):\s*(.+)$/);
    const labelText = inline ? inline[1]! : p.run.text;
    const part = namePart(labelText, p);
    if (part) {
      const value = inline ? inline[2] : runBeside(p)?.text;
      if (value && /^[\p{L}'’ -]+$/u.test(value)) {
        // The second buyer's boxes sit under a heading of their own ("Customer 2", "Joint hirer").
        const second = inSecondSection(p);
        const key = `${p.page.page}:${second}`;
        const entry = parts.get(key) ?? { order, second };
        entry[part] ??= value.trim();
        parts.set(key, entry);
      }
      return;
    }
    if (inline) {
      add(inline[2]!, labelWeight(inline[1]!, p, buying, testDrive), p.run.wrapped, rowUnder(p));
      return;
    }
    const label = labelWeight(wholeLabel(p), p, buying, testDrive);
    if (label.weight > 0) {
      const beside = runBeside(p) ?? runOnSameRow(p);
      const before = found.length;
      const placed = beside && placeRun(p.page, beside);
      if (beside) add(beside.text, label, beside.wrapped, placed ? rowUnder(placed) : undefined);
      // A heading such as "Buyer" with the name and address printed under it.
      const [under, next] = runsBelow(p, 45);
      if (found.length === before) {
        add(under?.text, { ...label, weight: label.weight - 1 }, under?.wrapped);
        // "Buyers" over two names, one a row: the second buys too.
        if (
          found.length > before &&
          PLURAL_ROLE.test(p.run.text.trim()) &&
          next &&
          titledOrInCapitals(next.text)
        )
          add(next.text, { ...label, weight: label.weight - 1, second: true });
      }
      return;
    }
    if (TITLE.test(p.run.text) && isAddressBlock(p)) add(p.run.text, { weight: 6, second: false });
  });
  // Forms that ask for surname and forenames in separate boxes.
  for (const { surname, forenames, order, second } of parts.values()) {
    if (!surname || !forenames) continue;
    const person = personName(`${forenames} ${surname}`);
    if (person) found.push({ name: person.name, score: 8 + person.bonus, order, second });
  }
  return found;
}

/** The run on the next row in the same column, starting where `p` starts: what a cell prints under its value. */
function rowUnder(p: PlacedRun): TextRun | undefined {
  const next = runsBelow(p, p.run.fontSize * 2.2)[0];
  return next && Math.abs(next.x - p.run.x) <= 3 ? next : undefined;
}

const TITLE_AHEAD = '(?=(?:mr|mrs|ms|miss|mx|dr)\\.?\\s)';

/**
 * Two titled people set apart by a slash, a semicolon or a comma ("Mr John SMITH / Mrs Jane SMITH") are
 * joined by "and", as forms more often print them; a comma only when a title opens the value too, since
 * "HOLLOWAY, Mrs Megan" is one person, surname first.
 */
function jointSeparators(value: string): string {
  const joined = value.replace(new RegExp(`\\s*[/;]\\s*${TITLE_AHEAD}`, 'gi'), ' and ');
  return TITLE.test(joined) ? joined.replace(new RegExp(`,\\s*${TITLE_AHEAD}`, 'gi'), ' and ') : joined;
}

/** Two names of two words or more each, every word capitalised, joined by "and" or "&". */
function bothFullNames(value: string): boolean {
  const halves = value.split(/\s+(?:and|&)\s+/i);
  const fullName = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u;
  return halves.length === 2 && halves.every((h) => fullName.test(h.trim()));
}

/** `surnameFirst`: the label asks for the surname before the forenames ("Hirer (Surname, Forenames)"). */
type Label = { weight: number; second: boolean; surnameFirst?: boolean };

const SURNAME_FIRST =
  /\b(?:surname|last name|family name)\b.{0,6}\b(?:forenames?|first names?|given names?|christian names?)\b/;

/**
 * "WHITFIELD SARAH JANE" under a label asking for the surname first has no comma to say so: one is put
 * after the surname. Only for a value all in capitals, where the case of its words cannot say which is
 * the surname; a title before it is kept, after the name.
 */
function markSurnameFirst(value: string): string {
  if (value.includes(',')) return value;
  const title = value.match(TITLE)?.[0] ?? '';
  const rest = value.slice(title.length).trim();
  const words = rest.split(/\s+/);
  if (words.length < 2 || rest !== rest.toUpperCase()) return value;
  return `${words[0]}, ${words.slice(1).join(' ')}${title ? ` (${title.trim()})` : ''}`;
}

/** "Surname" or "Forenames" in the customer's part of a form (not the salesperson's). */
function namePart(labelText: string, p: PlacedRun): 'surname' | 'forenames' | undefined {
  const label = normaliseLabel(labelText);
  const part = SURNAME_LABEL.test(label) ? 'surname' : FORENAME_LABEL.test(label) ? 'forenames' : undefined;
  return part && sectionContext(p) !== 'other' ? part : undefined;
}

// A heading naming the first customer ("Customer 1", "Hirer", "First applicant") ends the search upwards.
const FIRST_ROLE = new RegExp(`^(?:the )?(?:first |1st |main )?${ROLE}s?(?: 1| one| \\(1\\)| details)?$`);

/** Whether a surname or forenames box sits in the second buyer's section, by the nearest role heading above. */
function inSecondSection(p: PlacedRun): boolean {
  for (const run of runsAbove(p, 250)) {
    const text = normaliseLabel(run.text);
    if (text.length > 40) continue;
    if (SECOND_ROLE.test(text)) return true;
    if (FIRST_ROLE.test(text)) return false;
  }
  return false;
}

const FOR_THE_ATTENTION_OF = /^(?:FAO|F\.A\.O\.|for the attention of|attn\.?)[:\s]\s*(.+)$/i;

/** How strongly a label says "the customer's name follows" (0 when it does not), and whose. */
// "Seller", "Vendor's name": the customer when the dealer buys; otherwise the dealer or someone else.
// Joint keepers selling are numbered: "Seller 1", "Vendor (2)".
const SELLER_LABEL = /^(?:the )?(?:seller|vendor)s?(?: name| full name)?(?: ?\(?([1-4])\)?)?$/;

// "Sellers (registered keepers)": whoever buys, a seller the brackets name as the keeper is the customer.
const SELLER_AS_CUSTOMER = new RegExp(`^(?:the )?(?:seller|vendor)s? \\((?:the )?${ROLE}s?\\)$`);

function labelWeight(labelText: string, p: PlacedRun, buying: boolean, testDrive: boolean): Label {
  const label = normaliseLabel(labelText);
  // On a test drive or a demonstrator's loan, the drivers named are the customers.
  const driver = testDrive ? driverNamed(label) : null;
  if (driver) return { weight: 9, second: driver.second };
  const seller = buying ? SELLER_LABEL.exec(label) : null;
  if (seller) return { weight: 9, second: seller[1] !== undefined && seller[1] !== '1' };
  if (SELLER_AS_CUSTOMER.test(label)) return { weight: 9, second: false };
  const found = roleLabelWeight(label, p, buying, testDrive);
  return SURNAME_FIRST.test(label) ? { ...found, surnameFirst: true } : found;
}

function roleLabelWeight(label: string, p: PlacedRun, buying: boolean, testDrive: boolean): Label {
  const second = SECOND_ROLE.test(label);
  if (second) return { weight: 9, second };
  for (const [pattern, weight] of STRONG_LABELS) if (pattern.test(label)) return { weight, second };
  if (PLAIN_NAME_LABEL.test(label)) {
    const context = sectionContext(p, buying, testDrive);
    // A joint applicant's details repeat the first one's labels under a heading of their own.
    const inSecond = context === 'customer' && inSecondSection(p);
    return { weight: context === 'customer' ? 8 : context === 'other' ? 0 : 3, second: inSecond };
  }
  if (PRINT_NAME_LABEL.test(label)) {
    const context = sectionContext(p, buying, testDrive);
    return { weight: context === 'customer' ? 8 : context === 'other' ? 0 : 2, second };
  }
  return { weight: 0, second };
}

const DRIVER_HEADING = /^(?:the )?(?:main |lead |first )?driver(?:['’]?s)?(?: details)?:?$/i;

// "SELLER", "Seller's details": the customer's section when the dealer buys the car.
const SELLER_HEADING = /^(?:the )?(?:seller|vendor)(?:['’]?s)?(?: details)?:?$/i;

/**
 * Whose section a generic "Name" label sits in: the nearest heading or signature line above it. `buying`:
 * the dealer buys the car, so the seller is the customer.
 */
function sectionContext(p: PlacedRun, buying = false, testDrive = false): 'customer' | 'other' | 'unknown' {
  for (const run of runsAbove(p, 250)) {
    const text = run.text;
    if (text.length > 60) continue;
    if (buying && SELLER_HEADING.test(text.trim())) return 'customer';
    // On a test drive or a demonstrator's loan, the driver's details are the customer's.
    if (testDrive && DRIVER_HEADING.test(text.trim())) return 'customer';
    if (/sign/i.test(text)) return isCustomerSignatureLabel(text) ? 'customer' : 'other';
    if (OTHER_CONTEXT.test(text)) return 'other';
    if (CUSTOMER_CONTEXT.test(text)) return 'customer';
  }
  return 'unknown';
}

/** A titled name with a postcode within the next few lines under it: an addressee block. */
function isAddressBlock(p: PlacedRun): boolean {
  return runsBelow(p, 70)
    .slice(0, 6)
    .some((r) => normalisePostcode(r.text) !== null || /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(r.text));
}

/**
 * A label wrapped in a narrow column ("Hirer (SURNAME," over "Forenames)"): a bracket left open goes
 * on in the run just under it, in the same column, that closes it.
 */
function wholeLabel(p: PlacedRun): string {
  const text = p.run.text;
  if (!/\([^)]*$/.test(text)) return text;
  const next = runsBelow(p, p.run.fontSize * 1.6)[0];
  return next && /^[^()]{1,30}\)$/.test(next.text) ? `${text} ${next.text}` : text;
}

/**
 * The value right of a label whose baseline is a little off the label's (a scan's words, a filled
 * form's field set lower in its box), so that the two were not put on one line: the nearest run that
 * starts after the label, on a line less than half the label's size away.
 */
function runOnSameRow(p: PlacedRun): TextRun | undefined {
  const end = p.run.x + p.run.width;
  const slack = p.run.fontSize * 0.45;
  return p.page.lines
    .filter((l) => l !== p.line && Math.abs(l.y - p.run.y) <= slack)
    .flatMap((l) => l.runs)
    .filter((r) => r.x >= end && r.x - end <= 320)
    .sort((a, b) => a.x - b.x)[0];
}

// Personal details a form prints after the name in the same cell, with or without a colon.
const DETAIL_AFTER_NAME =
  /\s+(?=(?:date of birth|d\.?o\.?b\.?|born|tel(?:ephone)?|mobile|e-?mail|postcode)\b)/i;

// "Mr John Example of 14 High Street, Leeds": an agreement's parties are named with their addresses.
const ADDRESS_AFTER_NAME = /\s+of\s+(?=\d|(?:flat|unit|apartment|suite)\s)/i;
// A reference printed after the name without a colon: "Mr A EXAMPLE Quote ref HQ-55213", "… Agreement no 4471".
const REFERENCE_AFTER_NAME =
  /\s+(?=(?:\p{Lu}\p{Ll}+ )?(?:[Rr]ef(?:erence)?|[Nn]o|[Nn]umber)\.?:?\s+[\p{L}\d/-]*\d)/u;

/**
 * "Miss Aisha Rahman Address: 14 Cedarwood" → "Miss Aisha Rahman"; "TREMAYNE, Jory (Mr) Date of birth
 * 02/05/1979" → "TREMAYNE, Jory (Mr)"; "Mr A Example · Ref 12" → "Mr A Example".
 */
function cutAtNextLabel(value: string): string {
  // "Ms H K SANDHU (Harpreet Kaur Sandhu) · Quotation Q-118": a dot or bar between fields ends the name.
  return value
    .split(/\s+[·•|]\s+/)[0]!
    .split(/\s+(?=[A-Z][a-z]+(?: [a-z]+){0,3}:)/)[0]!
    .split(DETAIL_AFTER_NAME)[0]!
    .split(REFERENCE_AFTER_NAME)[0]!
    .split(ADDRESS_AFTER_NAME)[0]!;
}

/** Candidates merged by name: a name the form repeats (beside the signature, in the header) gains. */
function rank(candidates: NameCandidate[]): (NameCandidate & { total: number })[] {
  const byName = new Map<string, NameCandidate & { count: number }>();
  for (const c of candidates) {
    const key = c.name.toLowerCase();
    const seen = byName.get(key);
    if (!seen) byName.set(key, { ...c, count: 1 });
    else {
      seen.count += 1;
      if (c.score > seen.score) seen.score = c.score;
      // "MEGAN HOLLOWAY" in a box for capitals and "Megan Holloway" elsewhere: show the latter.
      if (seen.name === seen.name.toUpperCase() && c.name !== c.name.toUpperCase()) seen.name = c.name;
    }
  }
  // "S. Whitfield" in the signing block and "Sarah Whitfield" at the top are one person: the initial
  // counts for the full name.
  for (const [key, c] of byName) {
    const initial = c.name.match(/^(\p{Lu})\. (?:\p{Lu}\. )*(.+)$/u);
    if (!initial) continue;
    const full = [...byName.values()].find(
      (o) =>
        o !== c &&
        !/^\p{Lu}\./u.test(o.name) &&
        o.name.startsWith(initial[1]!) &&
        o.name.endsWith(` ${initial[2]}`),
    );
    if (!full) continue;
    full.count += c.count;
    byName.delete(key);
  }
  const ranked = [...byName.values()].map((c) => ({
    ...c,
    total: c.score + Math.min(2, 0.5 * (c.count - 1)),
  }));
  return ranked.sort((a, b) => b.total - a.total || a.order - b.order);
}
