// The independent set: 30 dealer and lender documents made by producers the project corpus never used
// (Chromium, pdfkit with AcroForm fields, PostScript through Ghostscript, groff, enscript), written by a
// helper who never read the reading code. It measures how the reading does on paperwork nobody tuned it
// on and prints the table; it does not gate on accuracy. It asserts only that every file was read and
// scored, so a document that fails to open or a truth file that no longer matches its PDF is noticed.
import { readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { describeIndependent, independentTruths, scoreIndependentSet } from './independent-score.ts';

test('every document of the independent set is read and scored', { timeout: 240_000 }, async () => {
  const pdfs = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.pdf'));
  const truths = independentTruths();
  // Every PDF has its truth and every truth its PDF.
  expect(truths.map((t) => t.file).sort()).toEqual(pdfs.sort());
  expect(truths.length).toBeGreaterThanOrEqual(30);

  const rows = await scoreIndependentSet();
  console.log(describeIndependent(rows));

  expect(rows.map((r) => r.truth.file)).toEqual(truths.map((t) => t.file));
  for (const row of rows) {
    // Read at all: a page count and a scored line for each field of the table.
    expect(row.result.pageCount, row.truth.file).toBeGreaterThan(0);
    expect(row.scores.filter((s) => s.scored).length, row.truth.file).toBeGreaterThanOrEqual(7);
  }
});
