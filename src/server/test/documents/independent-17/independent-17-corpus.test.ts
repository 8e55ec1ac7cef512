// Measures extraction on the seventeenth independent set (14 documents from producers no earlier set used: pikepdf
// content streams, muhammara (PDF-Writer as a Node addon), odfpy text saved as .docx by LibreOffice, WordprocessingML
// written by hand in Bash and zipped by Info-ZIP, and two image-only scans degraded with G'MIC, one wrapped by pikepdf
// and one by muhammara), written by a hand that read none of the reading code. It prints the figures and asserts only that
// every file was read and scored. The misses in detail go to the file named by INDEPENDENT_17_MISSES when it is set,
// never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('seventeenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Seventeenth independent set',
      size: 14,
      missesVariable: 'INDEPENDENT_17_MISSES',
      minimumScored: 5,
    });
  });
});
