// Measures extraction on the fifteenth independent set (15 documents from producers no earlier set used: PyX, Qt's QPdfWriter,
// pypdf, WordprocessingML written by hand in PHP and in Node, an image-only scan wrapped by Pillow and one wrapped by Qt),
// written by a hand that read none of the reading code. It prints the figures and asserts only that
// every file was read and scored. The misses in detail go to the file named by INDEPENDENT_15_MISSES when it is set,
// never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('fifteenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Fifteenth independent set',
      size: 15,
      missesVariable: 'INDEPENDENT_15_MISSES',
      minimumScored: 5,
    });
  });
});
