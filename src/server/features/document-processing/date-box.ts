// The date box beside a customer's signature field ("Signature ____  Date ____"), located so
// that sealing can fill in the date the customer signed.
import { drawnBoxes } from './drawn-boxes.ts';
import { type Box, intersectionArea, type PageLayout, runBox, type TextRun } from './layout.ts';
import { cellBeside, inset, lineBelow, lineOverCaption, locateBlank, onTheLine } from './signature-box.ts';

const DATE_LABEL =
  /^(?:date(?: signed| of signing| of signature| collected| received| delivered| handed over| of (?:collection|delivery|handover|sale|purchase)| and time)?|time and date|dated)\s*(?:\(?(?:dd|d)\s*[/.-]\s*mm\s*[/.-]\s*(?:yyyy|yy)\)?)?\s*:?$/i;
/** "Date", as a scan's OCR may read it too: with a stray quote mark before it ("‘Date"). */
const isDateLabel = (text: string) => DATE_LABEL.test(text.trim().replace(/^[‘’'"`]+/, ''));

// What a form prints inside an empty date box: "DD / MM / YYYY", "__/__/____", "/ /".
const DATE_PLACEHOLDER = /^[\sDMYdmy/._\-|]*$/;

/**
 * A "Date" label on the signature label's line to its right, or just under it, with a blank of its
 * own. `taken` collects the labels already used, so two signatures never share one date box.
 */
export function findDateBox(
  page: PageLayout,
  label: TextRun,
  signature: Box,
  taken: TextRun[],
): Box | undefined {
  const labels = page.lines.flatMap((l) => l.runs).filter((r) => isDateLabel(r.text) && !taken.includes(r));
  const sameLine = labels
    .filter(
      (r) =>
        Math.abs(r.y - label.y) <= label.fontSize * 0.6 &&
        r.x > label.x + label.width &&
        r.x - label.x <= 480,
    )
    .sort((a, b) => a.x - b.x);
  const under = labels
    .filter((r) => Math.abs(r.x - label.x) <= 6 && r.y < label.y && label.y - r.y <= label.fontSize * 2.6)
    .sort((a, b) => b.y - a.y);
  // Under the place itself, from where it starts: "Date ____" on the line under the signing rule or box.
  const underPlace = labels
    .filter(
      (r) =>
        Math.abs(r.x - label.x) <= 6 &&
        r.y < signature.y &&
        signature.y - r.y <= 48 &&
        r.y < label.y - label.fontSize * 2.6,
    )
    .sort((a, b) => b.y - a.y);
  // Beside the signature's own box rather than its label: a caption printed inside a box at its top.
  const besideBox = labels
    .filter(
      (r) =>
        r.y >= signature.y - 4 &&
        r.y <= signature.y + signature.height + 4 &&
        r.x >= signature.x + signature.width - 10 &&
        r.x - (signature.x + signature.width) <= 150,
    )
    .sort((a, b) => a.x - b.x);
  // Captions printed under their lines ("........ / Keeper 1      ...... / Date"): the date's line is over its
  // caption as the signature's is over its label.
  const captionsUnder = signature.y > label.y;
  // Stacked the same way: "Date" under a rule of its own, that rule under the signature's caption.
  const stacked = captionsUnder
    ? labels
        .filter(
          (r) =>
            Math.abs(r.x - label.x) <= 6 &&
            r.y < label.y - label.fontSize * 1.5 &&
            label.y - r.y <= label.fontSize * 6 &&
            !under.includes(r) &&
            !underPlace.includes(r),
        )
        .sort((a, b) => b.y - a.y)
    : [];
  for (const candidate of [...sameLine, ...under, ...besideBox, ...underPlace, ...stacked]) {
    const own = stacked.includes(candidate) ? lineOverCaption(page, candidate) : undefined;
    if (stacked.includes(candidate) && (!own || own.y > label.y - label.fontSize * 0.3)) continue;
    const drawn =
      own ??
      (sameLine.includes(candidate)
        ? (boxBesideUnder(page, candidate, label, signature) ??
          ruleAtTheSignaturesLevel(page, candidate, signature))
        : undefined) ??
      cellBeside(page, candidate) ??
      dateBoxOf(page, candidate) ??
      (captionsUnder && sameLine.includes(candidate)
        ? (apart(lineOverCaption(page, candidate), signature) ?? lineAfterCaption(page, candidate, signature))
        : undefined) ??
      locateBlank(page, candidate);
    // A bare "Date" ending the signature's line: the date is written after it, where nothing is printed.
    // A "Date" under a caption printed under its line ("____" / "Customer" / "Date" / "____"): the blank
    // nearest over it is the signature's, its own is the line under it.
    const found =
      (drawn && under.includes(candidate) && intersectionArea(drawn, signature) > 0
        ? lineBelow(page, candidate)
        : drawn) ?? (sameLine.includes(candidate) ? roomAfter(page, candidate) : undefined);
    // A date line under the place: the room over it ends where the signature's begins.
    const box =
      found && underPlace.includes(candidate) && found.y < signature.y
        ? { ...found, height: Math.min(found.height, signature.y - found.y - 2) }
        : found;
    if (!box || box.height < 12 || intersectionArea(box, signature) > 0) continue;
    taken.push(candidate);
    return box;
  }
  return undefined;
}

/**
 * Labels over their boxes ("Signature of holder" over one box, "Date" over the next): the date's box is the
 * one drawn in the same row as the signature's, just right of it, under the "Date" caption's end.
 */
function boxBesideUnder(page: PageLayout, caption: TextRun, label: TextRun, signature: Box): Box | undefined {
  const top = signature.y + signature.height;
  if (label.y - top < 0 || label.y - top > label.fontSize * 3) return undefined;
  const box = drawnBoxes(page)
    .filter(
      (b) =>
        Math.abs(b.y + b.height - top) <= 4 &&
        b.x >= signature.x + signature.width - 4 &&
        b.x >= caption.x - 12 &&
        b.x <= caption.x + caption.width + 30 &&
        b.width >= 40 &&
        b.width <= 220 &&
        b.height >= 12,
    )
    .sort((a, b) => a.x - b.x)[0];
  // Inside the box's border, as the signature's own box is.
  return box && inset(box);
}

/**
 * Captions over their lines ("Customer (second named)  Date" / "________  ________"): the date's line is the one
 * drawn at the signature's level after it, not the line over the caption (the row above's).
 */
function ruleAtTheSignaturesLevel(page: PageLayout, caption: TextRun, signature: Box): Box | undefined {
  if (signature.y >= caption.y) return undefined;
  // A caption in a table's row (a border just over it) dates in its row's cells, found otherwise.
  const inARow = page.horizontalRules.some(
    (r) =>
      r.x1 <= caption.x + 2 &&
      r.x2 >= caption.x + caption.width - 2 &&
      r.y1 > caption.y &&
      r.y1 - caption.y <= caption.fontSize * 2,
  );
  if (inARow) return undefined;
  const rule = page.horizontalRules
    .filter(
      (r) =>
        Math.abs(r.y1 - signature.y) <= 3 &&
        // A line a signature's height under the caption, not the bottom of the caption's own cell.
        caption.y - r.y1 >= caption.fontSize * 1.5 &&
        r.x1 >= signature.x + signature.width - 4 &&
        r.x1 >= caption.x - 12 &&
        r.x1 <= caption.x + caption.width + 30 &&
        r.x2 - r.x1 >= 40,
    )
    .sort((a, b) => a.x1 - b.x1)[0];
  return rule && onTheLine(page, rule.x1, rule.x2 - rule.x1, rule.y1);
}

/** The box, unless it overlaps the signature's (a caption set under the end of the signature's own line). */
const apart = (box: Box | undefined, signature: Box) =>
  box && intersectionArea(box, signature) === 0 ? box : undefined;

/**
 * Captions under their lines, with the date's line just after its caption at the height of the signature's
 * line ("______________   ________" over "Signature of Hirer      Date"): the room over that line.
 */
function lineAfterCaption(page: PageLayout, caption: TextRun, signature: Box): Box | undefined {
  const end = caption.x + caption.width;
  const rule = page.horizontalRules
    .filter(
      (r) =>
        r.x1 >= end - 2 &&
        r.x1 - end <= 60 &&
        r.x2 - r.x1 >= 40 &&
        r.y1 >= caption.y - caption.fontSize * 0.6 &&
        r.y1 <= caption.y + caption.fontSize * 1.6 &&
        Math.abs(r.y1 - signature.y) <= 3,
    )
    .sort((a, b) => a.x1 - b.x1)[0];
  return rule && { x: rule.x1, y: rule.y1, width: rule.x2 - rule.x1, height: signature.height };
}

/** Width of the date written after a bare "Date": "07/12/2026" in the seal's date size, with a margin. */
const WRITTEN_DATE_WIDTH = 80;

/** The empty space after a "Date" label on its line, wide enough for a date and inside the page. */
function roomAfter(page: PageLayout, label: TextRun): Box | undefined {
  const box = { x: label.x + label.width + 4, y: label.y - 3, width: WRITTEN_DATE_WIDTH, height: 18 };
  if (box.x + box.width > page.width - 12) return undefined;
  const printed = page.lines
    .flatMap((l) => l.runs)
    .some((r) => r !== label && intersectionArea(runBox(r), box) > 1);
  const drawn = page.rects.some((r) => intersectionArea(r, box) > 1);
  return printed || drawn ? undefined : box;
}

/** A "Date" label on the signature label's line, to its right: the form has a date place for it. */
export function dateLabelBeside(page: PageLayout, label: TextRun): boolean {
  return page.lines.some((l) =>
    l.runs.some(
      (r) =>
        isDateLabel(r.text) &&
        Math.abs(r.y - label.y) <= label.fontSize * 0.6 &&
        r.x > label.x + label.width &&
        r.x - label.x <= 480,
    ),
  );
}

/**
 * A bordered date box: the box the "Date" label is printed in (a caption at its top), the box beside it
 * holding nothing but a placeholder ("DD / MM / YYYY"), or a row of character boxes, one per digit.
 */
function dateBoxOf(page: PageLayout, label: TextRun): Box | undefined {
  const others = (box: Box) =>
    page.lines
      .flatMap((l) => l.runs)
      .filter((r) => r !== label && !DATE_PLACEHOLDER.test(r.text) && intersectionArea(runBox(r), box) > 1);
  const labelEnd = label.x + label.width;
  const around = page.rects.find(
    (r) =>
      r.x <= label.x + 1 &&
      r.x + r.width >= labelEnd - 1 &&
      r.y <= label.y &&
      r.y + r.height >= label.y + label.fontSize * 0.5 &&
      r.width >= 40 &&
      r.width <= 220 &&
      r.height >= 14 &&
      r.height <= 60,
  );
  if (around && others(around).length === 0) return around;
  const middle = label.y + label.fontSize * 0.3;
  const onLine = page.rects
    .filter((r) => r.y <= middle && r.y + r.height >= middle && r.x >= labelEnd - 2)
    .sort((a, b) => a.x - b.x);
  const first = onLine[0];
  if (first && first.x - labelEnd > 60) return undefined;
  if (!first || first.height < 10 || first.height > 40) return undefined;
  // Character boxes: small squares side by side, read as one box from the first to the last.
  if (first.width < 40) {
    let end = first;
    for (const r of onLine.slice(1)) {
      if (r.width >= 40 || r.x - (end.x + end.width) > 12 || Math.abs(r.y - first.y) > 3) break;
      end = r;
    }
    const row = { x: first.x, y: first.y, width: end.x + end.width - first.x, height: first.height };
    return row.width >= 40 && others(row).length === 0 ? row : undefined;
  }
  return first.width <= 220 && others(first).length === 0 ? first : undefined;
}
