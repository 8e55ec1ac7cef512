// Measures extraction on the nineteenth independent set (13 documents from producers no earlier set used: tinypdf,
// PDF written by hand in Guile Scheme, WordprocessingML written by hand in OCaml and in Emacs Lisp, a scan aged with
// scikit-image and wrapped by tesseract's PDF renderer with its OCR text layer, and one wrapped by tinypdf),
// written by a hand that read none of the reading code. It prints the figures and asserts only that
// every file was read and scored. The misses in detail go to the file named by INDEPENDENT_19_MISSES when it is set,
// never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('nineteenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Nineteenth independent set',
      size: 13,
      missesVariable: 'INDEPENDENT_19_MISSES',
      minimumScored: 5,
    });
  });
});
