// The registration of the vehicle being sold. Dealer forms also print the part-exchange vehicle's
// registration, postcodes, agreement and stock numbers that look like registrations, so each
// candidate is scored by what labels it and which section it sits in.
import { normaliseRegistration } from '../../../shared/customers/uk-formats.ts';
import { dealerBuys } from './label-context.ts';
import type { PageLayout, TextRun } from './layout.ts';
import {
  normaliseLabel,
  type PlacedRun,
  placedRuns,
  placeRun,
  runBeside,
  runsAbove,
  runsBelow,
  sameColumn,
} from './layout-queries.ts';
import { isPostcode } from './postcode-shapes.ts';

// Not preceded or followed by letters, digits or the joiners of reference numbers ("AMF-448120").
const B = '(?<![A-Za-z0-9/\\-])';
const E = '(?![A-Za-z0-9/\\-])';
/**
 * Current (AB12 CDE), prefix (A123 BCD, Q412 FEH) and suffix (ABC 123D) marks: distinctive enough
 * anywhere.
 */
const DATED_MARK = new RegExp(
  `${B}(?:[A-Z]{2}[0-9]{2} ?[A-Z]{3}|[A-Z][0-9]{1,3} ?[A-Z]{3}|[A-Z]{3} ?[0-9]{1,3}[A-Z])${E}`,
  'g',
);
/** Beside a label a plate may be spaced as on a cherished plate: "K 7 ABC", "ABC 12 D". */
const SPACED_MARK = new RegExp(`${B}(?:[A-Z] [0-9]{1,3} ?[A-Z]{3}|[A-Z]{3} ?[0-9]{1,3} [A-Z])${E}`, 'g');
/**
 * Dateless and Northern Ireland marks (ABC 1234, 1 ABC, LAZ 4821): trusted only as the whole value
 * beside a label, because model names ("X1", "A45") and door counts ("3DR") have the same shape.
 */
const DATELESS_MARK = /^(?:[A-Z]{1,3} ?[0-9]{1,4}|[0-9]{1,4} ?[A-Z]{1,3})$/;
const NOT_DATELESS = /^[0-9] ?D(?:R|OOR)?$|^[0-9]{1,4} ?(?:CC|BHP|PS|KW|HP|MPH|MPG|KG|MM|CM)$/;
const PREFIX_SHAPE = /^[A-Z][0-9]{1,3}[A-Z]{3}$/;
// "Previous registration: FE19 WRK": the vehicle's old mark after a cherished plate went on.
const PREVIOUS =
  /\b(?:previous|former|old|original|prior|retained|replaced)\s+(?:registration|reg|vrm|mark|number plate|plate)\b|previous keeper|transferred from/i;
// The line that describes the vehicle: "Vehicle: Ford Puma 1.0 …, YD68 PZR, 31,200 miles".
const VEHICLE_LINE =
  /^(?:the )?(?:vehicle|goods|car|vehicle description|description of goods|make and model|make \/ model|vehicle details|vehicle purchased)\s*:/i;

// "Registration", "Reg. No.", "Vehicle Registration Mark", "VRM", "Reg/VRM", "Number plate"; not
// "First registered", "Registration date" or "Registration certificate (V5C)".
const REGISTRATION_LABEL =
  /^(?:(?:vehicle|car|your) )?(?:registration|reg|regn|vrm|vrn|number plate|index mark)\b(?!.*\b(?:date|first|keeper|certificate|document|v5c?|year|month|fee|tax)\b).{0,24}$/;
// Another vehicle the paperwork names: the part exchange, and a courtesy, loan or replacement car lent
// while the sold one is prepared or repaired, and the car the new one replaces ("Vehicle being replaced");
// its plate is labelled "Registration" too.
const PART_EXCHANGE =
  /(?:courtesy|loan|loaned|replacement|temporary|hire) (?:car|vehicle)|previous vehicle|part[\s-]?exchang|\bpart[\s-]?ex\b|\bp\/?x\b|trade[\s-]?in|trad(?:ed|ing) in|vehicle being (?:traded|exchanged|sold to us)|(?:vehicle|car) (?:being |to be )?replaced|your (?:old|current|existing) vehicle|vehicle you are selling|outgoing vehicle/i;
// The car the customer hands in, as against a courtesy or loan car.
const TAKEN_IN =
  /part[\s-]?exchang|\bpart[\s-]?ex\b|\bp\/?x\b|trade[\s-]?in|trad(?:ed|ing) in|vehicle being (?:traded|exchanged|sold to us)|your (?:old|current|existing) vehicle|vehicle you are selling|outgoing vehicle/i;
// A title that makes the car handed in the document's subject: "Part-Exchange Appraisal", "Trade-in Agreement".
const TAKEN_IN_TITLE = /\b(?:agreement|appraisal|valuation|declaration|form|contract|purchase|inspection)\b/i;
const VEHICLE_SOLD =
  /vehicle being (?:purchased|bought|supplied|sold to you)|vehicle (?:purchased|supplied|details|description)|the goods|^goods$|^vehicle$|your (?:new )?vehicle|vehicle you are buying/i;
// A reference named just before a value in the same run: "Order No: AB12 CDE", "Stock ref AB12CDE".
const REFERENCE_BEFORE =
  /\b(?:order|invoice|stock|account|acct|ref|reference|job|quote|quotation|deal|agreement|policy|plan|customer|cust|dealer|proposal|booking|receipt|transaction|po|case|claim|file)\b(?:\s*(?:no|number|ref|reference|id|code))?\.?\s*[:#-]?\s*$/i;
// A column heading naming a reference ("Order number", "Stock No."): not a title or a section's name.
const HEADING_REFERENCE = /\b(?:no|number|ref|reference|order|invoice|stock|account|job|quote|po|id)\b/;
// Labels whose values look like registrations but are references.
const REFERENCE_LABEL =
  /\b(?:no|number|ref|reference|account|tel|telephone|phone|mobile|fax|invoice|order|stock|agreement|certificate|policy|plan|deal|vin|chassis|postcode|sort code|frn|vat|job|customer|dealer|branch|engine|key)\b/;

/**
 * `labelled`: a registration label, a vehicle line or the word "registration" names it; an unlabelled
 * plate-shaped value is never trusted on its own. `decoy`: a plate-shaped value the document shows as
 * something else (a reference, the part-exchange vehicle, an old mark).
 */
type Candidate = {
  registration: string;
  score: number;
  order: number;
  labelled: boolean;
  decoy?: boolean;
  /** Shown only as a reference: never the answer, even with nothing else. */
  reference?: boolean;
  /** Only ever under a label that names a reference too ("Reg / Stock No."): which of the two it is, is unsure. */
  mixed?: boolean;
};

// Reference words beside "registration" in one label: the value may be either.
const MIXED_LABEL = /\b(?:stock|order|invoice|account|agreement|ref|reference|job|deal|policy|plan)\b/;

export function extractVehicleRegistration(pages: PageLayout[]): string | null {
  return readVehicleRegistration(pages).registration;
}

/** The registration of the vehicle sold and how sure the reading is (0–1). */
export function readVehicleRegistration(pages: PageLayout[]): {
  registration: string | null;
  confidence: number;
} {
  const ranked = rankRegistrations(pages);
  // A car ordered from the factory has no mark yet: the part exchange's plate is then not its own.
  const best =
    ranked.find((c) => !c.decoy) ?? (markNotYetIssued(pages) ? undefined : ranked.find((c) => !c.reference));
  if (!best) return { registration: null, confidence: 0.3 };
  const runnerUp = Math.max(0, ranked.find((c) => c !== best)?.total ?? 0);
  const strength = Math.min(1, Math.max(0, best.total - 1) / 8);
  // A rival almost as good makes the answer a guess between two: the margin scales all of it.
  const margin = Math.min(1, Math.max(0, best.total - runnerUp) / 5);
  let confidence = Math.round((0.35 + 0.65 * strength * margin) * 100) / 100;
  // Confidence is earned by a label: a plate-shaped value nothing names, or one chosen beside decoys
  // (references, the part-exchange vehicle) without a registration label of its own, is the dealer's to confirm.
  const decoys = ranked.some((c) => c.decoy && c !== best);
  if (!best.labelled || best.decoy || best.mixed || (decoys && best.score < 9))
    confidence = Math.min(confidence, 0.5);
  return { registration: best.registration, confidence };
}

// "Registration no: TO BE ALLOCATED ON REGISTRATION", "Reg: TBA", "Registration mark: to follow".
const NOT_YET_ISSUED =
  /\b(?:registration|reg)(?:\.|istration)?\s*(?:no\.?|number|mark)?\s*[:-]?\s*(?:to be (?:allocated|advised|confirmed|issued)|t\.?b\.?[ac]\.?\b|to follow|not yet (?:registered|issued|allocated)|awaiting registration|unregistered)/i;

/** Whether the document says the car sold has no registration mark yet. */
function markNotYetIssued(pages: PageLayout[]): boolean {
  return pages.some((p) => p.lines.some((l) => NOT_YET_ISSUED.test(l.text)));
}

function rankRegistrations(pages: PageLayout[]) {
  const candidates = findRegistrationCandidates(pages);
  const byMark = new Map<string, Candidate & { count: number }>();
  for (const c of candidates) {
    const seen = byMark.get(c.registration);
    if (!seen) byMark.set(c.registration, { ...c, count: 1 });
    else {
      seen.count += 1;
      if (c.score > seen.score) {
        seen.score = c.score;
        seen.labelled = c.labelled;
      }
      // A decoy only if it is never shown as the vehicle sold (dealers use the mark as a stock reference).
      seen.decoy = seen.decoy && c.decoy;
      seen.reference = seen.reference && c.reference;
      seen.mixed = seen.mixed && c.mixed;
    }
  }
  // The vehicle sold is named on most pages of a pack; a registration printed again gains a little.
  const ranked = [...byMark.values()].map((c) => ({
    ...c,
    total: c.score + Math.min(2, 0.5 * (c.count - 1)),
  }));
  return ranked.sort((a, b) => b.total - a.total || a.order - b.order);
}

export function findRegistrationCandidates(pages: PageLayout[]): Candidate[] {
  const found: Candidate[] = [];
  // On a part-exchange appraisal or agreement, or when the dealer buys, the car handed in is what the
  // document is about: its section is no decoy. The car sold still wins where it has a labelled section.
  const takenIn = takenInIsSubject(pages);
  const otherCar = (text: string, otherwise: number) =>
    PART_EXCHANGE.test(text) ? (takenIn && TAKEN_IN.test(text) ? 0 : -12) : otherwise;
  const sectionScore = (p: PlacedRun) => sectionOf(p, takenIn);
  const read = new Set<TextRun>(); // values already taken with their label
  placedRuns(pages).forEach((p, order) => {
    if (read.has(p.run)) return;
    const labelled = labelledValues(p);
    for (const { run, text, weight } of labelled) {
      read.add(run);
      // The section is the label's and the value's: a table's heading row says "Registration", the
      // row the value sits in says whether it is the part exchange.
      const value = run === p.run ? p : placeRun(p.page, run);
      // The label itself may say whose plate it is: "Registration (part exchange)", "Courtesy car reg".
      const labelText = run === p.run ? p.run.text.slice(0, p.run.text.indexOf(':')) : p.run.text;
      const own = otherCar(labelText, PREVIOUS.test(labelText) ? -10 : 0);
      const context = Math.min(own, sectionScore(p), value ? sectionScore(value) : 0);
      const section = context < 0 ? context : Math.max(sectionScore(p), value ? sectionScore(value) : 0);
      const mixed = MIXED_LABEL.test(normaliseLabel(labelText));
      for (const mark of marksIn(text, true)) {
        found.push({
          registration: mark,
          score: weight + section,
          order,
          labelled: true,
          decoy: section < 0,
          ...(mixed ? { mixed } : {}),
        });
      }
    }
    if (labelled.length > 0) return;
    const text = withMarkWrapped(p);
    for (const match of text.matchAll(DATED_MARK)) {
      const mark = normaliseRegistration(match[0]);
      if (!mark || isPostcode(text, match.index, match[0])) continue;
      // A sentence wrapped at the line's end goes on here: "Loan car during test" / "drive: DX20 LOA."
      const before = `${match.index < 60 ? sentenceAbove(p) : ''}${text.slice(Math.max(0, match.index - 60), match.index)}`;
      const label = valueLabel(p);
      const heading = label === undefined ? headingOver(p) : undefined;
      const named = /\b(?:registration|reg\.?|vrm)\s*(?:no\.?|number|mark)?\s*:?\s*$/i.test(before);
      // "… Enyaq 85, stock DY71 RCX": a dealer's stock number shaped like a current plate is most often the
      // car's own plate, so it is read, unsure, rather than thrown away like an order or invoice number.
      if (!named && STOCK_BEFORE.test(before) && /^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$/.test(match[0])) {
        found.push({ registration: mark, score: 2, order, labelled: false, mixed: true });
        continue;
      }
      const reference =
        !named &&
        ((label !== undefined && REFERENCE_LABEL.test(label) && !REGISTRATION_LABEL.test(label)) ||
          (heading !== undefined && HEADING_REFERENCE.test(heading)) ||
          REFERENCE_BEFORE.test(before));
      if (reference) {
        found.push({ registration: mark, score: -12, order, labelled: false, decoy: true, reference: true });
        continue;
      }
      // "…, registration BV12 HLE" in a sentence, or a mark with nothing to say what it is.
      const labelled = /\b(?:registration|reg\.?|vrm)\s*(?:no\.?|number|mark)?\s*:?\s*$/i.test(before);
      const besideLabel = label !== undefined && REGISTRATION_LABEL.test(label);
      // "Mercedes-Benz A180 AMG Line": a prefix-shaped mark with the model's words going on after it is a
      // model name (A180, C220 CDI), not the plate, unless a registration label names it.
      const modelName =
        !labelled &&
        !besideLabel &&
        PREFIX_SHAPE.test(mark) &&
        /^ +[A-Za-z]/.test(text.slice(match.index + match[0].length));
      // The vehicle's line, its label inline ("Vehicle: Ford Focus …, AB12 CDE") or in the cell before it; or
      // the field of it the mark is in, where a dot or bar sets fields apart ("Our ref: … · Vehicle: …, AB12 CDE").
      const field = text
        .slice(0, match.index)
        .split(/\s[·•|]\s/)
        .at(-1)!;
      const vehicleLine =
        VEHICLE_LINE.test(text) ||
        VEHICLE_LINE.test(field) ||
        (label !== undefined && VEHICLE_LINE.test(`${label}:`));
      const weight = (labelled || besideLabel ? 8 : vehicleLine ? 7 : 2) - (modelName ? 4 : 0);
      const previous = PREVIOUS.test(before.slice(-40));
      const inLine = PART_EXCHANGE.test(before) ? before : p.line.text.slice(0, 200);
      const context = otherCar(inLine, previous ? -10 : sectionScore(p));
      found.push({
        registration: mark,
        score: weight + context,
        order,
        labelled: weight >= 7,
        decoy: context < 0,
      });
    }
    // "Re: Ford Focus, registration 1234 AB." — a dateless or Northern Ireland mark is trusted in a
    // sentence only as the whole phrase the word "registration" introduces.
    const sentence = text.match(
      /\b(?:registration|reg\.?|vrm)\s*(?:no\.?|number|mark)?\s*:?\s+([A-Z0-9]{1,4} ?[A-Z0-9]{1,4})\s*(?:[,.;)]|$)/,
    );
    if (sentence && !found.some((f) => f.order === order)) {
      for (const mark of marksIn(sentence[1]!, true)) {
        const context = otherCar(text.slice(0, sentence.index), sectionScore(p));
        found.push({ registration: mark, score: 7 + context, order, labelled: true, decoy: context < 0 });
      }
    }
  });
  return found;
}

/** Values this run labels as a registration: beside it, inline after a colon, or under a heading. */
function labelledValues(p: PlacedRun): { run: TextRun; text: string; weight: number }[] {
  const inline = p.run.text.match(/^([^:]{2,40}):\s*(.+)$/);
  if (inline && REGISTRATION_LABEL.test(normaliseLabel(inline[1]!))) {
    return [{ run: p.run, text: whole(p.run, inline[2]!), weight: 10 }];
  }
  if (!REGISTRATION_LABEL.test(normaliseLabel(p.run.text))) return [];
  const beside = runBeside(p, 320);
  if (beside && marksIn(whole(beside), true).length > 0)
    return [{ run: beside, text: whole(beside), weight: 10 }];
  // A column heading ("Registration" / "Mark") with the value in the row under it.
  const below = runsBelow(p, 40).slice(0, 3);
  const value = below.find((r) => marksIn(whole(r), true).length > 0);
  return value ? [{ run: value, text: whole(value), weight: 9 }] : [];
}

/**
 * A line of prose that breaks inside a plate ("…, registration EY23" / "KRM, 18,402 miles"), as a word
 * processor wraps a table's description cell: the plate's second half from the next line, read with it.
 */
function withMarkWrapped(p: PlacedRun): string {
  const text = p.run.text;
  if (!/\b[A-Z]{2}\d{2}$/.test(text)) return text;
  const next = runsBelow(p, p.run.fontSize * 1.6)[0];
  return next && Math.abs(next.x - p.run.x) <= 2 && /^[A-Z]{3}\b/.test(next.text)
    ? `${text} ${next.text}`
    : text;
}

/** A plate wrapped in a narrow cell ("YJ19" / "KXU") read whole when the whole is a dated mark. */
function whole(run: TextRun, text = run.text): string {
  if (!run.wrapped) return text;
  const joined = `${text} ${run.wrapped}`;
  const dated = (t: string) => new RegExp(DATED_MARK.source).test(t.toUpperCase());
  return dated(joined) && !dated(text) ? joined : text;
}

/** A column heading just over this run (a table's heading row), normalised, if any. */
function headingOver(p: PlacedRun): string | undefined {
  const over = runsAbove(p, 30)[0];
  // A heading is a few words, not a value: "Order No.", never "Tel: 01377 240118".
  return over && /^[^\d:]{2,30}:?$/.test(over.text) ? normaliseLabel(over.text) : undefined;
}

const STOCK_BEFORE = /\bstock\s*(?:no|number|ref|reference)?\.?\s*[:#-]?\s*$/i;

/**
 * The end of the line above when this run opens its line and goes on that line's sentence (same left edge,
 * the next line down, no full stop or colon at its end); else nothing.
 */
function sentenceAbove(p: PlacedRun): string {
  if (p.index !== 0) return '';
  const above = p.page.lines
    .filter((l) => l.y > p.run.y + 1 && l.y - p.run.y <= p.run.fontSize * 1.8)
    .sort((a, b) => a.y - b.y)[0];
  const first = above?.runs[0];
  if (!above || !first || Math.abs(first.x - p.run.x) > 3 || /[.:;!?]\s*$/.test(above.text)) return '';
  return `${above.text.slice(-60)} `;
}

/** The label printed just left of this run on its line, if any. */
function valueLabel(p: PlacedRun): string | undefined {
  const previous: TextRun | undefined = p.line.runs[p.index - 1];
  // A label is words ("Stock No."), not a value of its own ("Stock ref AB12CDE"), nor a field of its own
  // with its value after a colon ("Customer: Mr J Example" beside "Vehicle: …, AB12 CDE" on one row).
  if (!previous || /\d/.test(previous.text) || /:\s*\S/.test(previous.text)) return undefined;
  return normaliseLabel(previous.text);
}

function marksIn(text: string, besideLabel: boolean): string[] {
  const upper = text.toUpperCase();
  const marks: string[] = [];
  for (const pattern of besideLabel ? [DATED_MARK, SPACED_MARK] : [DATED_MARK]) {
    for (const match of upper.matchAll(pattern)) {
      const mark = normaliseRegistration(match[0]);
      if (mark && !isPostcode(upper, match.index, match[0]) && !marks.includes(mark)) marks.push(mark);
    }
    if (marks.length > 0) return marks; // a dated mark beside the label beats a dateless reading
  }
  const whole = upper.replace(/^[\s(]+|[\s).,;]+$/g, '');
  if (besideLabel && DATELESS_MARK.test(whole) && !NOT_DATELESS.test(whole) && !isPostcode(whole, 0, whole)) {
    const mark = normaliseRegistration(whole);
    if (mark) marks.push(mark);
  }
  return marks;
}

/** Whether the title on page 1 names a part exchange, or the dealer buys the customer's car. */
function takenInIsSubject(pages: PageLayout[]): boolean {
  const top = pages[0]?.lines.slice(0, 5).flatMap((l) => l.runs) ?? [];
  return (
    top.some((r) => r.text.length <= 80 && TAKEN_IN.test(r.text) && TAKEN_IN_TITLE.test(r.text)) ||
    dealerBuys(pages)
  );
}

// The car bought against the one handed in, as a part-exchange paper heads it: "Against purchase of". (Not
// "Vehicle bought", the dealer's word for the car handed in, nor a labelled "Vehicle you are buying" section.)
const BOUGHT_AGAINST = /\bagainst (?:the )?purchase of\b/i;

/**
 * +4 in the section about the vehicle sold, −12 in the part-exchange section (0 where the car handed
 * in is the document's subject), else 0.
 */
function sectionOf(p: PlacedRun, takenIn: boolean): number {
  const other = (text: string) => PART_EXCHANGE.test(text) && !(takenIn && TAKEN_IN.test(text));
  // "Your vehicle" beside "Vehicle you are buying" on a part-exchange note is the car handed in.
  const yours = (text: string) =>
    takenIn && /^your (?:own |current )?(?:vehicle|car)$/.test(normaliseLabel(text));
  const rowLabel = p.line.text.slice(0, Math.max(0, p.line.text.indexOf(p.run.text)));
  // The headings over the value, read once: a run is ranked on every page of a long document.
  let over: TextRun[] | undefined;
  const overValueHeadings = () => (over ??= headingsOver(p));
  // A plain "Vehicle" row under "Against purchase of" on a part-exchange paper is the car bought.
  const nearest = takenIn
    ? overValueHeadings().find((h) => BOUGHT_AGAINST.test(h.text) || PART_EXCHANGE.test(h.text))
    : undefined;
  if (nearest && BOUGHT_AGAINST.test(nearest.text)) return -12;
  if (PART_EXCHANGE.test(rowLabel)) return other(rowLabel) ? -12 : 0;
  if (yours(rowLabel)) return 0;
  if (VEHICLE_SOLD.test(normaliseLabel(rowLabel))) return 4;
  const section = (runs: TextRun[]) => {
    for (const run of runs) {
      // "PART EXCHANGE AGREEMENT" is the document's title, not the heading of a section.
      if (/\b(?:agreement|form|contract|declaration|invoice)\b/i.test(run.text)) continue;
      // Where the car handed in is the paper's subject, the car bought against it is the other one.
      if (takenIn && BOUGHT_AGAINST.test(run.text)) return -12;
      if (PART_EXCHANGE.test(run.text)) return other(run.text) ? -12 : 0;
      if (yours(run.text)) return 0;
      if (VEHICLE_SOLD.test(normaliseLabel(run.text))) return 4;
    }
    return undefined;
  };
  const overValue = section(overValueHeadings());
  if (overValue !== undefined) return overValue;
  // Two sections side by side ("Price | Part exchange"): the heading stands over the row's labels, not
  // over the values set further right.
  const label = p.line.runs[p.line.runs.indexOf(p.run) - 1];
  const setApart = (run: TextRun) =>
    headingsOver({ ...p, run }).filter((h) => h.bold || h.fontSize > run.fontSize + 0.5);
  return (label && section(setApart(label))) ?? 0;
}

/**
 * Short runs over `p`, nearest first: those in its column, and a heading alone on its line further
 * left ("Part-exchange vehicle" over a row of "Make … Reg …" that starts under it).
 */
function headingsOver(p: PlacedRun): TextRun[] {
  return p.page.lines
    .filter((l) => l.y > p.run.y + 1 && l.y - p.run.y <= 160)
    .sort((a, b) => a.y - b.y)
    .flatMap((l) => {
      // A label with its value beside it ("Registration (courtesy car):  KX70 ABC") heads no section.
      const labelled = (r: TextRun) => /:$/.test(r.text.trim()) && l.runs.at(-1) !== r;
      const column = l.runs.filter((r) => sameColumn(p.run, r, 40) && !labelled(r));
      if (column.length > 0) return column;
      const only = l.runs.length === 1 ? l.runs[0]! : undefined;
      return only && only.x <= p.run.x + 1 && l.y - p.run.y <= 60 ? [only] : [];
    })
    .filter((r) => r.text.length <= 50);
}
