// Where on a page a viewer's "upright" is: the visible box (crop box within media box) and the page's
// /Rotate, both inherited from the page tree as PDF allows. Sealing draws a field's ink in that frame,
// so a signature on a page turned by /Rotate or cropped away from its origin still reads upright in
// the box extraction found (which read the same page the same way: src/shared/documents/page-geometry.ts).
import { ops, type PDF, type PDFPage, PdfArray, PdfDict, PdfNumber, type PdfObject } from '@libpdf/core';
import { pageGeometry } from '../../../shared/documents/page-geometry.ts';
import type { Box } from '../../../shared/documents/signature-boxes.ts';

const US_LETTER = [0, 0, 612, 792];

/** An inheritable page attribute: the page's own, or its nearest ancestor's in the page tree. */
function inherited(pdf: PDF, page: PDFPage, key: string): PdfObject | undefined {
  const resolve = (ref: Parameters<PDF['getObject']>[0]) => pdf.getObject(ref);
  let dict: PdfDict | undefined = page.dict;
  for (let depth = 0; dict && depth < 32; depth++) {
    const value = dict.get(key, resolve);
    if (value !== undefined) return value;
    const parent = dict.get('Parent', resolve);
    dict = parent instanceof PdfDict ? parent : undefined;
  }
  return undefined;
}

function rectangle(value: PdfObject | undefined, pdf: PDF): number[] | undefined {
  if (!(value instanceof PdfArray) || value.length < 4) return undefined;
  const numbers = [0, 1, 2, 3].map((i) => value.at(i, (ref) => pdf.getObject(ref)));
  if (!numbers.every((n): n is PdfNumber => n instanceof PdfNumber)) return undefined;
  const [a, b, c, d] = numbers.map((n) => n.value) as [number, number, number, number];
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** The page's geometry as pdf.js sees it (page.view and page.rotate), read with @libpdf/core. */
export function pageView(pdf: PDF, page: PDFPage) {
  const media = rectangle(inherited(pdf, page, 'MediaBox'), pdf) ?? US_LETTER;
  const crop = rectangle(inherited(pdf, page, 'CropBox'), pdf);
  // A crop box reaching outside the media box shows only their overlap; one that misses it, the media box.
  const overlap = crop && [
    Math.max(crop[0]!, media[0]!),
    Math.max(crop[1]!, media[1]!),
    Math.min(crop[2]!, media[2]!),
    Math.min(crop[3]!, media[3]!),
  ];
  const view = overlap && overlap[2]! > overlap[0]! && overlap[3]! > overlap[1]! ? overlap : media;
  const rotate = inherited(pdf, page, 'Rotate');
  const degrees = rotate instanceof PdfNumber ? Math.round(rotate.value / 90) * 90 : 0;
  return pageGeometry(view, degrees);
}

/**
 * Runs `draw` with a box given in the page's own coordinates turned into the viewer's frame, and the
 * drawing turned back into the page: what `draw` puts upright in the box shows upright in a viewer.
 */
export function drawUpright(pdf: PDF, page: PDFPage, box: Box, draw: (upright: Box) => void) {
  const geometry = pageView(pdf, page);
  if (geometry.identity) {
    draw(box);
    return;
  }
  page.drawOperators([ops.pushGraphicsState(), ops.concatMatrix(...geometry.viewToPdfMatrix())]);
  draw(geometry.boxToView(box));
  page.drawOperators([ops.popGraphicsState()]);
}
