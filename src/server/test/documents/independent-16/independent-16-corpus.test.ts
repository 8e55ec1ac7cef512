// Measures extraction on the sixteenth independent set (14 documents from producers no earlier set used: PDF::Reuse,
// mandoc -Tpdf, cups-filters' texttopdf, WordprocessingML written by hand in Tcl and in Ruby, image-only scans degraded
// with vips and with ffmpeg filters and wrapped by PDF::Reuse), written by a hand that read none of the reading code.
// It prints the figures and asserts only that every file was read and scored. The misses in detail go to the file named
// by INDEPENDENT_16_MISSES when it is set, never to the output, so that nobody tunes the reading against them.
import { describe, it } from 'vitest';
import { measureIndependentSet } from '../independent-sets.ts';

describe('sixteenth independent set', () => {
  it('reads and scores every document', { timeout: 300_000 }, async () => {
    await measureIndependentSet({
      dir: import.meta.dirname,
      title: 'Sixteenth independent set',
      size: 14,
      missesVariable: 'INDEPENDENT_16_MISSES',
      minimumScored: 5,
    });
  });
});
