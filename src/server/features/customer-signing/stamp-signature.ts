// Puts the customer's signature where the document asks for it: the PNG fitted into each field's box,
// with the signer's name and the date in small type along the box's foot.
import { grayscale, type PDF, StandardFonts } from '@libpdf/core';
import { type Box, signatureBoxes } from '../../../shared/signature-boxes.ts';
import { toWinAnsi } from '../document-processing/typeset-pdf.ts';

// The boxes are shared with the customer's page, which highlights the same places.
export { type Box, signatureBoxes };

const CAPTION_SIZE = 6;
const PADDING = 1;

/** Stamps one signature into every box; the caption reads e.g. "Aisha Rahman · 23 Nov 2026 14:05". */
export function stampSignature(
  pdf: PDF,
  png: Uint8Array,
  placements: { page: number; box: Box }[],
  caption: string,
) {
  const image = pdf.embedPng(png);
  const pages = pdf.getPages();
  const text = toWinAnsi(caption);
  for (const { page: number, box } of placements) {
    const page = pages[number - 1];
    if (!page) continue;
    const captionHeight = box.height >= 24 ? CAPTION_SIZE + 1 : 0;
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
    if (captionHeight) {
      page.drawText(text, {
        x: box.x + PADDING,
        y: box.y + PADDING + 1,
        size: CAPTION_SIZE,
        font: StandardFonts.Helvetica,
        color: grayscale(0.25),
        maxWidth: box.width - 2 * PADDING,
      });
    }
  }
}
