// Measures extraction on the fifth independent set (24 documents from producers no earlier set used: FPDF (PHP),
// xhtml2pdf, rst2pdf, Gnumeric, @react-pdf/renderer, pdfme, LibreOffice Writer from odfpy ODT, pandoc, Ghostscript
// re-distilling, qpdf merging and encryption, an ImageMagick scan and phone photo), written by a hand that read
// none of the reading code. It prints the figures and asserts only that every file was read and scored. The misses
// in detail go to the file named by INDEPENDENT_5_MISSES when it is set, never to the output, so that nobody tunes
// the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('fifth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Fifth independent set',
      size: 24,
      missesVariable: 'INDEPENDENT_5_MISSES',
      minimumScored: 5,
    });
  });
});
