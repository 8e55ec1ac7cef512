import { PDF } from '@libpdf/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/poppler.ts';
import { embedPrepared, preparePng } from './prepared-png.ts';

/** Ink with soft edges on a transparent ground, and a block of colour: every filter and the alpha matter. */
async function drawing(opaque: boolean) {
  const canvas = createCanvas(300, 120);
  const ctx = canvas.getContext('2d');
  if (opaque) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 300, 120);
  }
  ctx.fillStyle = '#0f5132';
  ctx.fillRect(200, 10, 80, 40);
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(10, 100);
  ctx.bezierCurveTo(80, 0, 160, 120, 280, 30);
  ctx.stroke();
  return new Uint8Array(await canvas.encode('png'));
}

async function rendered(place: (pdf: PDF) => ReturnType<PDF['embedPng']>) {
  const pdf = PDF.create();
  const page = pdf.addPage({ width: 300, height: 120 });
  // On a coloured ground, so the alpha shows.
  page.drawRectangle({
    x: 0,
    y: 0,
    width: 300,
    height: 120,
    color: { type: 'RGB', red: 1, green: 0.8, blue: 0.6 },
  });
  page.drawImage(place(pdf), { x: 0, y: 0, width: 300, height: 120 });
  return renderPage(await pdf.save(), 1);
}

describe('a PNG prepared once for a whole set', () => {
  for (const opaque of [false, true]) {
    it(`draws exactly what the library's own embedding draws (${opaque ? 'opaque' : 'with alpha'})`, async () => {
      const png = await drawing(opaque);
      const prepared = preparePng(png);
      expect(prepared.alpha === null).toBe(opaque);
      const ours = await rendered((pdf) => embedPrepared(pdf, prepared));
      const library = await rendered((pdf) => pdf.embedPng(png));
      expect(ours.width).toBe(library.width);
      expect(Buffer.from(ours.pixels).equals(Buffer.from(library.pixels))).toBe(true);
    });
  }
});
