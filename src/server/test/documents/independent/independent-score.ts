// Scores the product's reading of the independent set (documents made by producers the project corpus
// never used, see generate.ts) through its public entry point, with the corpus scorer (score.ts), and
// describes the result: the score table, the wrong answers given at confidence ≥ 0.6, the fields each
// document left below that threshold, the figures per producer and per kind of document, every miss.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOW_CONFIDENCE } from '../../../../shared/documents/document-types.ts';
import { type ProcessedDocument, processDocument } from '../../../features/document-processing/index.ts';
import { type Score, type ScoredTruth, score, scoreTable } from '../corpus/score.ts';
import { toConfirm } from '../independent-2/tally.ts';
import { belowThreshold, confidenceOf, type Miss, missesOf } from './misses.ts';
import type { Truth } from './truth.ts';

const HERE = import.meta.dirname;

export type IndependentRow = {
  truth: ScoredTruth;
  result: ProcessedDocument;
  scores: (Score & { confidence: number })[];
  misses: Miss[];
  below: string[];
};

/** Every truth file beside this module. */
export function independentTruths(): ScoredTruth[] {
  return readdirSync(HERE)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => ({
      ...(JSON.parse(readFileSync(path.join(HERE, f), 'utf8')) as Truth),
      set: 'project' as const,
    }));
}

export async function scoreIndependentSet(): Promise<IndependentRow[]> {
  const rows: IndependentRow[] = [];
  for (const truth of independentTruths()) {
    const bytes = new Uint8Array(readFileSync(path.join(HERE, truth.file)));
    const result = await processDocument(bytes, 'pdf', { fileName: truth.file });
    const scores = score(truth, result, true).map((s) => ({
      ...s,
      confidence: s.confidence ?? confidenceOf(s.field, result),
    }));
    rows.push({ truth, result, scores, misses: missesOf(truth, result), below: belowThreshold(result) });
  }
  return rows;
}

const pct = (right: number, all: number) =>
  `${right}/${all} (${((100 * right) / Math.max(all, 1)).toFixed(1)} %)`;

function tally(rows: IndependentRow[]) {
  const all = rows.flatMap((r) => r.scores.filter((s) => s.scored));
  const right = all.filter((s) => s.right).length;
  const confidentWrong = all.filter((s) => !s.right && s.confidence >= LOW_CONFIDENCE).length;
  return { right, all: all.length, confidentWrong };
}

/** Rows grouped by the kinds entry that starts with `prefix` ("producer: …", "doc: …"). */
function byKind(rows: IndependentRow[], prefix: string): string[] {
  const groups = new Map<string, IndependentRow[]>();
  for (const row of rows) {
    const kind = row.truth.kinds?.find((k) => k.startsWith(prefix))?.slice(prefix.length) ?? '?';
    groups.set(kind, [...(groups.get(kind) ?? []), row]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, group]) => {
      const t = tally(group);
      return `  ${kind.padEnd(52)} ${String(group.length).padStart(2)} docs  ${pct(t.right, t.all).padEnd(18)} confident wrong ${t.confidentWrong}`;
    });
}

/** Fields right over the whole set and its confident wrong answers: the line bench:extract prints. */
export function summaryLine(rows: IndependentRow[]): string {
  const t = tally(rows);
  return `independent set: ${pct(t.right, t.all)} fields right on ${rows.length} documents from producers the corpus never used, ${t.confidentWrong} wrong at confidence ≥ ${LOW_CONFIDENCE}, ${toConfirm(rows)} fields to confirm per document`;
}

export function describeIndependent(rows: IndependentRow[]): string {
  const out = [
    scoreTable(rows, 'Independent set (src/server/test/documents/independent): measures, does not gate.'),
    '',
    summaryLine(rows),
    '',
    'By producer:',
    ...byKind(rows, 'producer: '),
    'By kind of document:',
    ...byKind(rows, 'doc: '),
    '',
    `Fields below confidence ${LOW_CONFIDENCE} per document (what the editor asks the dealer to check):`,
    ...rows.map((r) => `  ${r.truth.file.padEnd(52)} ${r.below.length ? r.below.join(', ') : '—'}`),
    '',
    'Misses (field: expected → got, confidence):',
    ...rows.flatMap((r) =>
      r.misses.map(
        (m) =>
          `  ${m.file}  ${m.field}: ${m.expected} → ${m.got}  (${m.confidence.toFixed(2)}${m.confidence >= LOW_CONFIDENCE ? ', CONFIDENT' : ''})`,
      ),
    ),
  ];
  return out.join('\n');
}
