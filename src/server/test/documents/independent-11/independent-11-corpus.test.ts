// Measures extraction on the eleventh independent set (20 documents from producers no earlier set used: pydyf,
// R's pdf() device, iText 2.1.7, easy-template-x (npm) filling small Word templates, an image-only scan wrapped
// by R and a scan given an OCR layer from tesseract's TSV words by pydyf), written by a hand that read none of
// the reading code. It prints the figures and asserts only that every file was read and scored. The misses in detail
// go to the file named by INDEPENDENT_11_MISSES when it is set, never to the output, so that nobody tunes the reading
// against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('eleventh independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Eleventh independent set',
      size: 20,
      missesVariable: 'INDEPENDENT_11_MISSES',
      minimumScored: 5,
    });
  });
});
