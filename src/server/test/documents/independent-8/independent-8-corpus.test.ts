// Measures extraction on the eighth independent set (22 documents from producers no earlier set used: Ruby Prawn,
// Inkscape exporting laid-out SVG, latex with the dvipdfmx PDF writer, pandoc and Calligra Words writing Word files,
// and scans rendered by Ghostscript, degraded with GraphicsMagick and wrapped by Prawn or given an OCR layer by
// tesseract), written by a hand that read none of the reading code. It prints the figures and asserts only that every
// file was read and scored. The misses in detail go to the file named by INDEPENDENT_8_MISSES when it is set, never
// to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('eighth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Eighth independent set',
      size: 22,
      missesVariable: 'INDEPENDENT_8_MISSES',
      minimumScored: 5,
    });
  });
});
