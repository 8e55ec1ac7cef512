// Measures extraction on the eighteenth independent set (13 documents from producers no earlier set used: Firefox ESR's
// own print to PDF driven through WebDriver BiDi, image-only scans aged with Pillow and NumPy and wrapped by Firefox's
// print, WordprocessingML written by hand in Lua and in awk), written by a hand that read none of the reading code.
// It prints the figures and asserts only that every file was read and scored. The misses in detail go to the file
// named by INDEPENDENT_18_MISSES when it is set, never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('eighteenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Eighteenth independent set',
      size: 13,
      missesVariable: 'INDEPENDENT_18_MISSES',
      minimumScored: 5,
    });
  });
});
