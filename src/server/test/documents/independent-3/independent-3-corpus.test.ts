// Measures extraction on the third independent set (22 documents made by producers the reading was never
// tuned on: jsPDF, pdf-lib with and without filled form fields, xelatex, AbiWord and image-only scans), written
// by hands that read none of the reading code. It prints the figures and asserts only that every file was
// read and scored. The misses in detail go to the file named by INDEPENDENT_3_MISSES when it is set, never to
// the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('third independent set', () => {
  it('reads and scores every document', { timeout: 180_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Third independent set',
      size: 22,
      missesVariable: 'INDEPENDENT_3_MISSES',
      minimumScored: 5,
    });
  });
});
