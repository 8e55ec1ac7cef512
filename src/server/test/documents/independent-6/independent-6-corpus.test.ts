// Measures extraction on the sixth independent set (22 documents from producers no earlier set used: Apache PDFBox,
// iText 5, Perl PDF::API2, PHP TCPDF, lualatex, pdftk-java filling a form and merging, an img2pdf scan, a phone photo
// given a text layer by OCRmyPDF, and hand-written OOXML Word files), written by a hand that read none of the reading
// code. It prints the figures and asserts only that every file was read and scored. The misses in detail go to the
// file named by INDEPENDENT_6_MISSES when it is set, never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('sixth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Sixth independent set',
      size: 22,
      missesVariable: 'INDEPENDENT_6_MISSES',
      minimumScored: 5,
    });
  });
});
