// Signing places laid out as a table: a "Signature | Date | Print name" header over one row per signer
// ("Purchaser 1", "Purchaser 2", "Sales manager"), or signers named in the column heads ("Customer
// signature | Dealer signature") over the empty cells they sign in. Each row (or column) is one place:
// the empty cell under the signature head, the date in the same row's cell under "Date", and whose it is
// from the row's caption (or the column's head).

import { sellersPlace } from './label-context.ts';
import type { Box, PageLayout, TextRun } from './layout.ts';
import { cellAround, type Edges, hasTextInside, inset, withRectEdges } from './signature-box.ts';
import { cleanLabel, isGenericLabel, isSignatureLabel } from './signature-labels.ts';
import { type SignerReading, signerOfLabel, UNNAMED } from './signer-of-label.ts';

export type TablePlace = {
  label: string;
  /** The row caption (or the column head) that names the place. */
  labelRun: TextRun;
  box: Box;
  dateBox?: Box;
  whose: SignerReading;
};

export type SignatureTables = {
  places: TablePlace[];
  /** Heads and captions the places were read from. */
  used: Set<TextRun>;
};

const DATE_HEAD = /^(?:date(?: signed| of signing)?|dated)$/i;
/** Rows of a signing table are at least this tall (room to sign), and at most this. */
const MIN_ROW = 14;
const MAX_ROW = 120;
const MAX_ROWS = 8;

/**
 * Every signing table on the page, as places. `buying`: the dealer buys the customer's car, so the seller's and
 * owner's rows ("Owner 1", "Vendor 2") are the customers'.
 */
export function signatureTables(page: PageLayout, buying = false): SignatureTables {
  const places: TablePlace[] = [];
  const used = new Set<TextRun>();
  if (page.verticalRules.length === 0 && page.rects.length === 0) return { places, used };
  const edges = withRectEdges(page);
  const runs = page.lines.flatMap((l) => l.runs);
  for (const head of runs) {
    if (used.has(head) || !/sign/i.test(head.text)) continue;
    const text = cleanLabel(head.text);
    const generic = isGenericLabel(text);
    if (!generic && !isSignatureLabel(text)) continue;
    const cell = headCell(edges, runs, head);
    if (!cell) continue;
    const dateCell = dateColumn(edges, runs, head);
    const found = generic
      ? byRow(page, edges, runs, cell, dateCell, buying)
      : byColumn(page, edges, text, head, cell, dateCell);
    if (found.length === 0) continue;
    // One place in the table: the head printed over the box names it. Several: each row's caption
    // tells them apart ("Purchaser 1", "Purchaser 2", "Sales manager").
    if (found.length === 1) found[0]!.label = text;
    used.add(head);
    if (dateCell) used.add(dateCell.head);
    for (const place of found) {
      used.add(place.labelRun);
      places.push(place);
    }
  }
  return { places, used };
}

/** The "Date" head on the signature head's row, in a cell of its own. */
function dateColumn(edges: Edges, runs: TextRun[], head: TextRun): { head: TextRun; cell: Box } | undefined {
  // The nearest to the right, else to the left with no other signature column between: with two
  // signature columns, each has its own date column.
  const row = runs.filter((r) => r !== head && Math.abs(r.y - head.y) <= head.fontSize * 0.6);
  const between = (r: TextRun) =>
    row.some((o) => /sign/i.test(o.text) && o.x > Math.min(r.x, head.x) && o.x < Math.max(r.x, head.x));
  const heads = row
    .filter((r) => DATE_HEAD.test(cleanLabel(r.text)) && !between(r))
    .sort(
      (a, b) =>
        Number(a.x < head.x) - Number(b.x < head.x) || Math.abs(a.x - head.x) - Math.abs(b.x - head.x),
    );
  for (const run of heads) {
    const cell = headCell(edges, runs, run);
    if (cell) return { head: run, cell };
  }
  return undefined;
}

/**
 * A head's cell. A header row drawn as one band with no dividers ("Party   Signature   Date") holds every
 * head in one cell: the head's column is then as wide as the cell under it, in the band's height.
 */
function headCell(edges: Edges, runs: TextRun[], head: TextRun): Box | undefined {
  const cell = cellAround(edges, head);
  if (!cell) return undefined;
  const sharesIt = runs.some(
    (r) =>
      r !== head &&
      Math.abs(r.y - head.y) <= head.fontSize * 0.6 &&
      r.x >= cell.x &&
      r.x + r.width <= cell.x + cell.width,
  );
  if (!sharesIt) return cell;
  const under = cellAround(edges, { ...head, y: cell.y - head.fontSize });
  if (!under || Math.abs(under.y + under.height - cell.y) > 2) return cell;
  return { x: under.x, y: cell.y, width: under.width, height: cell.height };
}

/** The horizontal rules under a column's head cell that cross the whole column: its row lines, top down. */
function rowLines(edges: Edges, column: Box): number[] {
  const ys = edges.horizontal
    .filter((r) => r.y1 < column.y - 1 && r.x1 <= column.x + 2 && r.x2 >= column.x + column.width - 2)
    .map((r) => r.y1)
    .sort((a, b) => b - a);
  return ys.filter((y, i) => i === 0 || ys[i - 1]! - y > 1);
}

/** A "Signature" head over rows named by their first cell: one place per row whose caption names a signer. */
function byRow(
  page: PageLayout,
  edges: Edges,
  runs: TextRun[],
  column: Box,
  date: { cell: Box } | undefined,
  buying: boolean,
): TablePlace[] {
  const places: TablePlace[] = [];
  let top = column.y;
  for (const y of rowLines(edges, column).slice(0, MAX_ROWS)) {
    const height = top - y;
    if (height < MIN_ROW) {
      top = y;
      continue;
    }
    if (height > MAX_ROW) break;
    // The caption: the topmost text left of the column within the row (a printed name may sit under it).
    const caption = runs
      .filter((r) => r.y > y && r.y < top && r.x + r.width <= column.x + 1 && r.text.trim())
      .sort((a, b) => b.y - a.y || a.x - b.x)[0];
    if (!caption) break;
    const band = { x: column.x, y, width: column.width, height };
    // Its wrapped rest counts only when it changes whose the place is: a printed name under "Purchaser 1"
    // is no part of the caption.
    const wrapped = wrappedCaption(runs, caption, y);
    const text = signerOfLabel(wrapped)?.slot === signerOfLabel(caption.text)?.slot ? caption.text : wrapped;
    const whose = signerOfLabel(text) ?? (buying ? sellersPlace(text) : null);
    if (whose && whose.confidence > UNNAMED && !hasTextInside(page, band)) {
      const dateBand = date && { x: date.cell.x, y, width: date.cell.width, height };
      places.push({
        label: cleanLabel(text),
        labelRun: caption,
        box: inset(band),
        ...(dateBand && !hasTextInside(page, dateBand) ? { dateBox: inset(dateBand) } : {}),
        whose,
      });
    }
    top = y;
  }
  return places;
}

/**
 * A caption wrapped in its narrow cell ("For Westmere Personal" / "Finance (lender)"): the lines under it set
 * at its left edge, one line apart, within the row. Its last words may say whose it is.
 */
function wrappedCaption(runs: TextRun[], caption: TextRun, rowBottom: number): string {
  let text = caption.text;
  let last = caption;
  for (;;) {
    const next = runs.find(
      (r) =>
        r.y < last.y &&
        r.y > rowBottom &&
        Math.abs(r.x - caption.x) <= 2 &&
        last.y - r.y <= last.fontSize * 1.6 &&
        Math.abs(r.fontSize - caption.fontSize) < 0.5,
    );
    if (!next) return text;
    text = `${text} ${next.text}`;
    last = next;
  }
}

/** A head that names its signer ("Customer signature") over the empty cell under it. */
function byColumn(
  page: PageLayout,
  edges: Edges,
  text: string,
  head: TextRun,
  column: Box,
  date: { cell: Box } | undefined,
): TablePlace[] {
  const whose = signerOfLabel(text);
  if (!whose) return [];
  // Room left in the head's own cell under its label is the place itself (signature-box.ts finds it).
  if (head.y - head.fontSize * 0.5 - column.y >= 16) return [];
  // An empty cell beside the head is where a grid of cells (a spreadsheet) signs: signature-box.ts.
  const beside = edges.vertical
    .filter((r) => r.x1 > column.x + column.width + 20 && r.y1 - 1 <= head.y && r.y2 + 1 >= head.y)
    .sort((a, b) => a.x1 - b.x1)[0];
  const next = beside && {
    x: column.x + column.width,
    y: column.y,
    width: beside.x1 - column.x - column.width,
    height: column.height,
  };
  if (next && next.width >= 60 && !hasTextInside(page, next)) return [];
  const y = rowLines(edges, column)[0];
  if (y === undefined) return [];
  const height = column.y - y;
  if (height < MIN_ROW || height > MAX_ROW) return [];
  const band = { x: column.x, y, width: column.width, height };
  if (hasTextInside(page, band)) return [];
  const dateBand = date && { x: date.cell.x, y, width: date.cell.width, height };
  return [
    {
      label: text,
      labelRun: head,
      box: inset(band),
      ...(dateBand && !hasTextInside(page, dateBand) ? { dateBox: inset(dateBand) } : {}),
      whose,
    },
  ];
}
