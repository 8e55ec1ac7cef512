// Sealing on every page geometry: the ink lands upright in the box extraction found, as a
// viewer shows the page, whether the page is turned by /Rotate 0, 90, 180 or 270 or cropped away from its
// origin. Each page below shows the same A4 order form upright in a viewer; extraction finds its signature
// and date boxes, sealing stamps them, and poppler's pdftoppm (which renders as a viewer does) finds the
// new ink inside those boxes, the right way up.
import { PDF, PdfArray, PdfName, PdfNumber } from '@libpdf/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createSheet, type TruthBox } from '../../test/documents/corpus/kit.ts';
import { type GrayImage, renderPage } from '../../test/poppler.ts';
import { processDocument } from '../document-processing/process-document.ts';
import { stampDocument } from './seal-documents.ts';

const A4 = { width: 595.28, height: 841.89 };

async function orderForm() {
  const s = createSheet();
  s.text('VEHICLE ORDER FORM', 44, 760, { size: 16, bold: true });
  s.text('Customer name: Mrs Harriet Pemberton', 44, 720);
  s.text('Registration: LIZ 789', 44, 706);
  s.para('You have checked the vehicle and accept it as described on this order.', 44, 680);
  s.signOnRule('Customer signature', 44, 600, { date: 'Date', length: 180 });
  return { bytes: await s.save(), box: s.fields[0]!.box!, dateBox: s.fields[0]!.dateBox! };
}

type Geometry = {
  name: string;
  media: { width: number; height: number };
  /** Where the A4 page is drawn (and turned, anticlockwise) so that the viewer shows it upright. */
  place: { x: number; y: number; rotate?: number };
  rotate: 0 | 90 | 180 | 270;
  crop?: [number, number, number, number];
};

const landscape = { width: A4.height, height: A4.width };
const GEOMETRIES: Geometry[] = [
  { name: '/Rotate 0', media: A4, place: { x: 0, y: 0 }, rotate: 0 },
  { name: '/Rotate 90', media: landscape, place: { x: A4.height, y: 0, rotate: 90 }, rotate: 90 },
  {
    name: '/Rotate 180',
    media: A4,
    place: { x: A4.width, y: A4.height, rotate: 180 },
    rotate: 180,
  },
  { name: '/Rotate 270', media: landscape, place: { x: 0, y: A4.width, rotate: -90 }, rotate: 270 },
  {
    name: 'a crop box away from the origin',
    media: { width: A4.width + 200, height: A4.height + 100 },
    place: { x: 120, y: 60 },
    rotate: 0,
    crop: [120, 60, 120 + A4.width, 60 + A4.height],
  },
  {
    name: '/Rotate 90 with a crop box away from the origin',
    media: { width: A4.height + 150, height: A4.width + 80 },
    place: { x: 90 + A4.height, y: 40, rotate: 90 },
    rotate: 90,
    crop: [90, 40, 90 + A4.height, 40 + A4.width],
  },
];

async function onPage(source: Uint8Array, g: Geometry): Promise<Uint8Array> {
  const pdf = PDF.create();
  const embedded = await pdf.embedPage(await PDF.load(source), 0);
  const page = pdf.addPage(g.media);
  page.drawPage(embedded, g.place);
  if (g.rotate) page.setRotation(g.rotate);
  if (g.crop) page.dict.set(PdfName.of('CropBox'), PdfArray.of(...g.crop.map((n) => PdfNumber.of(n))));
  return pdf.save();
}

/** A signature that shows which way up it is: a solid block in its top-left quarter, nothing else. */
async function cornerPng() {
  const canvas = createCanvas(400, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 400, 120);
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, 200, 60);
  return new Uint8Array(await canvas.encode('png'));
}

/** Pixels dark in `after` but not in `before`, as points from the bottom-left of the page as shown. */
function newInk(before: GrayImage, after: GrayImage) {
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  const points: { x: number; y: number }[] = [];
  after.pixels.forEach((v, i) => {
    if (v < 160 && (before.pixels[i] ?? 255) >= 200)
      points.push({ x: (i % after.width) + 0.5, y: after.height - Math.floor(i / after.width) - 0.5 });
  });
  return points;
}

const inside = (p: { x: number; y: number }, b: TruthBox, slack = 1.5) =>
  p.x >= b.x - slack && p.x <= b.x + b.width + slack && p.y >= b.y - slack && p.y <= b.y + b.height + slack;

describe('sealing on every page geometry', () => {
  it.each(GEOMETRIES)('stamps the ink upright in the box extraction found: $name', async (g) => {
    const form = await orderForm();
    const bytes = await onPage(form.bytes, g);
    const read = await processDocument(bytes, 'pdf', { fileName: 'order.pdf' });
    const fields = read.extractedData.signatureFields;
    expect(fields).toHaveLength(1);

    const signed = await stampDocument(
      {
        title: 'Vehicle order form',
        pdf: bytes,
        signatureFields: fields,
        signature: { png: await cornerPng(), pageNumber: 1, signedAt: new Date('2026-11-25T14:05:00Z') },
      },
      'A B',
    );
    const shown = (pdf: Uint8Array) => renderPage(pdf, 1, { asShown: true });
    const ink = newInk(await shown(bytes), await shown(signed));

    // As shown, the page is the A4 form upright: its boxes are where the form drew them.
    const { box, dateBox } = form;
    expect(ink.filter((p) => !inside(p, box) && !inside(p, dateBox))).toEqual([]);
    expect(ink.filter((p) => inside(p, dateBox, 0)).length).toBeGreaterThan(20);

    // Upright: the block in the signature's top-left quarter is in the box's top-left, not elsewhere.
    const inBox = ink.filter((p) => inside(p, box, 0));
    const midX = box.x + box.width / 2;
    const midY = box.y + box.height / 2;
    const quarter = (left: boolean, upper: boolean) =>
      inBox.filter((p) => p.x < midX === left && p.y >= midY === upper).length;
    expect(quarter(true, true)).toBeGreaterThan(300);
    expect(quarter(false, true)).toBeLessThan(20);
    expect(quarter(false, false)).toBeLessThan(20);
  });
});
