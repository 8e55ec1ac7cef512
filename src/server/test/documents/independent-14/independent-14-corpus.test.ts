// Measures extraction on the fourteenth independent set (15 documents from producers no earlier set used: PDF files
// written byte by byte in Python, gnuplot's pdfcairo terminal, Perl's Text::PDF, WordprocessingML written by hand in Go,
// an image-only scan wrapped by the hand-written PDF writer and a scan given an OCR layer from tesseract's TSV words by
// the same writer), written by a hand that read none of the reading code. It prints the figures and asserts only that
// every file was read and scored. The misses in detail go to the file named by INDEPENDENT_14_MISSES when it is set,
// never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('fourteenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Fourteenth independent set',
      size: 15,
      missesVariable: 'INDEPENDENT_14_MISSES',
      minimumScored: 5,
    });
  });
});
