// Reads and scores one of the independent sets (a folder `files/` of documents, each beside its
// X.truth.json): every set's test is this loop with its own name, size and misses variable. The misses
// in detail go only to the file that variable names, never to the output, so nobody tunes against a set
// that is still unseen.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { processDocument } from '../../features/document-processing/index.ts';
import type { Truth } from './corpus/kit.ts';
import { score } from './corpus/score.ts';
import { figures, missList, type Row } from './independent-2/tally.ts';

export type IndependentSet = {
  /** The set's folder (its test's own). */
  dir: string;
  /** The heading of its printed figures. */
  title: string;
  size: number;
  /** The environment variable naming the file its misses go to. */
  missesVariable: string;
  /** Fewer scored fields than this for a document means it was not really read. */
  minimumScored: number;
};

export async function measureIndependentSet(set: IndependentSet): Promise<Row[]> {
  const files = path.join(set.dir, 'files');
  const truths = readdirSync(files)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(files, f), 'utf8')) as Truth);
  expect(truths).toHaveLength(set.size);
  const rows: Row[] = [];
  // One at a time: a Word file starts LibreOffice, and two at once on two cores starve the rest.
  for (const t of truths) {
    const kind = t.format === 'docx' ? 'docx' : 'pdf';
    const result = await processDocument(new Uint8Array(readFileSync(path.join(files, t.file))), kind);
    const truth = { ...t, set: 'project' as const };
    // A Word file's pages are where LibreOffice breaks them: its places are scored by label and signer.
    rows.push({ truth, result, scores: score(truth, result, kind === 'pdf') });
  }
  console.log(figures(rows, set.title));
  const missesFile = process.env[set.missesVariable];
  if (missesFile) writeFileSync(missesFile, `${missList(rows)}\n`);
  for (const row of rows) {
    expect(row.result.pageCount, row.truth.file).toBeGreaterThan(0);
    expect(row.scores.filter((s) => s.scored).length, row.truth.file).toBeGreaterThan(set.minimumScored);
  }
  return rows;
}
