// Decoys a reader never shows: white text on a white page, text outside its clipping rectangle or
// past the page's edge, text too small to see, a few invisible words on a printed page (invisible text that
// is most of a page is a scan's OCR layer: kept). Each document carries the decoy and the
// real value, drawn with @libpdf/core the way other producers write such content, and the reading must
// take the value a person sees.
import { ops, PDF, type PDFPage, StandardFonts } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import { processDocument } from './process-document.ts';

type Draw = (page: PDFPage, font: string) => void;

/** A one-page order form: the real customer and plate drawn plainly, `decoy` drawn first by its own operators. */
async function orderWith(decoy: Draw): Promise<Uint8Array> {
  const pdf = PDF.create();
  const page = pdf.addPage({ size: 'a4' });
  const font = page.registerFont(StandardFonts.Helvetica);
  decoy(page, font);
  const line = (text: string, y: number, size = 10) =>
    page.drawText(text, { x: 50, y, size, font: StandardFonts.Helvetica });
  line('VEHICLE ORDER FORM', 780, 16);
  line('Customer name: Mrs Sarah Whitfield', 740);
  line('Address: 12 Mill Lane, Leeds LS6 2QT', 726);
  line('Vehicle: Ford Focus 1.0 EcoBoost Titanium', 700);
  line('Registration: KX70 ABC', 686);
  line('The customer has read the terms of this order and agrees to them before signing below.', 640);
  line('Customer signature', 560);
  page.drawLine({ start: { x: 160, y: 558 }, end: { x: 360, y: 558 }, thickness: 0.6 });
  return pdf.save();
}

const decoyText =
  (text: string, x: number, y: number, before: ReturnType<typeof ops.setFont>[] = []): Draw =>
  (page, font) =>
    page.drawOperators([
      ops.pushGraphicsState(),
      ...before,
      ops.beginText(),
      ops.setFont(font, 10),
      ops.setTextMatrix(1, 0, 0, 1, x, y),
      ops.showText(text),
      ops.endText(),
      ops.popGraphicsState(),
    ]);

async function read(decoy: Draw) {
  const { extractedData, text } = await processDocument(await orderWith(decoy), 'pdf');
  return { ...extractedData, text };
}

describe('text a reader does not show is not read', () => {
  it('white text on the white page', async () => {
    const data = await read(decoyText('Registration: AB12 CDE', 50, 800, [ops.setNonStrokingRGB(1, 1, 1)]));
    expect(data.text).not.toContain('AB12 CDE');
    expect(data.vehicleRegistration).toBe('KX70ABC');
    expect(data.confidence?.vehicleRegistration).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('but white text on a dark band is read', async () => {
    const band: Draw = (page, font) => {
      page.drawOperators([ops.setNonStrokingGray(0.1), ops.rectangle(40, 600, 300, 20), ops.fill()]);
      decoyText('CUSTOMER COPY', 50, 606, [ops.setNonStrokingGray(1)])(page, font);
    };
    expect((await read(band)).text).toContain('CUSTOMER COPY');
  });

  it('text outside its clipping rectangle', async () => {
    const clipped = decoyText('Customer name: Mr Decoy Holloway', 300, 500, [
      ops.rectangle(0, 0, 20, 20),
      ops.clip(),
      ops.endPath(),
    ]);
    const data = await read(clipped);
    expect(data.text).not.toContain('Decoy');
    expect(data.customerName).toBe('Sarah Whitfield');
  });

  it('text past the edge of the page', async () => {
    const data = await read(decoyText('Registration: AB12 CDE', 640, 720));
    expect(data.text).not.toContain('AB12 CDE');
    expect(data.vehicleRegistration).toBe('KX70ABC');
  });

  it('text two points tall, too small to read', async () => {
    const data = await read(
      decoyText('Registration: AB12 CDE', 50, 620, [ops.concatMatrix(0.2, 0, 0, 0.2, 0, 0)]),
    );
    expect(data.text).not.toContain('AB12 CDE');
    expect(data.vehicleRegistration).toBe('KX70ABC');
  });

  it('a few invisible words on a printed page (a scan keeps its invisible OCR layer)', async () => {
    const invisible = decoyText('Customer name: Mr Hidden Person', 50, 620, [ops.setTextRenderMode(3)]);
    const data = await read(invisible);
    expect(data.text).not.toContain('Hidden');
    expect(data.customerName).toBe('Sarah Whitfield');
  });

  it('text painted over by a white box', async () => {
    const covered: Draw = (page, font) => {
      decoyText('Customer name: Mr Covered Person', 50, 620)(page, font);
      page.drawOperators([
        ops.pushGraphicsState(),
        ops.setNonStrokingRGB(1, 1, 1),
        ops.rectangle(45, 612, 300, 20),
        ops.fill(),
        ops.popGraphicsState(),
      ]);
    };
    const data = await read(covered);
    expect(data.text).not.toContain('Covered');
    expect(data.customerName).toBe('Sarah Whitfield');
  });

  it('text set at a size nobody can read', async () => {
    const tiny = decoyText('Customer name: Mr Tiny Person', 50, 620, [
      ops.concatMatrix(0.02, 0, 0, 0.02, 0, 0),
    ]);
    const data = await read(tiny);
    expect(data.text).not.toContain('Tiny');
    expect(data.customerName).toBe('Sarah Whitfield');
  });
});
