// Scores extraction over one part of the varied corpus: accuracy per field and the number of wrong
// answers given with a confidence the editor trusts (≥ LOW_CONFIDENCE). Used by bench:extract and
// varied-corpus.test.ts on the held-back part, and by `npx node …/varied-tune.ts` on the tuning part.
import { type ExtractionConfidence, LOW_CONFIDENCE } from '../../../../shared/document-types.ts';
import { processDocument } from '../../../features/document-processing/process-document.ts';
import { FIELDS, type Score, score } from './score.ts';
import { type VariedDocument, variedDocuments } from './varied.ts';
import { madeDocuments } from './varied-made.ts';

const CONFIDENCE_OF: Record<string, keyof ExtractionConfidence | undefined> = {
  customerName: 'customerName',
  otherCustomers: 'customerName',
  vehicleRegistration: 'vehicleRegistration',
  documentType: 'documentType',
  signatureCount: 'signatureFields',
  'signature.page': 'signatureFields',
  'signature.label': 'signatureFields',
  'signature.box': 'signatureFields',
  'signature.dateBox': 'signatureFields',
};

export type Miss = { id: string; field: string; confidence: number; kinds: string[] };
export type PartScore = {
  documents: number;
  perField: Record<string, { right: number; total: number }>;
  right: number;
  total: number;
  misses: Miss[];
  confidentWrong: number;
  /** Fields right per way a file was made (varied-made.ts), and per plain varied document. */
  byWay: Record<string, { right: number; total: number }>;
};

export async function scorePart(part: VariedDocument['part']): Promise<PartScore> {
  const docs = [...variedDocuments(), ...madeDocuments()].filter((d) => d.part === part);
  const perField: PartScore['perField'] = Object.fromEntries(FIELDS.map((f) => [f, { right: 0, total: 0 }]));
  const misses: Miss[] = [];
  const byWay: PartScore['byWay'] = {};
  const scoreOne = async (doc: VariedDocument) => {
    const { bytes, truth, kind = 'pdf' } = await doc.build();
    const result = await processDocument(bytes, kind, { fileName: `${doc.id}.${kind}` });
    // A name in capitals is the same name: the case shown is the dealer's to tidy, not a wrong reading.
    const same = (a: string | null | undefined, b: string | null) => a?.toLowerCase() === b?.toLowerCase();
    const data = result.extractedData;
    const fair = {
      ...truth,
      set: 'project' as const,
      customerName: same(data.customerName, truth.customerName) ? data.customerName : truth.customerName,
      otherCustomers: (truth.otherCustomers ?? []).map(
        (o) => data.otherCustomers?.find((f) => same(f, o)) ?? o,
      ),
    };
    // A Word file's pages and boxes are LibreOffice's layout: its truth names the places, not where they are.
    const scores: Score[] = score(fair, result, kind === 'pdf');
    const way = (doc.id.startsWith('made-') && truth.kinds.at(-1)) || 'drawn';
    for (const s of scores) {
      if (!s.scored) continue;
      byWay[way] ??= { right: 0, total: 0 };
      const wayTally = byWay[way];
      wayTally.total += 1;
      if (s.right) wayTally.right += 1;
      const tally = perField[s.field]!;
      tally.total += 1;
      if (s.right) {
        tally.right += 1;
        continue;
      }
      const key = CONFIDENCE_OF[s.field];
      const confidence = key ? (data.confidence?.[key] ?? 1) : 1;
      misses.push({ id: doc.id, field: s.field, confidence, kinds: truth.kinds });
    }
  };
  // Two at a time: a Word file waits on LibreOffice, a separate process, while the next is read.
  const queue = [...docs];
  const next = async (): Promise<void> => {
    const doc = queue.shift();
    if (!doc) return;
    await scoreOne(doc);
    return next();
  };
  await Promise.all([next(), next()]);
  misses.sort((a, b) => a.id.localeCompare(b.id));
  const right = Object.values(perField).reduce((n, f) => n + f.right, 0);
  const total = Object.values(perField).reduce((n, f) => n + f.total, 0);
  // One wrong answer per document and field, however many signature rows it spans.
  const confident = new Set(
    misses.filter((m) => m.confidence >= LOW_CONFIDENCE).map((m) => `${m.id} ${m.field}`),
  );
  return { documents: docs.length, perField, right, total, misses, confidentWrong: confident.size, byWay };
}

export function describe(part: string, s: PartScore): string {
  const pct = (r: number, t: number) => `${((100 * r) / Math.max(t, 1)).toFixed(1)} %`;
  const lines = [`${part} part of the varied corpus: ${s.documents} documents`];
  for (const [field, { right, total }] of Object.entries(s.perField)) {
    if (total)
      lines.push(`  ${field.padEnd(20)} ${String(right).padStart(4)}/${total}  ${pct(right, total)}`);
  }
  lines.push(
    `  by how the file was made: ${Object.entries(s.byWay)
      .map(([way, { right, total }]) => `${way} ${right}/${total}`)
      .join(', ')}`,
  );
  lines.push(`  fields right: ${s.right}/${s.total} (${pct(s.right, s.total)})`);
  lines.push(`  wrong answers with confidence ≥ ${LOW_CONFIDENCE}: ${s.confidentWrong}`);
  return lines.join('\n');
}
