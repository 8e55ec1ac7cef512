import { hasUnsafeText, stripUnsafeText } from '../../../shared/text-safety.ts';
import type { TextLine, TextRun } from './layout.ts';

/** One piece of text as a PDF reader reports it: a word, a phrase or a whole line, at its baseline. */
export type PositionedText = {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  /**
   * A word read off a scan (its OCR layer, or our own OCR): the next such word is another, however close;
   * its place is where a recogniser boxed it, so words that line up from line to line make no column.
   */
  layerWord?: boolean;
};

// Underscores or dot leaders drawn as text mark a blank to fill in, so they always stand alone
// as a run, never glued to the label before them. Typesetters space their leaders out (TeX's \dotfill
// and Word's dotted tab leader come out as ". . . . ."): four dots with single spaces between are a leader too.
const FILLER = /(?:_{2,}|\.{4,}|…{2,}|(?:\. ){3,}\.)(?:[\s/|.-]*(?:_{2,}|\.{4,}|…{2,}|(?:\. ){3,}\.))*/g;
const HAS_FILLER = /_{2,}|\.{4,}|…{2,}|(?:\. ){3,}\./;
/** Filler, or underscores alone (a single one is a blank's piece when glyphs come one by one). */
const isBlank = (text: string) => isFiller(text) || /^\s*_+\s*$/.test(text);
export const isFiller = (text: string) => /^[\s_.…/|-]*$/.test(text) && HAS_FILLER.test(text);
/** Dots or underscores only: a piece of a leader, whether or not it is long enough to be one yet. */
const isLeader = (text: string) => /^[\s_.…]+$/.test(text);

// A minus sign or a Unicode hyphen inside a word is the hyphen a reader sees: R's pdf() device writes every
// hyphen as U+2212 ("Ainsworth−Baines", "20−44−19").
const JOINING_DASH = /(?<=[\p{L}\p{N}])[\u2010\u2011\u2212](?=[\p{L}\p{N}])/gu;

// TeX's text layer spells an accented letter as the spacing accent and then the letter ("Am´elie"): one
// letter to a reader, "Amélie".
const COMBINING: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  '¸': '\u0327',
  '˚': '\u030a',
  ˇ: '\u030c',
};
const ACCENTS = Object.keys(COMBINING).join('');
const SPACING_ACCENT = new RegExp(`([${ACCENTS}])(\\p{L})`, 'gu');
const withAccentsComposed = (text: string) =>
  text.replace(SPACING_ACCENT, (_, accent: string, letter: string) =>
    `${letter}${COMBINING[accent]}`.normalize('NFC'),
  );

/** A piece's text as a reader sees it; most pieces need nothing, so one look decides. */
function asShown(p: PositionedText): PositionedText {
  const unsafe = hasUnsafeText(p.text);
  if (!unsafe && !NEEDS_A_LOOK.test(p.text)) return p;
  const text = withAccentsComposed((unsafe ? stripUnsafeText(p.text) : p.text).replace(JOINING_DASH, '-'));
  return text === p.text ? p : { ...p, text };
}
const NEEDS_A_LOOK = new RegExp(`[\\u2010\\u2011\\u2212${ACCENTS}]`);

/**
 * Groups text pieces into lines (shared baseline) and each line into runs: pieces closer than about
 * one em join, so "Customer Name:" and its value in the next table column become two runs.
 */
export function groupIntoLines(pieces: PositionedText[]): TextLine[] {
  // A NUL or a lone surrogate in a text layer stands for no character: dropped before any rule reads it
  // ("Olivia\0 Bennett" is Olivia Bennett), and no database could store it.
  const visible = pieces
    .map(asShown)
    .flatMap(splitFiller)
    .filter((p) => p.text.trim() !== '' && p.fontSize > 0.5);
  visible.sort((a, b) => b.y - a.y || a.x - b.x);

  const rows: PositionedText[][] = [];
  let rowY = 0; // the row's baseline: its first piece's, or for an OCR layer the mean of its words'
  for (const piece of visible) {
    const row = rows.at(-1);
    const first = row?.[0];
    // An OCR layer's words sit on their boxes' feet, not a shared baseline ("holder" stands a descender
    // higher than "warranty" beside it), and drift across a page scanned a little askew.
    const layer = piece.layerWord && first?.layerWord;
    const tolerance = layer ? 0.5 : 0.3;
    if (row && first && Math.abs(rowY - piece.y) <= tolerance * Math.max(first.fontSize, piece.fontSize)) {
      row.push(piece);
      if (layer) rowY += (piece.y - rowY) / row.length;
    } else {
      rows.push([piece]);
      rowY = piece.y;
    }
  }
  const columns = columnStarts(rows);
  return rows.map((row) => toLine(row, columns));
}

// Wider than a word space in any font, a typewriter's included (Courier's is 0.6 em, and its words line up
// from line to line as a table's columns do).
const COLUMN_GAP_EM = 0.62;

/** Runs starting at the same x on this many lines make a column: a table's values, a form's second column. */
const COLUMN_LINES = 3;

/**
 * Where runs start on several lines (rounded to the point): a form's columns. A label that fills its cell
 * ("Plan holder" / "C. MACASKILL", less than an em apart) still ends where the value column begins.
 */
function columnStarts(rows: PositionedText[][]): Set<number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const sorted = [...row].sort((a, b) => a.x - b.x);
    sorted.forEach((piece, i) => {
      const before = sorted[i - 1];
      if (before && piece.x - (before.x + before.width) <= piece.fontSize * COLUMN_GAP_EM) return;
      const x = Math.round(piece.x);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    });
  }
  return new Set([...counts].filter(([, n]) => n >= COLUMN_LINES).map(([x]) => x));
}

const startsColumn = (columns: Set<number>, x: number) => {
  const at = Math.round(x);
  return columns.has(at) || columns.has(at - 1) || columns.has(at + 1);
};

function toLine(row: PositionedText[], columns: Set<number> = new Set()): TextLine {
  row.sort((a, b) => a.x - b.x);
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  // Whether the last piece joined ended in a space: trimmed from the run's text, but still a word break
  // (a glyph-by-glyph page gives "Purchase " and "Agreement" with the space's width between them counted).
  let spaceBefore = false;
  // Whether the last piece joined was an OCR layer's word.
  let layerWord = false;
  for (const piece of row) {
    const gap = current ? piece.x - (current.x + current.width) : 0;
    const fontSize = Math.max(piece.fontSize, current?.fontSize ?? 0);
    // A blank and the words beside it are runs of their own; the pieces of one blank join, since a page
    // drawn glyph by glyph (Chromium's print to PDF) gives each underscore or two as a piece of its own,
    // and the blank starts where the first of them does.
    // A leader set dot by dot (TeX's \dotfill) is a blank only from its fourth dot: its dots stay one run.
    // A leader set dot by dot after a word and a space ("Date . . . . .") starts a run of its own, as a
    // leader drawn in one piece does (splitFiller).
    const separate =
      !current ||
      gap > Math.max(fontSize, 4) ||
      (isLeader(piece.text) && !isLeader(current.text) && gap > fontSize * 0.12) ||
      // A wide gap (more than a word space) before a column's start; never between letters written one
      // per box, which line up from row to row as columns do.
      (gap > fontSize * COLUMN_GAP_EM &&
        !piece.layerWord &&
        piece.text.trim().length >= 2 &&
        current.text.length >= 3 &&
        startsColumn(columns, piece.x)) ||
      captionThenValue(current, piece, gap) ||
      (isBlank(piece.text) !== isBlank(current.text) && !(isLeader(piece.text) && isLeader(current.text)));
    const endsInSpace = /\s$/.test(piece.text);
    if (separate) {
      const { layerWord: _, ...textRun } = piece;
      current = { ...textRun, text: piece.text.trim() };
      runs.push(current);
      spaceBefore = endsInSpace;
      layerWord = piece.layerWord === true;
      continue;
    }
    if (!current) continue;
    const needsSpace =
      (gap > fontSize * 0.12 || spaceBefore || (piece.layerWord && layerWord)) &&
      !current.text.endsWith(' ') &&
      !piece.text.startsWith(' ');
    spaceBefore = endsInSpace;
    layerWord = piece.layerWord === true;
    current.text = `${current.text}${needsSpace ? ' ' : ''}${piece.text}`.replace(/\s+/g, ' ').trim();
    current.width = Math.max(current.width, piece.x + piece.width - current.x);
    current.fontSize = Math.max(current.fontSize, piece.fontSize);
    current.bold = current.bold && piece.bold;
  }
  const first = runs[0]!;
  const last = runs.at(-1)!;
  return {
    text: runs.map((r) => r.text).join('    '),
    x: first.x,
    y: Math.max(...runs.map((r) => r.y)),
    width: last.x + last.width - first.x,
    fontSize: Math.max(...runs.map((r) => r.fontSize)),
    runs,
  };
}

/**
 * A caption set bold and the value after it in smaller ordinary type, more than a word space on ("Seller 1
 * Liam Kershaw" under a signing line): two runs, as a reader sees a label and what is written beside it.
 */
function captionThenValue(current: TextRun, piece: PositionedText, gap: number): boolean {
  return (
    current.bold &&
    !piece.bold &&
    !piece.layerWord &&
    piece.fontSize < current.fontSize - 0.4 &&
    gap > current.fontSize * 0.45
  );
}

/** "Signature: ________ Date: ____" as one piece becomes label, blank, label, blank. */
function splitFiller(piece: PositionedText): PositionedText[] {
  const text = piece.text;
  if (!HAS_FILLER.test(text) || isFiller(text)) return [piece];
  // Where each character starts, from typical proportional-font widths scaled to the piece.
  const widths = [...text].map(charWidth);
  const scale =
    piece.width /
    Math.max(
      widths.reduce((a, b) => a + b, 0),
      0.001,
    );
  const starts = [0];
  for (const w of widths) starts.push(starts.at(-1)! + w * scale);
  const slice = (from: number, to: number): PositionedText => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trail = raw.length - raw.trimEnd().length;
    const x0 = piece.x + starts[from + lead]!;
    return { ...piece, text: raw.trim(), x: x0, width: piece.x + starts[to - trail]! - x0 };
  };
  const parts: PositionedText[] = [];
  let at = 0;
  for (const match of text.matchAll(FILLER)) {
    if (match.index > at) parts.push(slice(at, match.index));
    parts.push(slice(match.index, match.index + match[0].length));
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(slice(at, text.length));
  return parts.filter((p) => p.text !== '');
}

/** Approximate advance widths (em) of Helvetica/Arial-like fonts, the usual forms' faces. */
function charWidth(c: string): number {
  if (c === ' ' || c === '.' || c === ',' || c === ':' || c === ';' || c === "'" || c === '|') return 0.28;
  if (c === '_' || /[0-9]/.test(c)) return 0.556;
  if (/[il]/.test(c)) return 0.22;
  if (/[fjrt]/.test(c)) return 0.3;
  if (/[mw]/.test(c)) return 0.8;
  if (/[MW]/.test(c)) return 0.88;
  if (/[A-Z]/.test(c)) return 0.68;
  if (/[a-z]/.test(c)) return 0.53;
  return 0.45;
}
