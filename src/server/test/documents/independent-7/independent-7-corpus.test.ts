// Measures extraction on the seventh independent set (22 documents from producers no earlier set used: groff's
// gropdf, libharu, officegen and html-to-docx Word files, paps outlines and GNU enscript through ps2pdf, hand-written
// PostScript with pdfmark form fields, and image-only scans rendered by Ghostscript and degraded with netpbm),
// written by a hand that read none of the reading code. It prints the figures and asserts only that every file was
// read and scored. The misses in detail go to the file named by INDEPENDENT_7_MISSES when it is set, never to the
// output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('seventh independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Seventh independent set',
      size: 22,
      missesVariable: 'INDEPENDENT_7_MISSES',
      minimumScored: 5,
    });
  });
});
