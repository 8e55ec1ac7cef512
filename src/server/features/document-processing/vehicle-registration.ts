// The registration of the vehicle being sold. Dealer forms also print the part-exchange vehicle's
// registration, postcodes, agreement and stock numbers that look like registrations, so each
// candidate is scored by what labels it and which section it sits in.
import { normalisePostcode, normaliseRegistration } from '../../../shared/uk-formats.ts';
import type { PageLayout, TextRun } from './layout.ts';
import {
  normaliseLabel,
  type PlacedRun,
  placedRuns,
  runBeside,
  runsAbove,
  runsBelow,
} from './layout-queries.ts';

// Not preceded or followed by letters, digits or the joiners of reference numbers ("AMF-448120").
const B = '(?<![A-Za-z0-9/\\-])';
const E = '(?![A-Za-z0-9/\\-])';
/** Current (AB12 CDE), prefix (A123 BCD) and suffix (ABC 123D) marks: distinctive enough anywhere. */
const DATED_MARK = new RegExp(
  `${B}(?:[A-Z]{2}[0-9]{2} ?[A-Z]{3}|[A-Z][0-9]{1,3} ?[A-Z]{3}|[A-Z]{3} ?[0-9]{1,3}[A-Z])${E}`,
  'g',
);
/** Dateless and Northern Ireland marks (ABC 1234, 1234 AB): only trusted right beside a label. */
const DATELESS_MARK = new RegExp(`${B}(?:[A-Z]{1,3} ?[0-9]{1,4}|[0-9]{1,4} ?[A-Z]{1,3})${E}`, 'g');

// "Registration", "Reg. No.", "Vehicle Registration Mark", "VRM", "Reg/VRM", "Number plate"; not
// "First registered", "Registration date" or "Registration certificate (V5C)".
const REGISTRATION_LABEL =
  /^(?:(?:vehicle|car|your) )?(?:registration|reg|regn|vrm|vrn|number plate|index mark)\b(?!.*\b(?:date|first|keeper|certificate|document|v5c?|year|month|fee|tax)\b).{0,24}$/;
const PART_EXCHANGE =
  /part[\s-]?exchang|\bp\/?x\b|trade[\s-]?in|trad(?:ed|ing) in|vehicle being (?:traded|sold to us)|your (?:old|current|existing) vehicle|vehicle you are selling/i;
const VEHICLE_SOLD =
  /vehicle being (?:purchased|bought|supplied|sold to you)|vehicle (?:purchased|supplied|details|description)|the goods|^goods$|^vehicle$|your (?:new )?vehicle|vehicle you are buying/i;
// Labels whose values look like registrations but are references.
const REFERENCE_LABEL =
  /\b(?:no|number|ref|reference|account|tel|telephone|phone|mobile|fax|invoice|order|stock|agreement|certificate|policy|plan|deal|vin|chassis|postcode|sort code|frn|vat|job|customer|dealer|branch|engine|key)\b/;

type Candidate = { registration: string; score: number; order: number };

export function extractVehicleRegistration(pages: PageLayout[]): string | null {
  const candidates = findRegistrationCandidates(pages);
  const byMark = new Map<string, Candidate & { count: number }>();
  for (const c of candidates) {
    const seen = byMark.get(c.registration);
    if (!seen) byMark.set(c.registration, { ...c, count: 1 });
    else {
      seen.count += 1;
      seen.score = Math.max(seen.score, c.score);
    }
  }
  // The vehicle sold is named on most pages of a pack; a registration printed again gains a little.
  const ranked = [...byMark.values()].map((c) => ({
    ...c,
    total: c.score + Math.min(2, 0.5 * (c.count - 1)),
  }));
  ranked.sort((a, b) => b.total - a.total || a.order - b.order);
  const best = ranked[0];
  return best ? best.registration : null;
}

export function findRegistrationCandidates(pages: PageLayout[]): Candidate[] {
  const found: Candidate[] = [];
  const read = new Set<TextRun>(); // values already taken with their label
  placedRuns(pages).forEach((p, order) => {
    if (read.has(p.run)) return;
    const labelled = labelledValues(p);
    for (const { run, text, weight } of labelled) {
      read.add(run);
      for (const mark of marksIn(text, true)) {
        found.push({ registration: mark, score: weight + sectionScore(p), order });
      }
    }
    if (labelled.length > 0) return;
    const text = p.run.text;
    for (const match of text.matchAll(DATED_MARK)) {
      const mark = normaliseRegistration(match[0]);
      if (!mark || isPostcode(text, match.index, match[0])) continue;
      const before = text.slice(Math.max(0, match.index - 60), match.index);
      const label = valueLabel(p);
      if (label && REFERENCE_LABEL.test(label) && !REGISTRATION_LABEL.test(label)) continue;
      // "…, registration BV12 HLE" in a sentence, or a mark with nothing to say what it is.
      const weight = /\b(?:registration|reg\.?|vrm)\s*(?:no\.?|number|mark)?\s*:?\s*$/i.test(before) ? 8 : 2;
      const partExchange = PART_EXCHANGE.test(before) || PART_EXCHANGE.test(p.line.text.slice(0, 200));
      found.push({ registration: mark, score: weight + (partExchange ? -12 : sectionScore(p)), order });
    }
  });
  return found;
}

/** Values this run labels as a registration: beside it, inline after a colon, or under a heading. */
function labelledValues(p: PlacedRun): { run: TextRun; text: string; weight: number }[] {
  const inline = p.run.text.match(/^([^:]{2,40}):\s*(.+)$/);
  if (inline && REGISTRATION_LABEL.test(normaliseLabel(inline[1]!))) {
    return [{ run: p.run, text: inline[2]!, weight: 10 }];
  }
  if (!REGISTRATION_LABEL.test(normaliseLabel(p.run.text))) return [];
  const beside = runBeside(p, 200);
  if (beside && marksIn(beside.text, true).length > 0)
    return [{ run: beside, text: beside.text, weight: 10 }];
  // A column heading ("Registration" / "Mark") with the value in the row under it.
  const below = runsBelow(p, 40).slice(0, 3);
  const value = below.find((r) => marksIn(r.text, true).length > 0);
  return value ? [{ run: value, text: value.text, weight: 9 }] : [];
}

/** The label printed just left of this run on its line, if any. */
function valueLabel(p: PlacedRun): string | undefined {
  const previous: TextRun | undefined = p.line.runs[p.index - 1];
  return previous ? normaliseLabel(previous.text) : undefined;
}

function marksIn(text: string, trustDateless: boolean): string[] {
  const upper = text.toUpperCase();
  const marks: string[] = [];
  for (const pattern of trustDateless ? [DATED_MARK, DATELESS_MARK] : [DATED_MARK]) {
    for (const match of upper.matchAll(pattern)) {
      const mark = normaliseRegistration(match[0]);
      if (mark && !isPostcode(upper, match.index, match[0]) && !marks.includes(mark)) marks.push(mark);
    }
    if (marks.length > 0) break; // a dated mark beside the label beats a dateless reading
  }
  return marks;
}

/** "LS13 2QH" read as a dateless "LS13", or a whole postcode read as a mark. */
function isPostcode(text: string, index: number, match: string): boolean {
  if (normalisePostcode(match)) return true;
  const after = text.slice(index + match.length).match(/^ ?([0-9][A-Z]{2})(?![A-Za-z0-9])/);
  const before = text.slice(0, index).match(/([A-Z]{1,2}[0-9][A-Z0-9]?) ?$/);
  return (
    (after !== null && normalisePostcode(match + after[1]) !== null) ||
    (before !== null && normalisePostcode(before[1] + match) !== null)
  );
}

/** +4 in the section about the vehicle sold, −12 in the part-exchange section, else 0. */
function sectionScore(p: PlacedRun): number {
  if (PART_EXCHANGE.test(p.line.text.slice(0, Math.max(0, p.line.text.indexOf(p.run.text))))) return -12;
  for (const run of [...runsAbove(p, 160).filter((r) => r.text.length <= 50)]) {
    if (PART_EXCHANGE.test(run.text)) return -12;
    if (VEHICLE_SOLD.test(normaliseLabel(run.text))) return 4;
  }
  return 0;
}
