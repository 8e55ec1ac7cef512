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
  /** A word of a scan's OCR layer, written on its own: the next such word is another, however close. */
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

/**
 * Groups text pieces into lines (shared baseline) and each line into runs: pieces closer than about
 * one em join, so "Customer Name:" and its value in the next table column become two runs.
 */
export function groupIntoLines(pieces: PositionedText[]): TextLine[] {
  // A NUL or a lone surrogate in a text layer stands for no character: dropped before any rule reads it
  // ("Olivia\0 Bennett" is Olivia Bennett), and no database could store it.
  const visible = pieces
    .map((p) => (hasUnsafeText(p.text) ? { ...p, text: stripUnsafeText(p.text) } : p))
    .map((p) => (/[\u2010\u2011\u2212]/.test(p.text) ? { ...p, text: p.text.replace(JOINING_DASH, '-') } : p))
    .flatMap(splitFiller)
    .filter((p) => p.text.trim() !== '' && p.fontSize > 0.5);
  visible.sort((a, b) => b.y - a.y || a.x - b.x);

  const rows: PositionedText[][] = [];
  for (const piece of visible) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - piece.y) <= 0.3 * Math.max(first.fontSize, piece.fontSize)) {
      row.push(piece);
    } else {
      rows.push([piece]);
    }
  }
  return rows.map(toLine);
}

function toLine(row: PositionedText[]): TextLine {
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
