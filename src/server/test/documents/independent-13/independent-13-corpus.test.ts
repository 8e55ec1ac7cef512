// Measures extraction on the thirteenth independent set (20 documents from producers no earlier set used: PoDoFo,
// dompdf, Perl's PDF::Create, docxmlater (npm) and WordprocessingML written by hand, an image-only scan wrapped
// by PDF::Create and a scan given an OCR layer from tesseract's TSV words by PoDoFo), written by a hand that read none of
// the reading code. It prints the figures and asserts only that every file was read and scored. The misses in detail
// go to the file named by INDEPENDENT_13_MISSES when it is set, never to the output, so that nobody tunes the reading
// against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('thirteenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Thirteenth independent set',
      size: 20,
      missesVariable: 'INDEPENDENT_13_MISSES',
      minimumScored: 5,
    });
  });
});
