// Reads a PDF into text with positions plus the lines and boxes drawn on its pages (pdf.js).
// pdf.js measured about three times faster than @libpdf/core's extractText on a 20-page document
// and is the only one of the two that also reports vector graphics.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageGeometry } from '../../../shared/documents/page-geometry.ts';
import { stripUnsafeText } from '../../../shared/text-safety.ts';
import { deadline } from '../../lib/deadline.ts';
import {
  DocumentProcessingError,
  damagedPdf,
  MAX_DOCUMENT_PAGES,
  passwordProtectedPdf,
  READ_TIMEOUT_MS,
  tooManyPages,
  tooSlowToRead,
} from './errors.ts';
import { type Annotation, besideItsLabel, fieldBox, formFieldText, hasValue } from './form-field-text.ts';
import type { Box, DocumentLayout, PageLayout } from './layout.ts';
import { turnAbout, unskewBox } from './page-image-rules.ts';
import { readPageGraphics } from './pdf-graphics.ts';
import { pdfWorker } from './pdf-port.ts';
import { readTextPieces, type TextPiece } from './pdf-text-ops.ts';
import { groupIntoLines, type PositionedText } from './text-lines.ts';

/** Pages beyond this are counted but not read: no dealership document is longer. */
export const MAX_PAGES_READ = 300;
export const DEFAULT_TIMEOUT_MS = READ_TIMEOUT_MS;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const cMapUrl = `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`;

/** An AcroForm signature field already in the PDF: the surest sign of where to sign. */
export type SignatureWidget = { page: number; name: string; box: Box };
export type PdfLayout = DocumentLayout & {
  signatureWidgets: SignatureWidget[];
  /** Encrypted with an owner password only: opens without a password, but is locked against changes. */
  protectedAgainstChanges?: boolean;
  /** The makers the file names (its Producer and Creator), when it names any. */
  producer?: string;
};

/**
 * Throws DocumentProcessingError for a password-protected, encrypted, damaged or pathological PDF.
 * The timeout bounds the whole read: the pages are read a few at a time with a turn for the event loop
 * between (readDocument), so the timer fires even on a hostile file, and destroying the task stops the
 * work. Within a page nothing yields to timers: the reading pool's wall clock bounds that.
 */
export async function readPdfLayout(
  bytes: Uint8Array,
  options: { timeoutMs?: number } = {},
): Promise<PdfLayout> {
  if (!hasEndOfFile(bytes)) throw damagedPdf();
  const encrypted = isEncrypted(bytes);
  const task = getDocument({
    data: bytes.slice(), // pdf.js takes ownership of (detaches) the buffer it is given
    // No standardFontDataUrl: the standard fonts' outlines only matter for drawing. Without them pdf.js
    // reads text in Helvetica & co. from its built-in metrics and encodings, and skips parsing and
    // repairing two 300 KB font files per document (a third of the reading time of a text PDF).
    cMapUrl,
    cMapPacked: true,
    disableFontFace: true,
    fontExtraProperties: true,
    useSystemFonts: false,
    enableXfa: false,
    maxImageSize: 1, // never decode images: we only need text and vector graphics
    verbosity: 0,
    worker: pdfWorker(), // see pdf-port.ts
  });
  // Opening and reading count against one clock.
  const clock = deadline(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, tooSlowToRead);
  try {
    const doc = await clock.race(task.promise); // a PasswordException if one is needed
    // pdf.js opens a file locked only against changes (an owner password, an empty user password)
    // as any reader does: a dealer's system made it so, and it is accepted. The sealed copy is a new
    // file; the result notes the protection so the certificate can say so.
    if (doc.numPages === 0) throw damagedPdf(); // nothing to show or sign
    if (doc.numPages > MAX_DOCUMENT_PAGES) throw tooManyPages(doc.numPages);
    const layout = await clock.race(readDocument(doc));
    const producer = await clock.race(producerOf(doc));
    return {
      ...layout,
      ...(producer ? { producer } : {}),
      ...(encrypted ? { protectedAgainstChanges: true } : {}),
    };
  } catch (error) {
    throw toProcessingError(error);
  } finally {
    clock.clear();
    await task.destroy().catch(() => {});
  }
}

const SIGNING_WORDS =
  /sign|holder|hirer|buyer|purchaser|customer|debtor|borrower|keeper|applicant|seller|dealer|on behalf|for and/i;

/** Pages read at once: pdf.js answers each request through messages, so a few in flight keep it busy. */
const PAGES_IN_FLIGHT = 4;

/** The file's Producer and Creator, as one string (a broken information dictionary names nobody). */
async function producerOf(doc: PDFDocumentProxy): Promise<string | undefined> {
  const meta = await doc.getMetadata().catch(() => null);
  const info = (meta?.info ?? {}) as { Producer?: unknown; Creator?: unknown };
  const names = [info.Producer, info.Creator].filter((n): n is string => typeof n === 'string' && n !== '');
  return names.length > 0 ? names.join(' · ').slice(0, 300) : undefined;
}

async function readDocument(doc: PDFDocumentProxy): Promise<PdfLayout> {
  const count = Math.min(doc.numPages, MAX_PAGES_READ);
  const read: { page: PageLayout; widgets: SignatureWidget[] }[] = [];
  for (let first = 1; first <= count; first += PAGES_IN_FLIGHT) {
    const batch = [];
    for (let n = first; n < first + PAGES_IN_FLIGHT && n <= count; n++) {
      batch.push(
        doc.getPage(n).then(async (page) => {
          const annotations = (await page.getAnnotations()) as Annotation[];
          const result = {
            page: await readPage(page, n, annotations),
            widgets: readSignatureWidgets(page, n, annotations),
          };
          page.cleanup();
          return result;
        }),
      );
    }
    read.push(...(await Promise.all(batch)));
    // pdf.js passes its messages and slices its work through promises alone, so a file that needs no
    // I/O would be read without the timers ever getting a turn: between batches, they get one.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    pageCount: doc.numPages,
    pages: read.map((r) => r.page),
    signatureWidgets: read.flatMap((r) => r.widgets),
  };
}

async function readPage(page: PDFPageProxy, n: number, annotations: Annotation[]): Promise<PageLayout> {
  // Rules read the page as a viewer shows it: cropped to its crop box and turned by its /Rotate.
  const geometry = pageGeometry(page.view as number[], page.rotate);
  const { toView } = geometry;
  const size = { width: geometry.width, height: geometry.height };
  // One parse of the page: its operator list holds the text (pdf-text-ops.ts) and the graphics.
  const ops = await page.getOperatorList();
  const fonts = new Map<string, { name?: string; fontMatrix?: number[] }>();
  const font = (name: string) => {
    let found = fonts.get(name);
    if (!found) {
      found = page.commonObjs.has(name) ? (page.commonObjs.get(name) as typeof found & object) : {};
      fonts.set(name, found);
    }
    return found;
  };
  const appearances = new Map<string, TextPiece[]>();
  const items = readTextPieces(
    ops.fnArray,
    ops.argsArray,
    (name) => ({ fontMatrix: font(name).fontMatrix?.[0] || 0.001 }),
    appearances,
  );
  // Graphics and font weights are read on the first page (headings) and pages that mention signing or
  // name a signer (a rule over "Warranty holder" or beside "For Highland Motor Co" carries no "sign").
  // Joined, because a page drawn glyph by glyph spells "sign" across pieces.
  const wanted = n === 1 || SIGNING_WORDS.test(items.map((i) => i.str).join(''));
  const boldFonts = new Set<string>();
  if (wanted) {
    for (const name of fonts.keys()) {
      const fontName = font(name).name;
      if (fontName && /bold|black|heavy|semibold|demi/i.test(fontName)) boldFonts.add(name);
    }
  }
  const pieces: PositionedText[] = [];
  const angledText: string[] = [];
  const shown = withoutHiddenInvisibleText(items);
  const skew = scanSkew(shown, geometry.turn);
  // Invisible text that is most of the page is a scan's OCR layer (withoutHiddenInvisibleText), one word a piece.
  const shownIsLayer = skew !== undefined;
  // A skewed scan's OCR layer is read straightened, about the page's middle, as the picture would be.
  const straighten = skew ? turnAbout(-skew, size.width / 2, size.height / 2) : undefined;
  const place = (list: TextPiece[], into: PositionedText[]) => {
    for (const item of list) {
      const [a = 0, b = 0, , , e = 0, f = 0] = item.transform as number[];
      const direction = geometry.turn(a, b);
      const upright = Math.abs(direction.y) <= 0.01 && direction.x > 0;
      const skewed = straighten && item.invisible && isSkewed(direction);
      if (!upright && !skewed) {
        if (item.str.trim()) angledText.push(stripUnsafeText(item.str).trim());
        continue;
      }
      const at = skewed ? straighten(toView(e, f)) : toView(e, f);
      // Text outside the page as shown (past the crop box) is in the file but no reader shows it.
      const outside = at.x > size.width || at.x + item.width < 0 || at.y < -2 || at.y > size.height + 2;
      if (outside) continue;
      into.push({
        text: item.str,
        x: at.x,
        y: at.y,
        width: item.width,
        fontSize: Math.hypot(a ?? 0, b ?? 0),
        bold: boldFonts.has(item.fontName),
        ...(item.invisible && shownIsLayer ? { layerWord: true } : {}),
      });
    }
  };
  place(shown, pieces);
  // A field placed past the page's edge holds a value no viewer shows, as text printed there does.
  const onPage = (p: PositionedText) =>
    p.x < size.width && p.x + p.width > 0 && p.y >= -2 && p.y <= size.height + 2;
  pieces.push(...formFieldText(annotations, geometry, pieces).filter(onPage));
  // A filled-in field with no value of its own (/V) shows only what its appearance draws: read that.
  const printed = [...pieces];
  for (const a of annotations) {
    const drawn =
      a.id && !hasValue(a) && a.fieldType === 'Tx' && !a.hidden ? appearances.get(a.id) : undefined;
    if (!drawn || !a.rect || a.rect.length !== 4) continue;
    const shown: PositionedText[] = [];
    place(drawn, shown);
    pieces.push(...besideItsLabel(shown, fieldBox(a.rect, geometry), printed));
  }
  const graphics =
    wanted && items.length > 0
      ? readPageGraphics(ops.fnArray, ops.argsArray, size)
      : { horizontalRules: [], verticalRules: [], rects: [] };
  // A quarter turn makes the page's horizontal rules vertical, and the other way round.
  const rules = [...graphics.horizontalRules, ...graphics.verticalRules].map((r) => {
    const a = toView(r.x1, r.y1);
    const b = toView(r.x2, r.y2);
    return { x1: Math.min(a.x, b.x), y1: Math.min(a.y, b.y), x2: Math.max(a.x, b.x), y2: Math.max(a.y, b.y) };
  });
  return {
    page: n,
    ...size,
    lines: groupIntoLines(pieces),
    horizontalRules: rules.filter((r) => r.x2 - r.x1 >= r.y2 - r.y1),
    verticalRules: rules.filter((r) => r.x2 - r.x1 < r.y2 - r.y1),
    rects: graphics.rects.map((r) => geometry.boxToView(r)),
    angledText,
    ...(skew !== undefined ? { skew } : {}),
    ...(skew
      ? { toPdf: unskewBox(skew, size, geometry.identity ? undefined : geometry.boxToPdf) }
      : geometry.identity
        ? {}
        : { toPdf: geometry.boxToPdf }),
  };
}

/** Text turned this little from upright (radians, about 10°) is a scan fed in askew, not a stamp or a margin note. */
const MAX_SKEW = 0.175;
const isSkewed = (d: { x: number; y: number }) =>
  d.x > 0 && Math.abs(Math.atan2(d.y, d.x)) <= MAX_SKEW && Math.abs(d.y) > 0.01;

/**
 * The angle a scan was fed in at, read from its OCR layer: a page whose text is mostly invisible words
 * (OCRmyPDF writes each line along its slope over the picture), 0 when they lie straight. Undefined for a
 * page whose text is printed.
 */
function scanSkew(
  items: TextPiece[],
  turn: (a: number, b: number) => { x: number; y: number },
): number | undefined {
  // Most pages have no invisible text at all: nothing to count.
  if (!items.some((i) => i.invisible)) return undefined;
  const letters = (i: TextPiece) => i.str.replace(/[^\p{L}\p{N}]/gu, '').length;
  let all = 0;
  const angles: number[] = [];
  for (const item of items) {
    const n = letters(item);
    all += n;
    const [a = 0, b = 0] = item.transform as number[];
    const d = turn(a, b);
    if (item.invisible && isSkewed(d)) for (let k = 0; k < n; k++) angles.push(Math.atan2(d.y, d.x));
  }
  const invisible = items.filter((i) => i.invisible).reduce((n, i) => n + letters(i), 0);
  if (invisible < 20 || invisible < all * 0.6) return undefined;
  // An OCR layer laid straight: a scan fed in square, read as it is.
  if (angles.length < invisible * 0.6) return 0;
  return angles.sort((p, q) => p - q)[Math.floor(angles.length / 2)];
}

/**
 * Invisible text (render mode 3) is how a scan carries its OCR layer, so it is read when it is most of
 * the page's text. On a page whose printed text is most of it, a few invisible words are text a reader
 * never sees: a decoy (a hidden name or plate) or a producer's leftovers, not read.
 */
function withoutHiddenInvisibleText(items: TextPiece[]): TextPiece[] {
  const letters = (list: TextPiece[]) =>
    list.reduce((n, i) => n + i.str.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
  const invisible = items.filter((i) => i.invisible);
  if (invisible.length === 0) return items;
  const visible = items.filter((i) => !i.invisible);
  return letters(invisible) >= letters(visible) ? items : visible;
}

function readSignatureWidgets(page: PDFPageProxy, n: number, annotations: Annotation[]): SignatureWidget[] {
  const geometry = pageGeometry(page.view as number[], page.rotate);
  return annotations.flatMap((a) => {
    if (a.fieldType !== 'Sig' || !a.rect || a.rect.length !== 4) return [];
    const [ax, ay, bx, by] = a.rect as [number, number, number, number];
    const box = geometry.boxToView({
      x: Math.min(ax, bx),
      y: Math.min(ay, by),
      width: Math.abs(bx - ax),
      height: Math.abs(by - ay),
    });
    return box.width > 1 && box.height > 1 ? [{ page: n, name: a.fieldName ?? '', box }] : [];
  });
}

function toProcessingError(error: unknown): DocumentProcessingError {
  if (error instanceof DocumentProcessingError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return passwordProtectedPdf();
  return damagedPdf(error);
}

const latin1 = new TextDecoder('latin1');

/** An /Encrypt entry in a trailer or cross-reference stream dictionary. */
function isEncrypted(bytes: Uint8Array): boolean {
  // Those dictionaries are never compressed and sit at the end of the file (and near the start of a
  // linearized one), so a plain search there finds them; the pattern wants a reference or a
  // dictionary after the key so that prose about encryption does not match.
  const pattern = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;
  return pattern.test(head(bytes)) || pattern.test(tail(bytes));
}

const head = (bytes: Uint8Array) => latin1.decode(bytes.subarray(0, 65_536));
const tail = (bytes: Uint8Array) => latin1.decode(bytes.subarray(Math.max(0, bytes.length - 65_536)));

/**
 * A file cut short (an interrupted download or e-mail) loses its end: the %%EOF marker and the
 * startxref pointer before it. pdf.js would patch such a file together and read what is left, so
 * we check for ourselves. A writer that forgets %%EOF but leaves a sound startxref is let through.
 */
function hasEndOfFile(bytes: Uint8Array): boolean {
  const tailText = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 16_384)));
  if (tailText.includes('%%EOF')) return true;
  const pointer = tailText.match(/startxref\s+(\d+)\s*$/);
  if (!pointer) return false;
  const offset = Number(pointer[1]);
  const target = latin1.decode(bytes.subarray(offset, offset + 32)).trimStart();
  return offset < bytes.length && /^(?:xref|\d+\s+\d+\s+obj)/.test(target);
}
