// Measures extraction on the tenth independent set (22 documents from producers no earlier set used: PyMuPDF,
// Perl's PDF::Builder, Go's gofpdf, docx-templates (npm) filling a small Word template, a fax-like 1-bit scan wrapped
// by PDF::Builder and a scan given an OCR layer from tesseract's hOCR by PyMuPDF), written by a hand that read none of
// the reading code. It prints the figures and asserts only that every file was read and scored. The misses in detail
// go to the file named by INDEPENDENT_10_MISSES when it is set, never to the output, so that nobody tunes the reading
// against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('tenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Tenth independent set',
      size: 22,
      missesVariable: 'INDEPENDENT_10_MISSES',
      minimumScored: 5,
    });
  });
});
