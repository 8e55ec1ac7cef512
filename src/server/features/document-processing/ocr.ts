// Pages with no text layer (a scan), or with a garbage one (fonts without a Unicode map), are read from
// their pixels: each such page is drawn by pdftoppm and read by tesseract (ocr-engine.ts), its words
// become the page's text lines and the rules and boxes in its picture its graphics (page-image-rules.ts),
// and the same reading as for any PDF follows. A value read so is a guess the dealer confirms: every
// confidence stays below the editor's threshold (capOcrConfidence) unless a learnt form vouches for it.
// Without tesseract or pdftoppm such pages stay unread, as before, and the reading thread says so once.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ExtractedData, LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import type { PageLayout, Rule } from './layout.ts';
import { findProgram, parseHocr, runProgram } from './ocr-engine.ts';
import { fixMisreadMarks } from './ocr-plates.ts';
import { parsePgm, rulesFromImage, straightened, turnAbout, unskewBox } from './page-image-rules.ts';
import type { PdfLayout } from './pdf-layout.ts';
import { groupIntoLines, type PositionedText } from './text-lines.ts';

/** What a value read from pixels may be trusted at: below LOW_CONFIDENCE, so the editor asks. */
export const OCR_CONFIDENCE_CAP = Math.round((LOW_CONFIDENCE - 0.1) * 100) / 100;
/** All the OCR of one document: the reading pool's wall clock allows for it (process-in-worker.ts). */
export const OCR_BUDGET_MS = 20_000;
/** Pages read by OCR in one document at most: the first, the last, then the others in order. */
const MAX_OCR_PAGES = 12;
/** Enough for tesseract on a form's 8–10 pt print; a larger page is drawn at less, to this many pixels. */
const DPI = 200;
const MAX_SIDE_PX = 3500;
/** Fewer letters and digits than this and a page has nothing a reader could call a text layer. */
const MIN_PAGE_LETTERS = 20;
/** Words tesseract itself doubts this much are specks, logos and stamps. */
const MIN_WORD_CONFIDENCE = 30;

const warned = new Set<string>();

/** The layout with its unread pages read by OCR where that was possible, and the pages that gave words. */
export async function readUnreadPages(
  pdf: Uint8Array,
  layout: PdfLayout,
  options: { budgetMs?: number } = {},
): Promise<{ layout: PdfLayout; ocrPages: number[] }> {
  const unread = layout.pages.filter((p) => needsOcr(p));
  // A page whose text is its OCR layer has its words but not the rules of its picture: those are found there.
  const layered = layout.pages.filter(
    (p) =>
      p.skew !== undefined && !unread.includes(p) && p.horizontalRules.length === 0 && p.rects.length === 0,
  );
  if (unread.length === 0 && layered.length === 0) return { layout, ocrPages: [] };
  const pdftoppm = findProgram('pdftoppm');
  const tesseract = findProgram('tesseract');
  if (!pdftoppm || !tesseract) {
    warnOnce(
      'missing',
      `${pdftoppm ? 'tesseract' : 'pdftoppm'} is not installed: pages without a text layer are not read (apt-get install -y tesseract-ocr tesseract-ocr-eng poppler-utils)`,
    );
    return { layout, ocrPages: [] };
  }
  const first = unread[0];
  const last = unread.at(-1);
  const order = first
    ? [first, ...(last === first || !last ? [] : [last]), ...unread.slice(1, -1)].slice(0, MAX_OCR_PAGES)
    : [];
  const end = Date.now() + (options.budgetMs ?? OCR_BUDGET_MS);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs2sign-ocr-'));
  const read = new Map<number, PageLayout>();
  try {
    // A fixed name: nothing from the upload reaches a command line or a path.
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    for (const page of [...order, ...layered.slice(0, MAX_OCR_PAGES)]) {
      const left = end - Date.now();
      if (left < 500) break;
      try {
        const found = layered.includes(page)
          ? await rulesOfPicture({ pdftoppm, tesseract, file, dir }, page, left)
          : await readPage({ pdftoppm, tesseract, file, dir }, page, left);
        if (found.lines.length > 0) read.set(page.page, found);
      } catch (error) {
        // The page stays as it was (unread); the rest of the document is still read.
        warnOnce('failed', `OCR of a page failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return {
    layout: { ...layout, pages: layout.pages.map((p) => read.get(p.page) ?? p) },
    ocrPages: [...read.keys()].sort((a, b) => a - b),
  };
}

type Programs = { pdftoppm: string; tesseract: string; file: string; dir: string };

/** The page's picture, grey, as a viewer shows it; null when pdftoppm wrote something else. */
async function drawPage(programs: Programs, page: PageLayout, dpi: number, timeoutMs: number) {
  const root = path.join(programs.dir, `page-${page.page}`);
  // The page as a viewer shows it (crop box, /Rotate): the same space as the layout's lines.
  await runProgram(
    programs.pdftoppm,
    [
      '-r',
      String(dpi),
      '-gray',
      '-f',
      String(page.page),
      '-l',
      String(page.page),
      '-singlefile',
      programs.file,
      root,
    ],
    timeoutMs,
  );
  const picture = `${root}.pgm`;
  return { picture, image: parsePgm(new Uint8Array(await readFile(picture))) };
}

const dpiOf = (page: PageLayout) =>
  Math.max(36, Math.min(DPI, Math.floor((MAX_SIDE_PX * 72) / Math.max(page.width, page.height))));

/** The rules and boxes in the picture under an OCR layer, straightened as its words were (pdf-layout.ts). */
async function rulesOfPicture(programs: Programs, page: PageLayout, timeoutMs: number): Promise<PageLayout> {
  const { picture, image } = await drawPage(programs, page, dpiOf(page), timeoutMs);
  await rm(picture, { force: true });
  if (!image) return page;
  const straight = page.skew ? straightened(image, page.skew, page.width, page.height) : image;
  const graphics = rulesFromImage(straight, page.width, page.height);
  const words = page.lines.flatMap((l) => l.runs);
  return { ...page, ...graphics, horizontalRules: withoutWordStrokes(graphics.horizontalRules, words) };
}

type Word = { x: number; y: number; width: number; fontSize: number };

/**
 * A bold word scanned soft ("Policyholder's" at 9 pt) can make one dark run as long as a short rule: a
 * "rule" through the middle of the words on its line, most of its length, is their ink.
 */
export function withoutWordStrokes(rules: Rule[], words: Word[]): Rule[] {
  return rules.filter((r) => {
    const through = words.filter(
      (w) =>
        r.y1 >= w.y + w.fontSize * 0.1 &&
        r.y1 <= w.y + w.fontSize * 0.9 &&
        w.x < r.x2 &&
        w.x + w.width > r.x1,
    );
    const covered = through.reduce(
      (sum, w) => sum + Math.max(0, Math.min(r.x2, w.x + w.width) - Math.max(r.x1, w.x)),
      0,
    );
    return covered < (r.x2 - r.x1) * 0.7;
  });
}

async function readPage(programs: Programs, page: PageLayout, timeoutMs: number): Promise<PageLayout> {
  const dpi = dpiOf(page);
  const started = Date.now();
  const { picture, image } = await drawPage(programs, page, dpi, timeoutMs);
  // A blank page (the back of a scanned sheet) has nothing to read: tesseract is not asked.
  if (image && inkShare(image.pixels) < BLANK_INK) {
    await rm(picture, { force: true });
    return { ...page, lines: [] };
  }
  const hocr = await runProgram(
    programs.tesseract,
    [picture, '-', '-l', 'eng', '--dpi', String(dpi), 'hocr'],
    Math.max(1, timeoutMs - (Date.now() - started)),
  );
  await rm(picture, { force: true });
  const sx = image ? page.width / image.width : 72 / dpi;
  const sy = image ? page.height / image.height : 72 / dpi;
  const words = parseHocr(hocr).filter((w) => w.confidence >= MIN_WORD_CONFIDENCE);
  // A scan fed in askew is read straightened about the page's middle, its words and its rules alike: a
  // line of words turned a degree drifts out of its line across the page, and a rule into a staircase.
  const skew = skewOf(words.map((w) => -Math.atan((w.slope * sy) / sx)));
  const straighten = skew
    ? turnAbout(-skew, page.width / 2, page.height / 2)
    : (p: { x: number; y: number }) => p;
  const pieces: PositionedText[] = words.map((w) => ({
    text: w.text,
    ...straighten({ x: w.x0 * sx, y: page.height - w.baseline * sy }),
    width: (w.x1 - w.x0) * sx,
    // tesseract's line height runs from descender to ascender: a little under the font's size.
    fontSize: w.lineHeight * sy * 1.05,
    bold: false,
    layerWord: true,
  }));
  const straight = image && skew ? straightened(image, skew, page.width, page.height) : image;
  const found = straight
    ? rulesFromImage(straight, page.width, page.height)
    : { horizontalRules: [], verticalRules: [], rects: [] };
  const graphics = { ...found, horizontalRules: withoutWordStrokes(found.horizontalRules, pieces) };
  return {
    ...page,
    lines: groupIntoLines(fixMisreadMarks(pieces.filter((w) => !readFromARule(w, graphics.horizontalRules)))),
    ...graphics,
    angledText: [],
    ...(skew ? { skew, toPdf: unskewBox(skew, page, page.toPdf) } : {}),
  };
}

/** One character over and over ("eee", "———") lying on a rule found in the picture: tesseract read the rule. */
export function readFromARule(word: PositionedText, rules: Rule[]): boolean {
  if (!/^(\S)\1{2,}$/u.test(word.text)) return false;
  return rules.some(
    (r) =>
      Math.min(r.x2, word.x + word.width) - Math.max(r.x1, word.x) > word.width * 0.5 &&
      Math.abs(r.y1 - word.y) <= word.fontSize,
  );
}

/** Straightening a scan turned less than this (radians, a fifth of a degree) moves nothing by a point. */
const MIN_SKEW = 0.0035;
const MAX_SKEW = 0.175;

/** The angle most of the page's words lie at, when it is a small one; undefined for a square page. */
function skewOf(angles: number[]): number | undefined {
  if (angles.length < 10) return undefined;
  const middle = [...angles].sort((a, b) => a - b)[Math.floor(angles.length / 2)]!;
  return Math.abs(middle) >= MIN_SKEW && Math.abs(middle) <= MAX_SKEW ? middle : undefined;
}

/** Below this share of dark pixels a page is blank: a few specks of dust, no word. */
const BLANK_INK = 0.0005;

/** The share of a grey picture's pixels that are ink (sampled: every seventh pixel is plenty). */
function inkShare(pixels: Uint8Array): number {
  let dark = 0;
  let seen = 0;
  for (let i = 0; i < pixels.length; i += 7, seen++) if (pixels[i]! < 128) dark++;
  return seen > 0 ? dark / seen : 0;
}

/** No text layer, or one that reads as nonsense. */
export function needsOcr(page: PageLayout): boolean {
  const text = [...page.lines.map((l) => l.text), ...(page.angledText ?? [])].join('\n');
  // Counted up to the threshold, not listed: every page of every upload passes here.
  const letter = /[\p{L}\p{N}]/gu;
  let letters = 0;
  while (letters < MIN_PAGE_LETTERS && letter.exec(text)) letters++;
  return letters < MIN_PAGE_LETTERS || looksGarbled(text);
}

// Words every English dealership document uses many times; a page of 25 words with none of them is not
// English text but glyph codes a font without a Unicode map gave out as letters ("&XVWRPHU 1DPH").
const COMMON = new Set(
  'the of and to a in for is on you your by this be with are as or at it we our any that from will not all if date name no'.split(
    ' ',
  ),
);
/** Longer than this, a word cannot be a common one (lower-casing never makes a word shorter). */
const LONGEST_COMMON = Math.max(...[...COMMON].map((w) => w.length));

// Control codes, private-use and unassigned code points, replacement characters: glyph numbers.
const ODD = /[\p{Cc}\p{Co}\p{Cn}\uFFFD]/u;
const LATIN = /\p{Script=Latin}/u;
const SPACE = /\s/;

/**
 * Text pdf.js took out of fonts that do not say which letters their glyphs are. One pass over the
 * characters, deciding ASCII ones by their code (the Unicode classes' look-ups, the text without its
 * spaces and the list of every word cost more than the rest of a page's reading).
 */
export function looksGarbled(text: string): boolean {
  // Characters other than white space, and how many of them are odd (counted by code point, as /u does).
  let visible = 0;
  let odd = 0;
  // The Latin words, and how many of those words are common English ones.
  let words = 0;
  let common = 0;
  let wordStart = -1;
  const endWord = (end: number) => {
    words++;
    if (end - wordStart <= LONGEST_COMMON && COMMON.has(text.slice(wordStart, end).toLowerCase())) common++;
    wordStart = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let latin: boolean;
    let width = 1;
    if (c < 0x80) {
      latin = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
      if (c === 32 || (c >= 9 && c <= 13)) {
        if (wordStart >= 0) endWord(i);
        continue;
      }
      visible++;
      if (c < 0x20 || c === 0x7f) odd++;
    } else {
      width = text.codePointAt(i)! > 0xffff ? 2 : 1;
      // A lone surrogate may pair with another once the spaces between them are gone: judged as before.
      if (width === 1 && c >= 0xd800 && c <= 0xdfff) return looksGarbledSlowly(text);
      const char = text.slice(i, i + width);
      latin = LATIN.test(char);
      if (width === 1 && SPACE.test(char)) {
        if (wordStart >= 0) endWord(i);
        continue;
      }
      visible += width;
      if (ODD.test(char)) odd++;
    }
    if (latin) {
      if (wordStart < 0) wordStart = i;
    } else if (wordStart >= 0) endWord(i);
    i += width - 1;
  }
  if (wordStart >= 0) endWord(text.length);
  if (visible < 30) return false;
  if (odd / visible > 0.2) return true;
  if (words < 25) return false;
  return common / words < 0.02;
}

/** The same judgement by regular expressions over the whole text: for the rare text with a lone surrogate. */
function looksGarbledSlowly(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  if (visible.length < 30) return false;
  const odd = visible.match(/[\p{Cc}\p{Co}\p{Cn}\uFFFD]/gu)?.length ?? 0;
  if (odd / visible.length > 0.2) return true;
  const words = text.match(/\p{Script=Latin}+/gu) ?? [];
  if (words.length < 25) return false;
  const common = words.filter((w) => COMMON.has(w.toLowerCase())).length;
  return common / words.length < 0.02;
}

/**
 * Values read from pixels are never trusted above the editor's threshold: each confidence, and each
 * field's signer, is held below it when any page was read by OCR (the reading does not say which page
 * a name or registration came from). A learnt form that vouches for a value raises it afterwards.
 */
export function capOcrConfidence(data: ExtractedData, ocrPages: number[]): ExtractedData {
  if (ocrPages.length === 0) return data;
  return heldBelowThreshold(data, new Set(ocrPages));
}

/**
 * Every confidence held below the editor's threshold, and whose each place is too: on `pages` only when
 * given, else on every page.
 */
export function heldBelowThreshold(data: ExtractedData, pages?: Set<number>): ExtractedData {
  const cap = (n: number) => Math.min(n, OCR_CONFIDENCE_CAP);
  return {
    ...data,
    signatureFields: data.signatureFields.map((f) =>
      f.signerConfidence !== undefined && (!pages || pages.has(f.page))
        ? { ...f, signerConfidence: cap(f.signerConfidence) }
        : f,
    ),
    ...(data.confidence && {
      confidence: {
        customerName: cap(data.confidence.customerName),
        vehicleRegistration: cap(data.confidence.vehicleRegistration),
        documentType: cap(data.confidence.documentType),
        signatureFields: cap(data.confidence.signatureFields),
      },
    }),
  };
}

/** Once per reading thread and kind of trouble: a log line per page would drown the server's log. */
function warnOnce(kind: 'missing' | 'failed', message: string) {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(`document reading: ${message}`);
}
