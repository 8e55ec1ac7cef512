// A PDF read as a viewer shows it: a page turned by /Rotate or cropped away from its
// origin gives the same reading as the plain page, and the signature box comes back in the page's own
// coordinates, the ones sealing draws in (stamp-signature.ts writes at box.x, box.y of the page).
import { PDF, PdfArray, PdfName, PdfNumber } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { createSheet } from '../../test/documents/corpus/kit.ts';
import { boxMatches } from '../../test/documents/corpus/score.ts';
import { processDocument } from './process-document.ts';

const A4 = { width: 595.28, height: 841.89 };

/** One A4 order form with its customer signature box as drawn. */
async function source() {
  const s = createSheet();
  s.text('VEHICLE ORDER FORM', 44, 760, { size: 16, bold: true });
  s.text('Customer name: Mrs Harriet Pemberton', 44, 720);
  s.text('Registration: LIZ 789', 44, 706);
  s.para('You have checked the vehicle and accept it as described on this order.', 44, 680);
  s.signOnRule('Customer signature', 44, 600, { date: 'Date' });
  return { bytes: await s.save(), box: s.fields[0]!.box!, dateBox: s.fields[0]!.dateBox! };
}

/** The source page drawn onto a new page of `size`, placed by `place`; returns the new PDF. */
async function redrawn(
  size: { width: number; height: number },
  place: { x: number; y: number; rotate?: number },
  dress: (page: ReturnType<PDF['addPage']>) => void,
) {
  const src = await source();
  const pdf = PDF.create();
  const embedded = await pdf.embedPage(await PDF.load(src.bytes), 0);
  const page = pdf.addPage(size);
  page.drawPage(embedded, place);
  dress(page);
  return { bytes: await pdf.save(), src };
}

async function read(bytes: Uint8Array) {
  const result = await processDocument(bytes, 'pdf', { fileName: 'order.pdf' });
  return result.extractedData;
}

describe('form fields', () => {
  it('reads the values typed into form fields as a viewer shows them', async () => {
    const s = createSheet();
    s.text('VEHICLE ORDER FORM', 44, 760, { size: 16, bold: true });
    s.text('Customer name:', 44, 720);
    s.text('Registration:', 44, 700);
    s.signOnRule('Customer signature', 44, 600);
    const form = s.pdf.getOrCreateForm();
    const name = form.createTextField('customer_name');
    name.setValue('Mrs Harriet Pemberton');
    const plate = form.createTextField('vrm');
    plate.setValue('ABZ 1234');
    const page = s.pdf.getPages()[0]!;
    page.drawField(name, { x: 120, y: 715, width: 220, height: 14 });
    page.drawField(plate, { x: 120, y: 695, width: 120, height: 14 });
    const data = await read(await s.save());
    expect(data.customerName).toBe('Harriet Pemberton');
    expect(data.vehicleRegistration).toBe('ABZ1234');
  });
});

describe('page geometry', () => {
  it('reads a page turned by /Rotate 90 upright, and gives its box in the page’s own coordinates', async () => {
    // Drawn a quarter turn anticlockwise on a landscape page that the viewer turns back clockwise.
    const { bytes, src } = await redrawn(
      { width: A4.height, height: A4.width },
      { x: A4.height, y: 0, rotate: 90 },
      (page) => page.setRotation(90),
    );
    const data = await read(bytes);
    expect(data.customerName).toBe('Harriet Pemberton');
    expect(data.vehicleRegistration).toBe('LIZ789');
    expect(data.signatureFields).toHaveLength(1);
    const b = src.box;
    const expected = { x: A4.height - (b.y + b.height), y: b.x, width: b.height, height: b.width };
    expect(boxMatches(data.signatureFields[0]!.box, expected)).toBe(true);
  });

  it('reads a page whose crop box is away from the origin, and shifts its box back by the crop corner', async () => {
    const { bytes, src } = await redrawn(
      { width: A4.width + 200, height: A4.height + 100 },
      { x: 120, y: 60 },
      (page) =>
        page.dict.set(
          PdfName.of('CropBox'),
          PdfArray.of(
            PdfNumber.of(120),
            PdfNumber.of(60),
            PdfNumber.of(120 + A4.width),
            PdfNumber.of(60 + A4.height),
          ),
        ),
    );
    const data = await read(bytes);
    expect(data.customerName).toBe('Harriet Pemberton');
    expect(data.signatureFields).toHaveLength(1);
    const moved = (b: typeof src.box) => ({ ...b, x: b.x + 120, y: b.y + 60 });
    expect(boxMatches(data.signatureFields[0]!.box, moved(src.box))).toBe(true);
    expect(boxMatches(data.signatureFields[0]!.dateBox, moved(src.dateBox))).toBe(true);
  });
});
