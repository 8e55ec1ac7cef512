// The customer's name, read from the labelled fields and address blocks of dealer forms. Every
// candidate is scored by how sure its label makes us; the salesperson, the dealer and the finance
// company are named on the same forms and are turned away by their labels and by their wording.
import { normalisePostcode } from '../../../shared/uk-formats.ts';
import type { PageLayout } from './layout.ts';
import {
  normaliseLabel,
  type PlacedRun,
  placedRuns,
  runBeside,
  runsAbove,
  runsBelow,
} from './layout-queries.ts';
import { isCustomerSignatureLabel } from './signature-labels.ts';

const ROLE_WORDS =
  'customer|hirer|joint hirer|debtor|joint debtor|borrower|buyer|purchaser|policy ?holder|plan ?holder|account holder|client|applicant|registered keeper|keeper|consumer|lessee|owner';
const ROLE = `(?:${ROLE_WORDS})`;
const STRONG_LABELS: [RegExp, number][] = [
  [new RegExp(`^(?:full |customer )?names? of (?:the )?${ROLE}$`), 10],
  [new RegExp(`^(?:the )?${ROLE}(?: \\d)?(?: \\(\\w+\\))?(?: full)?(?: name| full name| surname)?$`), 9],
  [/^(?:sold|bill|invoice|invoiced|deliver|delivered|supplied|issued) to$/, 8],
  [/^(?:prepared for|agreement with|in the name of)$/, 7],
];
const PLAIN_NAME_LABEL = /^(?:full name|name|names|surname and forenames?|forenames? and surname)$/;
const PRINT_NAME_LABEL = /^(?:print(?:ed)? name|name \(print(?:ed)?\)|name in capitals|print)$/;

const CUSTOMER_CONTEXT = new RegExp(`\\b(?:${ROLE_WORDS}|your details)\\b`, 'i');
const OTHER_CONTEXT =
  /\b(?:creditor|dealer(?:ship)?|seller|supplier|lender|sales ?(?:person|executive|man|manager)|salesman|company|broker|witness|driver|introducer|garage|authori[sz]ed|manager|representative|advis[oe]r|on behalf|signed for|employee|staff)\b/i;
// Words after a name that show it is a member of staff: "Daniel Okafor, for Kestrel Vale Motors".
const STAFF_SUFFIX =
  /\b(?:manager|executive|sales|advis[oe]r|consultant|director|controller|administrator|officer|representative|for|on behalf|ltd|limited|plc|motors?|cars|group|dealer)\b/i;
const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|revd|reverend|master)\.?\s+/i;
const PARTICLE = /^(?:van|von|de|der|den|da|di|du|del|della|la|le|bin|binti|al|el|ap|ibn|dos|das|do|st\.?)$/i;
// Capitalised, possibly all capitals, hyphenated or with an apostrophe; or an initial.
const NAME_WORD = /^[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'’-]*\.?$/;
// Words that are never part of a person's name on these forms: company words, form words, places.
const NOT_A_NAME =
  /^(?:ltd|limited|plc|llp|llc|inc|co|company|motors?|cars?|group|garage|autos?|automotive|dealership|dealer|finance|financial|credit|bank|building|society|insurance|services?|trading|holdings|partners|leasing|centre|center|vehicles?|sales|customer|name|names|signature|date|address|registration|reg|details|print|telephone|tel|mobile|email|the|of|and|to|for|manager|agreement|total|price|plan|account|number|holder|hirer|debtor|buyer|seller|purchaser|make|model|not|applicable|n\/a|tbc|none|see|overleaf|above|below|street|road|avenue|lane|close|way|drive|house|flat|unit|court|park|estate|dear|sir|madam|yes|no)$/i;

export type NameCandidate = { name: string; score: number; order: number };

/** The customer's name as written, without a title; null when no label points to one. */
export function extractCustomerName(pages: PageLayout[]): string | null {
  const candidates = findNameCandidates(pages);
  return pickBest(candidates);
}

export function findNameCandidates(pages: PageLayout[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  const runs = placedRuns(pages);
  runs.forEach((p, order) => {
    const add = (raw: string | undefined, weight: number) => {
      if (weight <= 0 || !raw) return;
      const person = personName(raw);
      if (person) found.push({ name: person.name, score: weight + person.bonus, order });
    };
    const inline = p.run.text.match(/^([^:]{2,40}):\s*(.+)$/);
    if (inline) {
      add(cutAtNextLabel(inline[2]!), labelWeight(inline[1]!, p));
      return;
    }
    const weight = labelWeight(p.run.text, p);
    if (weight > 0) {
      const beside = runBeside(p);
      const before = found.length;
      if (beside) add(beside.text, weight);
      // A heading such as "Buyer" with the name and address printed under it.
      if (found.length === before) add(runsBelow(p, 30)[0]?.text, weight - 1);
      return;
    }
    if (TITLE.test(p.run.text) && isAddressBlock(p)) add(p.run.text, 6);
  });
  return found;
}

/** How strongly a label says "the customer's name follows"; 0 when it does not. */
function labelWeight(labelText: string, p: PlacedRun): number {
  const label = normaliseLabel(labelText);
  for (const [pattern, weight] of STRONG_LABELS) if (pattern.test(label)) return weight;
  if (PLAIN_NAME_LABEL.test(label)) {
    const context = sectionContext(p);
    return context === 'customer' ? 8 : context === 'other' ? 0 : 3;
  }
  if (PRINT_NAME_LABEL.test(label)) {
    const context = sectionContext(p);
    return context === 'customer' ? 8 : context === 'other' ? 0 : 2;
  }
  return 0;
}

/** Whose section a generic "Name" label sits in: the nearest heading or signature line above it. */
function sectionContext(p: PlacedRun): 'customer' | 'other' | 'unknown' {
  for (const run of runsAbove(p, 250)) {
    const text = run.text;
    if (text.length > 60) continue;
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

/** "Miss Aisha Rahman Address: 14 Cedarwood" → "Miss Aisha Rahman". */
function cutAtNextLabel(value: string): string {
  return value.split(/\s+(?=[A-Z][a-z]+(?: [a-z]+){0,3}:)/)[0]!;
}

/**
 * A person's name in `raw`, without its title, or null when it is not one (a company, a member of
 * staff, a form word). The bonus prefers full names to initials.
 */
export function personName(raw: string): { name: string; bonus: number } | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  const split = text.match(/^(.*?)(?:\s*[,(|]\s*|\s+[-–—]\s+)(.*)$/);
  if (split) {
    if (STAFF_SUFFIX.test(split[2]!)) return null;
    text = split[1]!;
  }
  text = text.replace(/^(?:mr|mrs|ms|miss|dr)\.?\s*(?:&|and)\s+(?=(?:mr|mrs|ms|miss|dr)\b)/i, ''); // "Mr & Mrs J Smith"
  text = text.split(/\s+(?:and|&)\s+/i)[0]!; // joint customers: the first named
  let hadTitle = false;
  while (TITLE.test(text)) {
    text = text.replace(TITLE, '');
    hadTitle = true;
  }
  text = text.replace(/[.,;:]+$/, '').trim();
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || (words.length === 1 && !hadTitle)) return null;
  if (/\d|@/.test(text)) return null;
  for (const word of words) {
    if (NOT_A_NAME.test(word.replace(/[.,]$/, ''))) return null;
    if (!NAME_WORD.test(word) && !PARTICLE.test(word)) return null;
  }
  const initialsOnly = words.slice(0, -1).every((w) => /^[A-Z]\.?$/.test(w));
  const bonus = (initialsOnly ? -3 : 0) + (words.length >= 2 && !initialsOnly ? 1 : 0);
  return { name: words.join(' '), bonus };
}

function pickBest(candidates: NameCandidate[]): string | null {
  const byName = new Map<string, NameCandidate & { count: number }>();
  for (const c of candidates) {
    const key = c.name.toLowerCase();
    const seen = byName.get(key);
    if (!seen) byName.set(key, { ...c, count: 1 });
    else {
      seen.count += 1;
      if (c.score > seen.score) seen.score = c.score;
    }
  }
  // A name the form repeats (beside the signature, in the header) is more likely the customer's.
  const ranked = [...byName.values()].map((c) => ({
    ...c,
    total: c.score + Math.min(2, 0.5 * (c.count - 1)),
  }));
  ranked.sort((a, b) => b.total - a.total || a.order - b.order);
  const best = ranked[0];
  return best && best.total >= 3 ? best.name : null;
}
