// Measures extraction on the fourth independent set (24 documents from producers no earlier set used: Apache
// FOP, pdfmake, mutool, LibreOffice Draw and Impress, photographed pages, and Word files from the npm `docx`
// package and python-docx), written by a hand that read none of the reading code. It prints the figures and
// asserts only that every file was read and scored. The misses in detail go to the file named by
// INDEPENDENT_4_MISSES when it is set, never to the output, so that nobody tunes the reading against them.
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

describe('fourth independent set', () => {
  it('reads and scores every document', { timeout: 180_000 }, async () => {
    expect(truths).toHaveLength(24);
    const rows: Row[] = [];
    // One at a time: the Word files each start LibreOffice, and two at once on two cores starve the rest.
    for (const t of truths) {
      const kind = t.format === 'docx' ? 'docx' : 'pdf';
      const result = await processDocument(new Uint8Array(readFileSync(path.join(dir, t.file))), kind);
      const truth = { ...t, set: 'project' as const };
      // A Word file's pages are where LibreOffice breaks them: its places are scored by label and signer.
      rows.push({ truth, result, scores: score(truth, result, kind === 'pdf') });
    }
    console.log(figures(rows, 'Fourth independent set'));
    const missesFile = process.env.INDEPENDENT_4_MISSES;
    if (missesFile) writeFileSync(missesFile, `${missList(rows)}\n`);
    for (const row of rows) {
      expect(row.result.pageCount, row.truth.file).toBeGreaterThan(0);
      expect(row.scores.filter((s) => s.scored).length, row.truth.file).toBeGreaterThan(5);
    }
  });
});
