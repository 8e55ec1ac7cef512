// Puts the customer's signature where the document asks for it: the PNG fitted into each field's box,
// with the signer's name and the time in small type along the box's foot, and the date of signing in the
// form's own "Date" blank beside the signature when it has one. Boxes are in the page's own coordinates;
// on a page turned by /Rotate or cropped off its origin the ink is drawn upright as a viewer shows the page.
import { grayscale, type PDF } from '@libpdf/core';
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { type Box, signatureBoxes } from '../../../shared/documents/signature-boxes.ts';
import { drawLine, fitLine } from '../../lib/pdf-text/pdf-text.ts';
import { drawUpright } from './page-view.ts';
import { embedPrepared, type PreparedPng } from './prepared-png.ts';

// The boxes are shared with the customer's page, which highlights the same places.
export { type Box, signatureBoxes };

/** The caption's size when it fits; it shrinks to MIN_CAPTION_SIZE before it is cut short. */
const CAPTION_SIZE = 6;
const MIN_CAPTION_SIZE = 4;
/** Below this height a box holds the signature alone: a caption would leave no room for the ink. */
const CAPTION_MIN_BOX_HEIGHT = 24;
const PADDING = 1;
const DATE_SIZE = 10;
const MIN_DATE_SIZE = 5;

/** Stamps one signature into every box; the caption reads e.g. "Aisha Rahman · 23 Nov 2026 14:05". */
export function stampSignature(
  pdf: PDF,
  ink: PreparedPng,
  placements: { page: number; box: Box }[],
  caption: string,
) {
  const image = embedPrepared(pdf, ink);
  const pages = pdf.getPages();
  for (const { page: number, box: stored } of placements) {
    const page = pages[number - 1];
    if (!page) continue;
    drawUpright(pdf, page, stored, (box) => {
      // Fitted per box (its own width), in whatever fonts the name's scripts need: it never wraps, so it
      // never leaves its box downwards either.
      const line =
        box.height >= CAPTION_MIN_BOX_HEIGHT
          ? fitLine(pdf, caption, box.width - 2 * PADDING, CAPTION_SIZE, MIN_CAPTION_SIZE)
          : null;
      const captionHeight = line?.text ? line.size + 1 : 0;
      const room = {
        width: box.width - 2 * PADDING,
        height: box.height - captionHeight - 2 * PADDING,
      };
      const scale = Math.min(room.width / image.width, room.height / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, {
        x: box.x + PADDING,
        y: box.y + captionHeight + PADDING + (room.height - height) / 2,
        width,
        height,
      });
      if (line?.text) {
        // The baseline sits a little above the box's foot, so descenders ("y", "g") stay inside it too.
        drawLine(page, line.line, {
          x: box.x + PADDING,
          y: box.y + PADDING + line.size * 0.25,
          size: line.size,
          color: grayscale(0.25),
        });
      }
    });
  }
}

/** The date boxes of a document's fields, on pages that exist (a field without one has nothing to fill). */
export function dateBoxes(fields: SignatureField[], pageCount: number): { page: number; box: Box }[] {
  return fields.flatMap((f) =>
    f.dateBox && f.page >= 1 && f.page <= pageCount ? [{ page: Math.round(f.page), box: f.dateBox }] : [],
  );
}

/** Writes the date of signing ("25 Nov 2026") into each date box, on one line, on its foot. */
export function stampDate(pdf: PDF, placements: { page: number; box: Box }[], date: string) {
  const pages = pdf.getPages();
  for (const { page: number, box: stored } of placements) {
    const page = pages[number - 1];
    if (!page) continue;
    drawUpright(pdf, page, stored, (box) => {
      const largest = Math.min(DATE_SIZE, (box.height - 2 * PADDING) * 0.7);
      if (largest < MIN_DATE_SIZE / 2) return;
      const line = fitLine(pdf, date, box.width - 4 * PADDING, largest, Math.min(MIN_DATE_SIZE, largest));
      if (!line.text) return;
      drawLine(page, line.line, {
        x: box.x + 2 * PADDING,
        // Helvetica's capitals stand about 0.72 of the size above the baseline: centred in a small box,
        // and in a tall one (a blank resting on its underscores or rule) written just above the line, as a
        // person writes it, never floating half way up.
        y: box.y + Math.min((box.height - line.size * 0.72) / 2, PADDING + line.size * 0.35 + 2),
        size: line.size,
        color: grayscale(0.1),
      });
    });
  }
}
