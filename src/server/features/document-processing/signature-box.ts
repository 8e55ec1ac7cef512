// Where, next to a signature label, the customer's signature goes: the blank space the form leaves
// for it. Forms mark that space in a handful of ways, tried from the most to the least explicit.

import { drawnBoxes } from './drawn-boxes.ts';
import { type Box, type PageLayout, type Rule, runBox, type TextLine, type TextRun, top } from './layout.ts';
import { personName } from './person-name.ts';
import { CUSTOMER_SIGNER, isDealerRoleLabel, isRoleOnlyLabel, isSignatureLabel } from './signature-labels.ts';
import { isFiller } from './text-lines.ts';

/** Boxes sit this far inside the lines that draw them, so a signature does not touch the border. */
const INSET = 2;
/** Height given to a signature written on a rule or a row of underscores. */
const SIGNING_HEIGHT = 30;
const MIN_HEIGHT = 12;

export function locateSignatureBox(page: PageLayout, label: TextRun): Box {
  return locateBlank(page, label) ?? openSpace(page, label);
}

/** The blank the form draws for this label (a box, a rule, underscores, a cell), if it draws one. */
export function locateBlank(page: PageLayout, label: TextRun): Box | undefined {
  const edges = withRectEdges(page);
  // A label in a grid of cells (a spreadsheet, a bordered form) signs in the empty cell beside it
  // before any box under it: the cell under it is the next row.
  const cell = cellAround(edges, label);
  const beside = cell && (emptyCellBeside(edges, page, label) ?? restOfOwnCell(page, label, cell));
  return (
    beside ??
    boxBelow(page, label) ??
    boxToTheRight(page, label) ??
    bandToTheRight(page, label) ??
    blankToTheRight(page, label) ??
    ruleToTheRight(edges, page, label, cell) ??
    tableCell(edges, page, label) ??
    captionOverItsLine(page, label) ??
    lineAbove(page, label) ??
    lineBelow(page, label) ??
    cellFootToTheRight(page, label) ??
    boxAbove(page, label)
  );
}

/**
 * A word processor's signing row: the caption at the top of its cell, the next cell empty but for its bottom
 * border, drawn a few lines lower ("Policyholder | ______ | Date: ____"). The room over that border.
 */
export function cellFootToTheRight(page: PageLayout, label: TextRun): Box | undefined {
  const labelEnd = label.x + label.width;
  const rule = page.horizontalRules
    .filter(
      (r) =>
        r.y1 < label.y - label.fontSize * 1.5 &&
        label.y - r.y1 <= label.fontSize * 5 &&
        r.x1 >= labelEnd - 3 &&
        r.x1 - labelEnd <= 150 &&
        r.x2 - r.x1 >= 80 &&
        !writtenOn(page, r) &&
        // A table's top border, with its sides hanging from it, is no cell's foot.
        !page.verticalRules.some(
          (v) => Math.abs(v.y2 - r.y1) <= 2 && v.y1 < r.y1 - 4 && v.x1 >= r.x1 - 2 && v.x1 <= r.x2 + 2,
        ),
    )
    .sort((a, b) => b.y1 - a.y1 || a.x1 - b.x1)[0];
  if (!rule) return undefined;
  const box = onTheLine(page, rule.x1, rule.x2 - rule.x1, rule.y1);
  return box.height >= 20 ? box : undefined;
}

/**
 * "Signature:" at the left of its own cell in a word processor's table ("Insured | Signature: | Date:"):
 * the rest of that cell is signed in, when it is empty and wide enough.
 */
function restOfOwnCell(page: PageLayout, label: TextRun, cell: Box): Box | undefined {
  // A label leading into its blank ("Signature:") in a row of one line: a caption without its colon, or in
  // a taller cell, heads the room to sign under it.
  if (!/\bsign[^:]*:\s*$/i.test(label.text) || label.x - cell.x > 12 || cell.height > label.fontSize * 2.2)
    return undefined;
  const start = label.x + label.width + 2;
  const rest = { x: start, y: cell.y, width: cell.x + cell.width - start, height: cell.height };
  if (rest.width < 60 || rest.height < MIN_HEIGHT || hasTextInside(page, rest)) return undefined;
  return inset(rest);
}

/** An empty box with the label printed as its caption under it: "[            ] / Customer signature". */
export function boxAbove(page: PageLayout, label: TextRun): Box | undefined {
  const near = (y: number) => y >= label.y + label.fontSize * 0.3 && y <= label.y + label.fontSize * 2.5 + 6;
  const box = drawnBoxes(page)
    .filter(
      (r) =>
        near(r.y) &&
        r.x <= label.x + 12 &&
        r.x + r.width >= label.x + Math.min(label.width, 40) &&
        isSignableSize(r) &&
        !hasTextInside(page, r),
    )
    .sort((a, b) => a.y - b.y)[0];
  return box && inset(box);
}

/** A rule or underscores drawn just above the label, as under a signature written over "Buyer". */
export function signingLineAbove(page: PageLayout, label: TextRun): Box | undefined {
  return lineAbove(page, label);
}

/**
 * A rule or dots over a short caption such as "Date" that may sit anywhere under it (centred, set to the
 * right, or just past the line's end where a table's column puts it): the line need only reach the caption.
 */
export function lineOverCaption(page: PageLayout, caption: TextRun): Box | undefined {
  return lineAbove(page, caption, (x1, x2) => x1 < caption.x + caption.width && x2 >= caption.x - 6);
}

/** The empty cell beside the label's own table cell, if it sits in one. */
export function cellBeside(page: PageLayout, label: TextRun): Box | undefined {
  return emptyCellBeside(withRectEdges(page), page, label);
}

/**
 * The empty cell right under the label's own cell, in the same column: a box of two rows, the caption's
 * and the one signed in ("Signed for the dealer" / [          ]).
 */
export function cellUnder(page: PageLayout, cell: Box): Box | undefined {
  const edges = withRectEdges(page);
  const y = edges.horizontal
    .filter((r) => r.y1 < cell.y - 1 && r.x1 <= cell.x + 2 && r.x2 >= cell.x + cell.width - 2)
    .map((r) => r.y1)
    .sort((a, b) => b - a)
    .find((ry) => cell.y - ry >= 14);
  if (y === undefined || cell.y - y > 120) return undefined;
  const band = { x: cell.x, y, width: cell.width, height: cell.y - y };
  // The row under is a cell of the same box: its sides go on down from the caption's.
  const middle = y + band.height / 2;
  const side = (x: number) => edges.vertical.some((r) => Math.abs(r.x1 - x) <= 2 && covers(r, middle));
  if (!side(cell.x) || !side(cell.x + cell.width)) return undefined;
  return hasTextInside(page, band) ? undefined : inset(band);
}

/** A signing row is at least this tall: a table's rows of values are a line of text high. */
const SIGNING_ROW = 24;

/**
 * A role alone in a table cell ("Seller | [      ] | Date | [    ]") signs in the empty cell beside it when
 * the row is tall enough to sign in, taller than a row of values, and the cell wide enough for a signature.
 */
export function signingRowCell(
  page: PageLayout,
  label: TextRun,
  parts: TextRun[] = [label],
): Box | undefined {
  const edges = withRectEdges(page);
  const cell = cellAround(edges, label);
  if (!cell || cell.height < SIGNING_ROW || cell.height > 80) return undefined;
  // `parts`: the label's own lines, when it wraps in its cell ("Service Manager (for the" / "dealer)").
  const alone = page.lines.every((l) =>
    l.runs.every((r) => parts.includes(r) || !overlapsBox(runBox(r), cell)),
  );
  if (!alone) return undefined;
  const beside = emptyCellBeside(edges, page, label);
  return beside && beside.width >= 100 && beside.height >= SIGNING_ROW - 2 * INSET ? beside : undefined;
}

const overlapsBox = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/** The table cell the label sits in, if it sits in one. */
export function labelCell(page: PageLayout, label: TextRun): Box | undefined {
  return cellAround(withRectEdges(page), label);
}

/** "Signature of Debtor" printed over an empty box (credit agreements, direct debit forms). */
export function boxBelow(page: PageLayout, label: TextRun): Box | undefined {
  const candidates = drawnBoxes(page).filter(
    (r) =>
      top(r) <= label.y &&
      label.y - top(r) <= 24 &&
      r.x <= label.x + 12 &&
      r.x + r.width >= label.x + Math.min(label.width, 40) &&
      isSignableSize(r) &&
      !hasTextInside(page, r) &&
      !captionedByAnother(page, label, r),
  );
  const nearest = candidates.sort((a, b) => top(b) - top(a))[0];
  return nearest && inset(nearest);
}

/** A caption printed between the label and the box's top ("Dealer stamp and signature"): the box is its. */
function captionedByAnother(page: PageLayout, label: TextRun, box: Box): boolean {
  return page.lines.some((l) =>
    l.runs.some(
      (r) =>
        r !== label &&
        r.y < label.y - label.fontSize * 0.5 &&
        r.y >= top(box) - 2 &&
        r.x >= box.x - 2 &&
        r.x < box.x + box.width &&
        /\p{L}/u.test(r.text),
    ),
  );
}

/** "Signature:" followed by an empty box on the same line. */
function boxToTheRight(page: PageLayout, label: TextRun): Box | undefined {
  const labelEnd = label.x + label.width;
  const middle = label.y + label.fontSize * 0.3;
  const candidates = drawnBoxes(page).filter(
    (r) =>
      r.y <= middle &&
      top(r) >= middle &&
      r.x >= labelEnd - 2 &&
      r.x - labelEnd <= 120 &&
      isSignableSize(r) &&
      !hasTextInside(page, r) &&
      !hasTextBetween(page, label, r.x),
  );
  const nearest = candidates.sort((a, b) => a.x - b.x)[0];
  return nearest && inset(nearest);
}

/**
 * "Seller's signature  [ band ]": a box drawn as its top and bottom rules alone (no sides, each rule perhaps
 * in pieces), the label beside it at its middle height: the band between the rules.
 */
function bandToTheRight(page: PageLayout, label: TextRun): Box | undefined {
  const labelEnd = label.x + label.width;
  const middle = label.y + label.fontSize * 0.3;
  const rules = joinedRules(page.horizontalRules).filter(
    (r) => r.x1 >= labelEnd - 2 && r.x1 - labelEnd <= 120 && r.x2 - r.x1 >= 60,
  );
  const same = (a: Rule, b: Rule) => Math.abs(a.x1 - b.x1) <= 3 && Math.abs(a.x2 - b.x2) <= 3;
  const bottom = rules.filter((r) => r.y1 < middle).sort((a, b) => b.y1 - a.y1)[0];
  const top = bottom && rules.filter((r) => r.y1 > middle && same(r, bottom)).sort((a, b) => a.y1 - b.y1)[0];
  if (!bottom || !top || top.y1 - bottom.y1 < 20 || top.y1 - bottom.y1 > 80) return undefined;
  // The label about the band's middle, not on one of its rules (two signing lines stacked, a label on each).
  const height = top.y1 - bottom.y1;
  if (middle - bottom.y1 < height * 0.25 || top.y1 - middle < height * 0.25) return undefined;
  const band = { x: bottom.x1, y: bottom.y1, width: bottom.x2 - bottom.x1, height: top.y1 - bottom.y1 };
  return hasTextInside(page, band) || hasTextBetween(page, label, band.x) ? undefined : band;
}

/** Rules drawn in pieces end to end on one line, joined. */
function joinedRules(rules: Rule[]): Rule[] {
  const sorted = [...rules].sort((a, b) => a.y1 - b.y1 || a.x1 - b.x1);
  const out: Rule[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && Math.abs(last.y1 - r.y1) <= 0.5 && r.x1 <= last.x2 + 3) last.x2 = Math.max(last.x2, r.x2);
    else out.push({ ...r });
  }
  return out;
}

/** "Customer Signature: ______________" */
function blankToTheRight(page: PageLayout, label: TextRun): Box | undefined {
  const line = page.lines.find((l) => l.runs.includes(label));
  const next = line?.runs[line.runs.indexOf(label) + 1];
  // Forms that set labels and blanks in columns leave a wide gap, as for a drawn rule.
  if (!next || !isFiller(next.text) || next.x - (label.x + label.width) > 150) return undefined;
  if (line && leadsToValue(line, next)) return undefined;
  // "HANDED OVER BY ..... : ________": dots leading to a colon pad the caption; the blank is after the colon.
  const at = line ? line.runs.indexOf(next) : -1;
  const colon = line?.runs[at + 1];
  const after = line?.runs[at + 2];
  const blank = colon?.text.trim() === ':' && after && isFiller(after.text) ? after : next;
  return onTheLine(page, blank.x, blank.width, blank.y - INSET);
}

/**
 * Dots joining a label to the value printed after them on the same line ("Customer ....... Lucy Example",
 * the way typewriter-style and plain-text forms set a table) are a leader, not a blank to sign on. Dots
 * before another caption with its own blank ("Signed ....... Date .......") or a bracketed caption stay a blank.
 */
function leadsToValue(line: TextLine, filler: TextRun): boolean {
  if (filler.text.includes('_')) return false;
  const index = line.runs.indexOf(filler);
  const after = line.runs[index + 1];
  if (!after || isFiller(after.text) || after.text.startsWith('(')) return false;
  if (after.x - (filler.x + filler.width) > Math.max(after.fontSize, 4) * 1.5) return false;
  const then = line.runs[index + 2];
  // "Date . . . . ." set as one run, the caption with its own leader, is a caption of a blank too.
  const captionOfABlank =
    (then !== undefined && isFiller(then.text)) || /(?:\. ?){4,}$|_{3,}$/.test(after.text);
  return !captionOfABlank && /[\p{L}\d]/u.test(after.text);
}

/** "Signed by the Hirer:" followed by a drawn rule. */
function ruleToTheRight(
  edges: Edges,
  page: PageLayout,
  label: TextRun,
  own: Box | undefined,
): Box | undefined {
  const labelEnd = label.x + label.width;
  // A heading in a band of its own (`own`, "SIGNATURES" over a signing table): the band's borders are no blank.
  const border = (r: Rule) =>
    own !== undefined && (Math.abs(r.y1 - own.y) <= 1 || Math.abs(r.y1 - top(own)) <= 1);
  const rule = edges.horizontal
    .filter(
      (r) =>
        Math.abs(r.y1 - label.y) <= label.fontSize * 0.6 &&
        r.x1 >= labelEnd - 3 &&
        // Forms that set labels and rules in columns leave a wide gap ("Warranty holder      ______").
        r.x1 - labelEnd <= 150 &&
        r.x2 - r.x1 >= 50 &&
        !hasTextBetween(page, label, r.x1) &&
        !writtenOn(page, r) &&
        !topOfAFilledCell(page, r) &&
        !border(r),
    )
    .sort((a, b) => a.x1 - b.x1)[0];
  return rule && onTheLine(page, rule.x1, rule.x2 - rule.x1, rule.y1);
}

/**
 * The top border of a table's cell that holds a value ("CUSTOMER" over a details table whose first row
 * reads "Title | Miss"): a heading sits over it, nobody signs on it.
 */
function topOfAFilledCell(page: PageLayout, rule: Rule): boolean {
  return page.rects.some(
    (c) =>
      Math.abs(c.y + c.height - rule.y1) <= 0.5 &&
      Math.abs(c.x - rule.x1) <= 0.5 &&
      Math.abs(c.x + c.width - rule.x2) <= 0.5 &&
      hasTextInside(page, c),
  );
}

/** A value already written on the rule (a filled-in field's underline, a form field's border): no blank. */
function writtenOn(page: PageLayout, rule: Rule): boolean {
  return page.lines.some((l) =>
    l.runs.some(
      (r) =>
        !isFiller(r.text) &&
        // A label ending where the rule starts touches it: only text over the rule is written on it.
        Math.min(r.x + r.width, rule.x2) - Math.max(r.x, rule.x1) > 2 &&
        r.y >= rule.y1 - 2 &&
        r.y - rule.y1 <= Math.min(6, r.fontSize * 0.7),
    ),
  );
}

/** The empty cell right of the label's own cell, wide and tall enough to sign in. */
function emptyCellBeside(edges: Edges, page: PageLayout, label: TextRun): Box | undefined {
  const cell = cellAround(edges, label);
  if (!cell) return undefined;
  const rightEdge = edges.vertical
    .filter((r) => r.x1 > cell.x + cell.width + 20 && covers(r, cell.y + cell.height / 2))
    .sort((a, b) => a.x1 - b.x1)[0];
  if (!rightEdge) return undefined;
  const beside = {
    x: cell.x + cell.width,
    y: cell.y,
    width: rightEdge.x1 - cell.x - cell.width,
    height: cell.height,
  };
  if (beside.width >= 60 && beside.height >= MIN_HEIGHT && !hasTextInside(page, beside)) return inset(beside);
  return undefined;
}

/**
 * A label in a table cell: the customer signs in the empty cell beside it, or else in the empty
 * part of its own cell under it.
 */
function tableCell(edges: Edges, page: PageLayout, label: TextRun): Box | undefined {
  const cell = cellAround(edges, label);
  if (!cell) return undefined;
  const beside = emptyCellBeside(edges, page, label);
  if (beside) return beside;
  const row = customerRowBelow(edges, page, cell);
  if (row) return inset(row);
  const labelBottom = label.y - label.fontSize * 0.5;
  const under = { x: cell.x, y: cell.y, width: cell.width, height: labelBottom - cell.y };
  if (under.height >= 16 && !hasTextInside(page, under)) {
    return {
      x: under.x + INSET,
      y: under.y + INSET,
      width: under.width - 2 * INSET,
      height: under.height - INSET,
    };
  }
  return undefined;
}

/**
 * A "Signature" column heading over rows named "Customer", "Dealer"…: the customer's row's cell in
 * that column.
 */
function customerRowBelow(edges: Edges, page: PageLayout, header: Box): Box | undefined {
  const rowLines = edges.horizontal
    .filter((r) => r.y1 < header.y - 1 && r.x1 <= header.x + 2 && r.x2 >= header.x + header.width - 2)
    .map((r) => r.y1)
    .sort((a, b) => b - a);
  let top = header.y;
  for (const y of rowLines.slice(0, 12)) {
    if (top - y < 10) continue;
    const band = { x: header.x, y, width: header.width, height: top - y };
    const rowHeading = page.lines
      .filter((l) => l.y > y && l.y < top)
      .flatMap((l) => l.runs)
      .filter((r) => r.x + r.width <= header.x)
      .sort((a, b) => a.x - b.x)[0];
    if (rowHeading && CUSTOMER_SIGNER.test(rowHeading.text) && !hasTextInside(page, band)) return band;
    top = y;
  }
  return undefined;
}

/** A rule or underscores printed just above the label: "______ / Customer signature". */
function lineAbove(
  page: PageLayout,
  label: TextRun,
  overlaps = (x1: number, x2: number) => x1 <= label.x + 12 && x2 >= label.x + 20,
): Box | undefined {
  const near = (y: number) => y >= label.y + label.fontSize * 0.3 && y <= label.y + label.fontSize * 2.5 + 6;
  // A box's border (its sides stand on it or hang from it) is a table's row, not a signing line.
  const bottomsABox = (r: Rule) =>
    page.verticalRules.some(
      (v) =>
        (Math.abs(v.y1 - r.y1) <= 2 || Math.abs(v.y2 - r.y1) <= 2) && v.x1 >= r.x1 - 2 && v.x1 <= r.x2 + 2,
    );
  // A rule across most of the page is a section's border, unless it starts where the caption under it does
  // and has a signature's room over it: a signing line drawn the width of the block.
  const signingWidth = (r: Rule) =>
    r.x2 - r.x1 <= page.width * 0.6 ||
    (Math.abs(r.x1 - label.x) <= 3 &&
      onTheLine(page, r.x1, r.x2 - r.x1, r.y1).height >= SIGNING_HEIGHT &&
      !hasTextInside(page, { x: r.x1, y: r.y1 + 1, width: r.x2 - r.x1, height: SIGNING_HEIGHT }));
  const rule = page.horizontalRules
    .filter(
      (r) => near(r.y1) && overlaps(r.x1, r.x2) && r.x2 - r.x1 >= 50 && signingWidth(r) && !bottomsABox(r),
    )
    .sort((a, b) => a.y1 - b.y1)[0];
  if (rule) return onTheLine(page, rule.x1, rule.x2 - rule.x1, rule.y1);
  const filler = page.lines
    .flatMap((l) => l.runs)
    .filter((r) => isFiller(r.text) && near(r.y) && overlaps(r.x, r.x + r.width) && r.width >= 50)
    .sort((a, b) => a.y - b.y)[0];
  return filler && onTheLine(page, filler.x, filler.width, filler.y - INSET);
}

/**
 * Labels printed over their rules ("Warranty holder's signature" / ____ / "For Vale Motors" / ____): the rule
 * just over a label is the blank of the caption printed over that rule, when that caption has no line of its
 * own over it, and this label's blank is the rule under it. Undefined when nothing else claims the rule above.
 */
export function lineBelowWhenAboveIsTaken(
  page: PageLayout,
  label: TextRun,
  above = lineAbove(page, label),
): Box | undefined {
  if (!above) return undefined;
  return claimedFromAbove(page, label, above, 0) ? lineBelow(page, label) : undefined;
}

const SIGNERS_TOGETHER =
  /\b(?:keepers|buyers|customers|hirers|sellers|vendors|owners|parties|applicants|purchasers|borrowers|debtors|signatories)\b/i;

/**
 * Whether a caption over `line` reads it as its own line below: a caption with no line over it, or one whose
 * line over it is claimed so in turn (a stack of captions each over its line, the first with nothing above).
 */
function claimedFromAbove(page: PageLayout, label: TextRun, line: Box, depth: number): boolean {
  if (depth > 4) return false;
  return page.lines
    .flatMap((l) => l.runs)
    .some((r) => {
      if (r === label || r.y <= line.y || !isPlaceCaption(r.text)) return false;
      // A heading over the block ("Signed by the keepers"), set larger or naming every signer, is not one of
      // its captions.
      if (r.fontSize > label.fontSize * 1.2 || SIGNERS_TOGETHER.test(r.text)) return false;
      const own = lineBelow(page, r);
      if (own === undefined || Math.abs(own.y - line.y) > 1) return false;
      const over = lineAbove(page, r);
      return !over || claimedFromAbove(page, r, over, depth + 1);
    });
}

/**
 * Captions printed over their lines ("Signature of proposer" / "______" / "Signature of adviser" / "______"):
 * the line above this caption is the caption above's, and its own is the one under it, unless a caption
 * under that line reads it as its own line above (captions under their lines, with a heading on top).
 */
function captionOverItsLine(page: PageLayout, label: TextRun): Box | undefined {
  const below = lineBelowWhenAboveIsTaken(page, label);
  if (!below) return undefined;
  const takenFromBelow = page.lines
    .flatMap((l) => l.runs)
    .some((r) => {
      if (r === label || r.y >= below.y || !isPlaceCaption(r.text)) return false;
      const above = lineAbove(page, r);
      return above !== undefined && Math.abs(above.y - below.y) <= 1;
    });
  return takenFromBelow ? undefined : below;
}

const isPlaceCaption = (text: string) =>
  isSignatureLabel(text) || isRoleOnlyLabel(text) || isDealerRoleLabel(text);

/** "Customer signature" with a blank and then a rule or underscores under it: sign above the line. */
export function lineBelow(page: PageLayout, label: TextRun): Box | undefined {
  const labelBottom = label.y - label.fontSize * 0.3;
  const near = (y: number) => y < labelBottom - 8 && labelBottom - y <= 60;
  const overlaps = (x1: number, x2: number) =>
    x1 <= label.x + 20 && x2 >= label.x + Math.min(label.width, 40);
  const free = (x: number, width: number, y: number) =>
    !hasTextInside(page, { x, y: y + 1, width, height: labelBottom - y - 2 });
  const rule = page.horizontalRules
    .filter(
      (r) =>
        near(r.y1) &&
        overlaps(r.x1, r.x2) &&
        r.x2 - r.x1 >= 50 &&
        r.x2 - r.x1 <= page.width * 0.6 &&
        free(r.x1, r.x2 - r.x1, r.y1),
    )
    .sort((a, b) => b.y1 - a.y1)[0];
  const filler = page.lines
    .flatMap((l) => l.runs)
    .filter(
      (r) =>
        isFiller(r.text) &&
        r.width >= 50 &&
        near(r.y) &&
        overlaps(r.x, r.x + r.width) &&
        free(r.x, r.width, r.y),
    )
    .sort((a, b) => b.y - a.y)[0];
  const y = rule ? rule.y1 : filler ? filler.y - INSET : undefined;
  if (y === undefined) return undefined;
  const x = rule ? rule.x1 : filler!.x;
  const width = rule ? rule.x2 - rule.x1 : filler!.width;
  return { x, y, width, height: Math.min(labelBottom - INSET - y, 40) };
}

/** Nothing drawn: the blank under the label if the form leaves room there, else beside it. */
function openSpace(page: PageLayout, label: TextRun): Box {
  const width = Math.min(Math.max(180, label.width), page.width - 36 - label.x);
  const labelBottom = label.y - label.fontSize * 0.4;
  const below = { x: label.x, y: labelBottom - 40, width, height: 40 - INSET };
  if (below.y > 0 && !hasTextInside(page, below)) return below;
  const line = page.lines.find((l) => l.runs.includes(label));
  const next = line?.runs[line.runs.indexOf(label) + 1];
  const x = label.x + label.width + 6;
  const end = Math.min(next ? next.x - 6 : x + 200, page.width - 36);
  return onTheLine(page, x, Math.max(end - x, 60), label.y - label.fontSize * 0.3);
}

/**
 * A name typed on the signing line itself ("J. Mahmood" sitting on the salesperson's rule): the person who
 * signs there, printed by the dealer's system; the signature goes over it, as a pen would.
 */
function printedNameOnTheLine(run: TextRun, y: number): boolean {
  return run.y >= y && run.y - y <= 6 && run.text.length <= 40 && personName(run.text) !== null;
}

/** A box resting on a signing line at `y`, as tall as the free space above allows. */
export function onTheLine(page: PageLayout, x: number, width: number, y: number): Box {
  // Text over the line caps the room to sign, and so does another blank's line above it (stacked
  // "Applicant 1 ____" / "Applicant 2 ____"), though never this line's own underscores or dots.
  const above = page.lines
    .flatMap((l) => l.runs)
    .filter((r) => r.x < x + width && r.x + r.width > x && !printedNameOnTheLine(r, y))
    .map((r) => ({ bottom: runBox(r).y, filler: isFiller(r.text) }))
    .filter(({ bottom, filler }) => bottom > y + (filler ? 6 : 1))
    .map(({ bottom }) => bottom);
  const ceiling = Math.min(y + SIGNING_HEIGHT, ...above.map((b) => b - INSET));
  return { x, y, width, height: Math.max(ceiling - y, MIN_HEIGHT) };
}

export type Edges = { horizontal: Rule[]; vertical: Rule[] };

/** Rules plus the sides of drawn rectangles: together they draw the grid of a table. */
export function withRectEdges(page: PageLayout): Edges {
  const horizontal = [...page.horizontalRules];
  const vertical = [...page.verticalRules];
  for (const r of page.rects) {
    const x2 = r.x + r.width;
    const y2 = r.y + r.height;
    horizontal.push({ x1: r.x, y1: r.y, x2, y2: r.y }, { x1: r.x, y1: y2, x2, y2 });
    vertical.push({ x1: r.x, y1: r.y, x2: r.x, y2 }, { x1: x2, y1: r.y, x2, y2 });
  }
  return { horizontal, vertical };
}

export function cellAround(edges: Edges, label: TextRun): Box | undefined {
  const labelEnd = label.x + label.width;
  const left = edges.vertical.filter((r) => r.x1 <= label.x + 1 && covers(r, label.y));
  const right = edges.vertical.filter((r) => r.x1 >= labelEnd - 1 && covers(r, label.y));
  const spans = (r: Rule) => r.x1 <= label.x + 1 && r.x2 >= Math.min(labelEnd, label.x + 20);
  const above = edges.horizontal.filter((r) => r.y1 >= label.y + label.fontSize * 0.5 && spans(r));
  const below = edges.horizontal.filter((r) => r.y1 <= label.y - label.fontSize * 0.1 && spans(r));
  if (!left.length || !right.length || !above.length || !below.length) return undefined;
  const x1 = Math.max(...left.map((r) => r.x1));
  const x2 = Math.min(...right.map((r) => r.x1));
  // A cell's top and bottom run from side to side: a signing rule over a caption inside a page's frame
  // is no cell's border.
  const closing = (r: Rule) => r.x1 <= x1 + 3 && r.x2 >= x2 - 3;
  if (!above.some(closing) || !below.some(closing)) return undefined;
  const y1 = Math.max(...below.filter(closing).map((r) => r.y1));
  const y2 = Math.min(...above.filter(closing).map((r) => r.y1));
  if (y2 - y1 > 200 || x2 - x1 < label.width) return undefined;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

const covers = (r: Rule, y: number) => r.y1 - 1 <= y && r.y2 + 1 >= y;

function isSignableSize(r: Box): boolean {
  return r.width >= 50 && r.height >= 14 && r.height <= 160;
}

/** Any real text (not blanks to fill in) overlapping the box by more than a sliver. */
export function hasTextInside(page: PageLayout, box: Box): boolean {
  if (box.width <= 0 || box.height <= 0) return false;
  return page.lines.some((l) =>
    l.runs.some((r) => {
      if (isFiller(r.text) || isCaption(r)) return false;
      const b = runBox(r);
      const w = Math.min(b.x + b.width, box.x + box.width) - Math.max(b.x, box.x);
      const h = Math.min(b.y + b.height, box.y + box.height) - Math.max(b.y, box.y);
      return w > 1 && h > 1.5;
    }),
  );
}

/** Small print inside a box that says what it is for ("Signature", "×"): the box is still blank. */
const isCaption = (r: TextRun) =>
  r.fontSize <= 7 &&
  /^(?:signature|sign(?: here| (?:inside|within|in) (?:the|this) box)?|signed|[x×✕])$/i.test(r.text);

/** Text on the label's line between the end of the label and `x`. */
function hasTextBetween(page: PageLayout, label: TextRun, x: number): boolean {
  const labelEnd = label.x + label.width;
  return page.lines.some(
    (l) =>
      Math.abs(l.y - label.y) < label.fontSize * 0.5 &&
      l.runs.some((r) => r !== label && !isFiller(r.text) && r.x >= labelEnd - 1 && r.x < x - 1),
  );
}

export function inset(r: Box): Box {
  return { x: r.x + INSET, y: r.y + INSET, width: r.width - 2 * INSET, height: r.height - 2 * INSET };
}
