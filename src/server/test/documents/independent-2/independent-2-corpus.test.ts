// Measures extraction on the second independent set (25 documents made by producers the reading was never
// tuned on: LaTeX, WeasyPrint, wkhtmltopdf, ReportLab, cairo, librsvg, LibreOffice Calc). It prints the figures
// and asserts only that every file was read and scored: accuracy is measured here, not required. The misses in
// detail go to the file named by INDEPENDENT_2_MISSES when it is set, never to the output, so that nobody tunes
// the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('second independent set', () => {
  it('reads and scores every document', { timeout: 180_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Second independent set',
      size: 25,
      missesVariable: 'INDEPENDENT_2_MISSES',
      minimumScored: 6,
    });
  });
});
