// The ink on the line: a browser-printed invoice ("Customer signature: ______", underscores typed one or
// two glyphs at a time by Chromium's print to PDF) is read, signed and sealed, and poppler's pdftoppm (which
// draws the page as a viewer does) is the judge: the underscores are found in the page's own pixels, and
// the new ink of the signature sits on them, from their start, above the line, never beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { type GrayImage, renderPage } from '../../test/poppler.ts';
import { processDocument } from '../document-processing/process-document.ts';
import { stampDocument } from './seal-documents.ts';

const invoice = path.join(
  import.meta.dirname,
  '../../test/documents/browser-printed/invoice-about-blank.pdf',
);

/** A signature whose ink runs the whole width of its picture, as a signature's stroke along its baseline. */
async function signaturePng() {
  const canvas = createCanvas(500, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 500, 100);
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.moveTo(0, 80);
  ctx.bezierCurveTo(120, 0, 200, 100, 300, 40);
  ctx.lineTo(500, 85);
  ctx.stroke();
  return new Uint8Array(await canvas.encode('png'));
}

type Point = { x: number; y: number };

/** Dark pixels of a 72 dpi render as points from the page's bottom-left (one pixel is one point). */
function dark(image: GrayImage, keep: (i: number) => boolean = () => true): Point[] {
  const points: Point[] = [];
  image.pixels.forEach((v, i) => {
    if (v < 128 && keep(i))
      points.push({ x: (i % image.width) + 0.5, y: image.height - Math.floor(i / image.width) - 0.5 });
  });
  return points;
}

/** The drawn line near `y`: the longest unbroken run of dark pixels along one pixel row there. */
function lineNear(points: Point[], y: number, x1: number, x2: number) {
  const rows = new Map<number, number[]>();
  for (const p of points) {
    if (Math.abs(p.y - y) > 6 || p.x < x1 || p.x > x2) continue;
    rows.set(p.y, [...(rows.get(p.y) ?? []), p.x]);
  }
  let best: { y: number; start: number; end: number } | undefined;
  for (const [rowY, xs] of rows) {
    xs.sort((a, b) => a - b);
    let start = xs[0]!;
    for (let i = 1; i <= xs.length; i++) {
      // Glyphs of a row of underscores may leave a pixel or two between them.
      if (i < xs.length && xs[i]! - xs[i - 1]! <= 3) continue;
      const end = xs[i - 1]!;
      if (!best || end - start > best.end - best.start) best = { y: rowY, start, end };
      start = xs[i]!;
    }
  }
  return best;
}

describe('a browser-printed invoice', () => {
  it('is signed on its underscores: the ink starts where they start and rests on them', async () => {
    const bytes = new Uint8Array(readFileSync(invoice));
    const read = await processDocument(bytes, 'pdf', { fileName: 'invoice.pdf' });
    const [field] = read.extractedData.signatureFields;
    expect(field?.label).toBe('Customer signature');
    const box = field!.box!;

    const before = await renderPage(bytes, 1, { asShown: true });
    const line = lineNear(dark(before), box.y, box.x - 40, box.x + box.width + 40);
    expect(line, 'the underscores are drawn on the page').toBeDefined();
    // A row of underscores, not a word: it runs most of the box's width.
    expect(line!.end - line!.start).toBeGreaterThan(100);

    const signed = await stampDocument(
      {
        title: 'Invoice',
        pdf: bytes,
        signatureFields: read.extractedData.signatureFields,
        signature: { png: await signaturePng(), pageNumber: 1, signedAt: new Date('2026-11-25T14:05:00Z') },
      },
      'Olivia Bennett',
    );
    const after = await renderPage(signed, 1, { asShown: true });
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    // The date written into its own blank further along the line is not the signature.
    const date = field!.dateBox;
    const inDate = (p: Point) =>
      !!date && p.x >= date.x - 3 && p.x <= date.x + date.width + 3 && p.y >= date.y - 3;
    const ink = dark(after, (i) => (before.pixels[i] ?? 255) >= 200).filter(
      (p) => Math.abs(p.y - line!.y) <= 40 && p.x >= line!.start - 60 && p.x <= line!.end + 60 && !inDate(p),
    );
    expect(ink.length, 'the signature was drawn').toBeGreaterThan(200);
    const inkStart = Math.min(...ink.map((p) => p.x));
    const inkEnd = Math.max(...ink.map((p) => p.x));
    const inkFoot = Math.min(...ink.map((p) => p.y));
    // On the line, from its start: not beside it, not past its end.
    expect(inkStart).toBeGreaterThanOrEqual(line!.start - 3);
    expect(inkStart).toBeLessThanOrEqual(line!.start + 12);
    expect(inkEnd).toBeLessThanOrEqual(line!.end + 3);
    // Resting on it: the lowest ink within a few points of the line, none of it far below.
    expect(inkFoot).toBeGreaterThanOrEqual(line!.y - 4);
    expect(inkFoot).toBeLessThanOrEqual(line!.y + 8);
  });
});
