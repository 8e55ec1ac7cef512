// Reads a PDF into text with positions plus the lines and boxes drawn on its pages (pdf.js).
// pdf.js measured about three times faster than @libpdf/core's extractText on a 20-page document
// and is the only one of the two that also reports vector graphics.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import {
  DocumentProcessingError,
  damagedPdf,
  MAX_DOCUMENT_PAGES,
  passwordProtectedPdf,
  READ_TIMEOUT_MS,
  restrictedPdf,
  tooManyPages,
  tooSlowToRead,
} from './errors.ts';
import type { Box, DocumentLayout, PageLayout } from './layout.ts';
import { readPageGraphics } from './pdf-graphics.ts';
import { groupIntoLines, type PositionedText } from './text-lines.ts';

/** Pages beyond this are counted but not read: no dealership document is longer. */
export const MAX_PAGES_READ = 300;
export const DEFAULT_TIMEOUT_MS = READ_TIMEOUT_MS;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`;
const cMapUrl = `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`;

/** An AcroForm signature field already in the PDF: the surest sign of where to sign. */
export type SignatureWidget = { page: number; name: string; box: Box };
export type PdfLayout = DocumentLayout & { signatureWidgets: SignatureWidget[] };

/**
 * Throws DocumentProcessingError for a password-protected, encrypted, damaged or pathological PDF.
 * The timeout bounds the whole read: pdf.js works in slices (it yields to the event loop between
 * messages and every few milliseconds while reading a page), so the timer gets its turn even on a
 * hostile file, and destroying the task stops the work.
 */
export async function readPdfLayout(
  bytes: Uint8Array,
  options: { timeoutMs?: number } = {},
): Promise<PdfLayout> {
  if (!hasEndOfFile(bytes)) throw damagedPdf();
  const encrypted = isEncrypted(bytes);
  const task = getDocument({
    data: bytes.slice(), // pdf.js takes ownership of (detaches) the buffer it is given
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    disableFontFace: true,
    fontExtraProperties: true,
    useSystemFonts: false,
    enableXfa: false,
    maxImageSize: 1, // never decode images: we only need text and vector graphics
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooSlowToRead()), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  });
  try {
    const doc = await Promise.race([task.promise, timeout]); // a PasswordException if one is needed
    // pdf.js opens owner-restricted files without a password; we still refuse them, because signing
    // means changing the file, which the restrictions forbid.
    if (encrypted) throw restrictedPdf();
    if (doc.numPages === 0) throw damagedPdf(); // nothing to show or sign
    if (doc.numPages > MAX_DOCUMENT_PAGES) throw tooManyPages(doc.numPages);
    return await Promise.race([readDocument(doc), timeout]);
  } catch (error) {
    throw toProcessingError(error);
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => {});
  }
}

/** Pages read at once: pdf.js answers each request through messages, so a few in flight keep it busy. */
const PAGES_IN_FLIGHT = 4;

async function readDocument(doc: PDFDocumentProxy): Promise<PdfLayout> {
  const count = Math.min(doc.numPages, MAX_PAGES_READ);
  const read: { page: PageLayout; widgets: SignatureWidget[] }[] = [];
  for (let first = 1; first <= count; first += PAGES_IN_FLIGHT) {
    const batch = [];
    for (let n = first; n < first + PAGES_IN_FLIGHT && n <= count; n++) {
      batch.push(
        doc.getPage(n).then(async (page) => {
          const result = { page: await readPage(page, n), widgets: await readSignatureWidgets(page, n) };
          page.cleanup();
          return result;
        }),
      );
    }
    read.push(...(await Promise.all(batch)));
  }
  return {
    pageCount: doc.numPages,
    pages: read.map((r) => r.page),
    signatureWidgets: read.flatMap((r) => r.widgets),
  };
}

async function readPage(page: PDFPageProxy, n: number): Promise<PageLayout> {
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const size = { width: x1 - x0, height: y1 - y0 };
  const content = await page.getTextContent({ disableNormalization: false });
  const items = content.items.filter((i): i is TextItem => 'str' in i);
  // Graphics and font weights come from the operator list, the costlier half of reading a page;
  // only the first page (headings) and pages that mention signing need them.
  const wanted = n === 1 || items.some((i) => /sign/i.test(i.str));
  const ops = wanted && items.length > 0 ? await page.getOperatorList() : undefined;
  const boldFonts = new Set<string>();
  if (ops) {
    for (const name of Object.keys(content.styles)) {
      const font = page.commonObjs.has(name) ? (page.commonObjs.get(name) as { name?: string }) : undefined;
      if (font?.name && /bold|black|heavy|semibold|demi/i.test(font.name)) boldFonts.add(name);
    }
  }
  const pieces: PositionedText[] = [];
  const angledText: string[] = [];
  for (const item of items) {
    const [a, b, , , e, f] = item.transform as number[];
    if (Math.abs(b ?? 0) > 0.01 || (a ?? 0) <= 0) {
      if (item.str.trim()) angledText.push(item.str.trim());
      continue;
    }
    pieces.push({
      text: item.str,
      x: (e ?? 0) - x0,
      y: (f ?? 0) - y0,
      width: item.width,
      fontSize: Math.hypot(a ?? 0, b ?? 0),
      bold: boldFonts.has(item.fontName),
    });
  }
  const graphics = ops
    ? readPageGraphics(ops.fnArray, ops.argsArray, size)
    : { horizontalRules: [], verticalRules: [], rects: [] };
  const shift = <T extends { x1: number; y1: number; x2: number; y2: number }>(r: T) => ({
    x1: r.x1 - x0,
    y1: r.y1 - y0,
    x2: r.x2 - x0,
    y2: r.y2 - y0,
  });
  return {
    page: n,
    ...size,
    lines: groupIntoLines(pieces),
    horizontalRules: graphics.horizontalRules.map(shift),
    verticalRules: graphics.verticalRules.map(shift),
    rects: graphics.rects.map((r) => ({ ...r, x: r.x - x0, y: r.y - y0 })),
    angledText,
  };
}

async function readSignatureWidgets(page: PDFPageProxy, n: number): Promise<SignatureWidget[]> {
  const annotations = (await page.getAnnotations()) as {
    fieldType?: string;
    fieldName?: string;
    rect?: number[];
  }[];
  const [x0, y0] = page.view as [number, number];
  return annotations.flatMap((a) => {
    if (a.fieldType !== 'Sig' || !a.rect || a.rect.length !== 4) return [];
    const [ax, ay, bx, by] = a.rect as [number, number, number, number];
    const box = {
      x: Math.min(ax, bx) - x0,
      y: Math.min(ay, by) - y0,
      width: Math.abs(bx - ax),
      height: Math.abs(by - ay),
    };
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
