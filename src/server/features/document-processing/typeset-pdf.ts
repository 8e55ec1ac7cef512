// A plain A4 PDF of a Word document's text, for when LibreOffice is not installed: readable,
// paginated, tables as ruled rows so that signature labels keep a blank cell beside them.
import { type FontInput, grayscale, layoutText, PDF, type PDFPage, StandardFonts } from '@libpdf/core';
import type { Block } from './html-blocks.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = MARGIN + 14; // leaves room for the page number
const BODY = 10;
const LEADING = 1.35;
const CELL_PADDING = 4;
const RULE = grayscale(0.55);
const SIGNING_SPACE = 30;
const SIGNATURE_WORD = /signature|signed/i;

/** Where the next line goes: the page being filled and the top of the free space on it. */
type Cursor = { pdf: PDF; page: PDFPage; y: number };

export async function typesetPdf(blocks: Block[], title?: string): Promise<Uint8Array> {
  const pdf = PDF.create();
  if (title) pdf.setTitle(title);
  const cursor: Cursor = { pdf, page: pdf.addPage({ size: 'a4' }), y: A4.height - MARGIN };

  for (const block of blocks) {
    if (block.kind === 'heading') {
      const size = block.level === 1 ? 15 : block.level === 2 ? 13 : 11;
      cursor.y -= size * 0.6;
      paragraph(cursor, block.text, size, true);
    } else if (block.kind === 'paragraph') {
      // A line to sign on needs room above it for the signature.
      cursor.y -= /_{4,}|\.{6,}/.test(block.text) ? SIGNING_SPACE : BODY * 0.45;
      paragraph(cursor, block.text, BODY, block.bold);
    } else {
      const row = layoutRow(block.cells);
      if (row.height <= A4.height - MARGIN - BOTTOM) {
        makeRoom(cursor, row.height);
        drawRow(cursor, row);
      } else {
        // A row taller than a page (a clause table): its cells become paragraphs.
        for (const text of block.cells) paragraph(cursor, text, BODY, false);
      }
    }
  }

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    page.drawText(`Page ${i + 1} of ${pages.length}`, {
      x: A4.width - MARGIN - 50,
      y: MARGIN / 2,
      size: 7,
      font: StandardFonts.Helvetica,
    });
  });
  return pdf.save();
}

/** Starts a new page when fewer than `height` points are left on this one. */
function makeRoom(cursor: Cursor, height: number) {
  if (cursor.y - height >= BOTTOM) return;
  cursor.page = cursor.pdf.addPage({ size: 'a4' });
  cursor.y = A4.height - MARGIN;
}

function paragraph(cursor: Cursor, text: string, size: number, bold: boolean) {
  const font: FontInput = bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica;
  const lineHeight = size * LEADING;
  for (const line of wrap(text, font, size, TEXT_WIDTH)) {
    makeRoom(cursor, lineHeight);
    cursor.y -= lineHeight;
    cursor.page.drawText(line, { x: MARGIN, y: cursor.y + size * 0.25, size, font });
  }
}

type RowLayout = { columns: { x: number; width: number; lines: string[] }[]; height: number };

/** Columns share the width in proportion to their text, within limits, so labels stay narrow. */
function layoutRow(cells: string[]): RowLayout {
  const weights = cells.map((c) => Math.min(Math.max(c.length, 12), 60));
  const total = weights.reduce((a, b) => a + b, 0);
  let x = MARGIN;
  const columns = cells.map((text, i) => {
    const width = (TEXT_WIDTH * weights[i]!) / total;
    const lines = text
      .split('\n')
      .flatMap((t) => wrap(t, StandardFonts.Helvetica, BODY, width - 2 * CELL_PADDING));
    const column = { x, width, lines };
    x += width;
    return column;
  });
  const tallest = Math.max(1, ...columns.map((c) => c.lines.length));
  // An empty cell, or a cell labelled for a signature, is a space to write in: make room.
  const forWriting = cells.some((c) => c.trim() === '' || (c.length < 60 && SIGNATURE_WORD.test(c)));
  const height = Math.max(tallest * BODY * LEADING + 2 * CELL_PADDING, forWriting ? 44 : 0);
  return { columns, height };
}

function drawRow(cursor: Cursor, row: RowLayout) {
  const top = cursor.y;
  const bottom = top - row.height;
  const left = MARGIN;
  const right = MARGIN + TEXT_WIDTH;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    cursor.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color: RULE, thickness: 0.5 });
  line(left, top, right, top);
  line(left, bottom, right, bottom);
  line(right, top, right, bottom);
  for (const column of row.columns) {
    line(column.x, top, column.x, bottom);
    column.lines.forEach((text, i) => {
      const y = top - CELL_PADDING - (i + 1) * BODY * LEADING + BODY * 0.3;
      cursor.page.drawText(text, {
        x: column.x + CELL_PADDING,
        y,
        size: BODY,
        font: StandardFonts.Helvetica,
      });
    });
  }
  cursor.y = bottom;
}

function wrap(text: string, font: FontInput, size: number, width: number): string[] {
  const safe = toWinAnsi(text);
  if (!safe.trim()) return [];
  return layoutText(safe, font, size, width, size * LEADING).lines.map((l) => l.text);
}

/** The standard PDF fonts only cover Windows-1252: map common symbols, replace the rest. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[☒☑✓✔✗✘]/g, '[x]')
    .replace(/[☐□]/g, '[ ]')
    .replace(/[●▪■◦]/g, '•')
    .replace(/[\u2000-\u200b\u00a0]/g, ' ')
    .replace(/[‐‑‒]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?');
}
