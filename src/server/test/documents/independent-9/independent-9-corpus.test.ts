// Measures extraction on the ninth independent set (22 documents from producers no earlier set used: htmldoc, rkusa's
// pdfjs (npm), asciidoctor-pdf, AbiWord and docxtemplater writing Word files, a phone photo wrapped by tiff2pdf and a
// scan given an OCR layer by pdfsandwich), written by a hand that read none of the reading code. It prints the figures
// and asserts only that every file was read and scored. The misses in detail go to the file named by
// INDEPENDENT_9_MISSES when it is set, never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('ninth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Ninth independent set',
      size: 22,
      missesVariable: 'INDEPENDENT_9_MISSES',
      minimumScored: 5,
    });
  });
});
