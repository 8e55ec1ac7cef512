import { PDF } from '@libpdf/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fitLine } from '../../lib/pdf-text/pdf-text.ts';
import { pdftotext, renderPage } from '../../test/poppler.ts';
import { preparePng } from './prepared-png.ts';
import { stampDate, stampSignature } from './stamp-signature.ts';

async function signaturePng() {
  const canvas = createCanvas(400, 120);
  const ctx = canvas.getContext('2d');
  ctx.lineWidth = 8;
  ctx.beginPath();
  ctx.moveTo(10, 100);
  ctx.bezierCurveTo(100, 0, 250, 120, 390, 20);
  ctx.stroke();
  return new Uint8Array(await canvas.encode('png'));
}

/** Dark pixels on page 1 (72 dpi: one pixel is one point), as PDF points from the bottom-left. */
async function darkPoints(bytes: Uint8Array) {
  const image = await renderPage(bytes, 1);
  const points: { x: number; y: number }[] = [];
  image.pixels.forEach((v, i) => {
    if (v < 200) points.push({ x: i % image.width, y: image.height - Math.floor(i / image.width) });
  });
  return points;
}

describe('the caption under a signature', () => {
  it('shrinks, then is cut short with an ellipsis, and is never wrapped', () => {
    const pdf = PDF.create();
    const fitOneLine = (text: string, width: number, size: number, minSize: number) => {
      const { text: fitted, size: fittedSize } = fitLine(pdf, text, width, size, minSize);
      return { text: fitted, size: fittedSize };
    };
    expect(fitOneLine('Ann Lee', 200, 6, 4)).toEqual({ text: 'Ann Lee', size: 6 });
    const smaller = fitOneLine('Aisha Rahman · 25 Nov 2026, 14:05:33 GMT', 100, 6, 4);
    expect(smaller.size).toBeLessThan(6);
    expect(smaller.text).not.toContain('…');
    const cut = fitOneLine('Bartholomew Fotheringham-Smythe · 25 Nov 2026, 14:05:33 GMT', 60, 6, 4);
    expect(cut.size).toBe(4);
    expect(cut.text.endsWith('…')).toBe(true);
  });

  it('stays inside a narrow box on the page, ink and words alike', async () => {
    const pdf = PDF.create();
    pdf.addPage({ size: 'a4' });
    const box = { x: 100, y: 300, width: 70, height: 30 };
    const date = { x: 200, y: 300, width: 40, height: 16 };
    stampSignature(
      pdf,
      preparePng(await signaturePng()),
      [{ page: 1, box }],
      'Bartholomew Fotheringham-Smythe · 25 Nov 2026, 14:05:33 GMT',
    );
    stampDate(pdf, [{ page: 1, box: date }], '25 Nov 2026');
    const bytes = await pdf.save();
    const points = await darkPoints(bytes);
    const within = (p: { x: number; y: number }, b: typeof box) =>
      p.x >= b.x - 1 && p.x <= b.x + b.width + 1 && p.y >= b.y - 1 && p.y <= b.y + b.height + 1;
    expect(points.filter((p) => within(p, box)).length).toBeGreaterThan(50);
    expect(points.filter((p) => within(p, date)).length).toBeGreaterThan(10);
    expect(points.filter((p) => !within(p, box) && !within(p, date))).toEqual([]);
    const text = await pdftotext(bytes);
    expect(text).toContain('25 Nov 2026');
    expect(text).toContain('Bartholomew');
    expect(text).toContain('…');
  });
});
