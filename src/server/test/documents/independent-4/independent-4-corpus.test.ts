// Measures extraction on the fourth independent set (24 documents from producers no earlier set used: Apache
// FOP, pdfmake, mutool, LibreOffice Draw and Impress, photographed pages, and Word files from the npm `docx`
// package and python-docx), written by a hand that read none of the reading code. It prints the figures and
// asserts only that every file was read and scored. The misses in detail go to the file named by
// INDEPENDENT_4_MISSES when it is set, never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('fourth independent set', () => {
  it('reads and scores every document', { timeout: 180_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Fourth independent set',
      size: 24,
      missesVariable: 'INDEPENDENT_4_MISSES',
      minimumScored: 5,
    });
  });
});
