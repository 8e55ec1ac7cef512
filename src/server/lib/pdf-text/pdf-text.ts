// Text in any script on the PDFs the server draws (the certificate of completion, the signature caption, the
// date, the deal certificate): a line that the standard PDF fonts can show stays in Helvetica (nothing embedded, as fast as before); any other
// line is drawn run by run in Noto fonts (Noto Sans for Latin, Greek and Cyrillic, Noto Naskh Arabic, Noto
// Sans SC), embedded as subsets of the glyphs used when the PDF is saved with `subsetFonts`.
// Font files are read on first need and kept for the life of the process; each PDF embeds its own copy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type EmbeddedFont,
  type FontInput,
  type Grayscale,
  measureText,
  ops,
  type PDF,
  type PDFPage,
  PdfDict,
  PdfName,
  PdfString,
  type RGB,
  StandardFonts,
} from '@libpdf/core';
import { type Run, type Script, scriptRuns } from './script-runs.ts';

export type Weight = 'regular' | 'bold';

const FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
  },
  han: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const resolve = createRequire(import.meta.url).resolve;
const fontFiles = new Map<string, Uint8Array>();

function fontFile(script: Script, weight: Weight): Uint8Array {
  const name = FILES[script][weight];
  let bytes = fontFiles.get(name);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(resolve(name)));
    fontFiles.set(name, bytes);
  }
  return bytes;
}

const embedded = new WeakMap<PDF, Map<string, EmbeddedFont>>();

function embeddedFont(pdf: PDF, script: Script, weight: Weight): EmbeddedFont {
  let fonts = embedded.get(pdf);
  if (!fonts) {
    fonts = new Map();
    embedded.set(pdf, fonts);
  }
  const key = `${script}/${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = pdf.embedFont(fontFile(script, weight));
    fonts.set(key, font);
  }
  return font;
}

// What Helvetica (WinAnsiEncoding) can show.
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

type Piece = { run: Run; font: FontInput };

/** A line of text laid out for one PDF: its pieces, each in the font that has its letters. */
export type TextLine = { pieces: Piece[]; weight: Weight };

export function prepareLine(pdf: PDF, text: string, weight: Weight = 'regular'): TextLine {
  const clean = text
    .replace(/[\u2000-\u200b\u00a0]/g, ' ')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  if (WIN_ANSI.test(clean)) {
    const font = weight === 'bold' ? StandardFonts.HelveticaBold : StandardFonts.Helvetica;
    return { weight, pieces: [{ run: { script: 'latin', text: clean, logical: clean }, font }] };
  }
  return {
    weight,
    pieces: scriptRuns(clean).map((run) => {
      const font = embeddedFont(pdf, run.script, weight);
      // A letter none of the fonts has (a script not covered, an emoji) shows as "?": the library would
      // throw on it, and a seal must never fail over one character of a name.
      const missing = new Set(font.getUnencodableCharacters(run.text));
      if (missing.size === 0) return { run, font };
      const text = Array.from(run.text, (ch) => (missing.has(ch) ? '?' : ch)).join('');
      return { run: { ...run, text }, font };
    }),
  };
}

export function lineWidth(line: TextLine, size: number): number {
  return line.pieces.reduce((width, p) => width + measure(p.run.text, p.font, size), 0);
}

// Each standard font's width of each character (thousandths of an em), as the library gives it. The library
// looks every character's glyph name and width up afresh, and wrapping the certificate's paragraphs measures
// each line again at every word: that was the largest part of drawing the certificate.
const standardWidths = new Map<string, Map<string, number>>();

/** measureText, to the same number: a standard font's widths are whole thousandths, summed, then scaled. */
function measure(text: string, font: FontInput, size: number): number {
  if (typeof font !== 'string') return measureText(text, font, size);
  let widths = standardWidths.get(font);
  if (!widths) {
    widths = new Map();
    standardWidths.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = measureText(char, font, 1000);
      // Only the characters a standard font can show (WinAnsi) are drawn in one: the map stays small.
      if (widths.size < 1024) widths.set(char, width);
    }
    total += width;
  }
  return (total * size) / 1e3;
}
/**
 * Draws the line from (x, y). An Arabic run is marked with its letters (ActualText), so copying and text
 * extraction give the letters as written rather than the shaped forms as drawn.
 */
export function drawLine(
  page: PDFPage,
  line: TextLine,
  at: { x: number; y: number; size: number; color?: RGB | Grayscale },
) {
  let x = at.x;
  for (const { run, font } of line.pieces) {
    if (run.script === 'arabic' && typeof font !== 'string') drawMarked(page, run, font, { ...at, x });
    else page.drawText(run.text, { x, y: at.y, size: at.size, font, color: at.color });
    x += measure(run.text, font, at.size);
  }
}

/** One run inside a marked-content span (in one operator list: the span must not cross content streams). */
function drawMarked(
  page: PDFPage,
  run: Run,
  font: EmbeddedFont,
  at: { x: number; y: number; size: number; color?: RGB | Grayscale },
) {
  const gids = font.encodeTextToGids(run.text);
  const bytes = new Uint8Array(gids.length * 2);
  gids.forEach((gid, i) => {
    bytes[i * 2] = (gid >> 8) & 255;
    bytes[i * 2 + 1] = gid & 255;
  });
  const colour = at.color;
  // The letters as written, in the order drawn (right to left): readers (poppler, pdf.js) put a right-to-left
  // run back into logical order themselves, as they do for any Arabic PDF whose glyphs map to letters.
  const actual = Array.from(run.logical).reverse().join('');
  page.drawOperators([
    ops.beginMarkedContentProps(
      '/Span',
      new PdfDict([[PdfName.of('ActualText'), PdfString.fromString(actual)]]),
    ),
    ops.pushGraphicsState(),
    ...(colour?.type === 'RGB'
      ? [ops.setNonStrokingRGB(colour.red, colour.green, colour.blue)]
      : colour?.type === 'Grayscale'
        ? [ops.setNonStrokingGray(colour.gray)]
        : []),
    ops.beginText(),
    ops.setFont(`/${page.registerFont(font)}`, at.size),
    ops.setTextMatrix(1, 0, 0, 1, at.x, at.y),
    ops.showText(PdfString.fromBytes(bytes)),
    ops.endText(),
    ops.popGraphicsState(),
    ops.endMarkedContent(),
  ]);
}

/**
 * Fits a line within `width`: at `size`, else smaller down to `minSize`, else at `minSize` cut short with
 * an ellipsis. Never wraps.
 */
export function fitLine(
  pdf: PDF,
  text: string,
  width: number,
  size: number,
  minSize: number,
  weight?: Weight,
) {
  const whole = prepareLine(pdf, text, weight);
  for (let s = size; s >= minSize; s -= 0.5) {
    if (lineWidth(whole, s) <= width) return { line: whole, size: s, text };
  }
  const chars = Array.from(text);
  while (chars.length > 0) {
    chars.pop();
    const cut = `${chars.join('').trimEnd()}…`;
    const line = prepareLine(pdf, cut, weight);
    if (lineWidth(line, minSize) <= width) return { line, size: minSize, text: cut };
  }
  return { line: prepareLine(pdf, '', weight), size: minSize, text: '' };
}

/** True when text on this PDF needed an embedded font (which its save should subset). */
export const embedsFonts = (pdf: PDF) => (embedded.get(pdf)?.size ?? 0) > 0;

/** After a save: the fonts it wrote are finished, so text drawn later on this PDF embeds them anew. */
export const forgetFonts = (pdf: PDF) => embedded.delete(pdf);
