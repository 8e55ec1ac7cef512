// Measures extraction on the third independent set (22 documents made by producers the reading was never
// tuned on: jsPDF, pdf-lib with and without filled form fields, xelatex, AbiWord and image-only scans), written
// by hands that read none of the reading code. It prints the figures and asserts only that every file was
// read and scored. The misses in detail go to the file named by INDEPENDENT_3_MISSES when it is set, never to
// the output, so that nobody tunes the reading against them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processDocument } from '../../../features/document-processing/index.ts';
import type { Truth } from '../corpus/kit.ts';
import { score } from '../corpus/score.ts';
import { figures, missList, type Row } from '../independent-2/tally.ts';

const dir = path.join(import.meta.dirname, 'files');
const truths = readdirSync(dir)
  .filter((f) => f.endsWith('.truth.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Truth);

describe('third independent set', () => {
  it('reads and scores every document', { timeout: 90_000 }, async () => {
    expect(truths).toHaveLength(22);
    const rows: Row[] = await Promise.all(
      truths.map(async (t) => {
        const result = await processDocument(new Uint8Array(readFileSync(path.join(dir, t.file))), 'pdf');
        const truth = { ...t, set: 'project' as const };
        return { truth, result, scores: score(truth, result, true) };
      }),
    );
    console.log(figures(rows, 'Third independent set'));
    const missesFile = process.env.INDEPENDENT_3_MISSES;
    if (missesFile) writeFileSync(missesFile, `${missList(rows)}\n`);
    for (const row of rows) {
      expect(row.result.pageCount, row.truth.file).toBeGreaterThan(0);
      expect(row.scores.filter((s) => s.scored).length, row.truth.file).toBeGreaterThan(6);
    }
  });
});
