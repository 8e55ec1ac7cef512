// Measures extraction on the twelfth independent set (19 documents from producers no earlier set used:
// matplotlib's PDF backend, Typst (the compiler of the npm package @myriaddreamin/typst-ts-node-compiler),
// Scribus 1.5.8 scripted, carbone (npm) filling small Word templates, an image-only scan wrapped by Typst and a
// scan given an OCR layer from tesseract's TSV words by Typst), written by a hand that read none of the reading
// code. It prints the figures and asserts only that every file was read and scored. The misses in detail go to
// the file named by INDEPENDENT_12_MISSES when it is set, never to the output, so that nobody tunes the reading
// against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('twelfth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Twelfth independent set',
      size: 19,
      missesVariable: 'INDEPENDENT_12_MISSES',
      minimumScored: 5,
    });
  });
});
