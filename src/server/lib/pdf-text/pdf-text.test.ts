// The PDF text drawing on its own: a line split into runs of one script, Arabic shaped and turned to the
// order a PDF draws it, and a drawn Arabic line read back by poppler's pdftotext in the order written.
import { PDF } from '@libpdf/core';
import { describe, expect, it } from 'vitest';
import { pdftotext } from '../../test/poppler.ts';
import { drawLine, embedsFonts, prepareLine } from './pdf-text.ts';
import { scriptRuns, visualArabic } from './script-runs.ts';

describe('script runs', () => {
  it('splits a line by script, the spaces between Arabic words staying Arabic', () => {
    const runs = scriptRuns('Ticked: "قرأتُ كيف" (read)');
    expect(runs.map((r) => [r.script, r.logical])).toEqual([
      ['latin', 'Ticked: "'],
      ['arabic', 'قرأتُ كيف'],
      ['latin', '" (read)'],
    ]);
  });

  it('gives Arabic letters their joined forms, right to left', () => {
    // كيف: kaf initial, yeh medial, feh final, drawn feh first.
    expect(visualArabic('كيف')).toBe('\ufed2\ufef4\ufedb');
    // لا is one ligature.
    expect(visualArabic('لا')).toBe('\ufefb');
  });
});

describe('a drawn line', () => {
  it('keeps Helvetica for what it can show and reads back Arabic as written', async () => {
    const pdf = PDF.create();
    const page = pdf.addPage({ size: 'a4' });
    drawLine(page, prepareLine(pdf, 'Plain English'), { x: 40, y: 780, size: 12 });
    expect(embedsFonts(pdf)).toBe(false);
    const arabic = 'قرأتُ كيف يتقاضى المعرض أجره';
    drawLine(page, prepareLine(pdf, `In Arabic: ${arabic}.`), { x: 40, y: 750, size: 12 });
    expect(embedsFonts(pdf)).toBe(true);
    const text = (await pdftotext(Buffer.from(await pdf.save({ subsetFonts: true }))))
      .replace(/[\u202a-\u202e]/g, '')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Plain English');
    expect(text).toContain(arabic);
  });
});
