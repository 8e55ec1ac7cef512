// Scores extraction over one part of the varied corpus: accuracy per field and the number of wrong
// answers given with a confidence the editor trusts (≥ LOW_CONFIDENCE). Used by bench:extract and
// varied-corpus.test.ts on the held-back part, and by `npx node …/varied-tune.ts` on the tuning part.
import { type ExtractionConfidence, LOW_CONFIDENCE } from '../../../../shared/documents/document-types.ts';
import { processDocument } from '../../../features/document-processing/process-document.ts';
import { FIELDS, type Score, score } from './score.ts';
import { type VariedDocument, variedDocuments } from './varied.ts';
import { madeDocuments } from './varied-made.ts';
import { signerDocuments } from './varied-signers.ts';

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
  /**
   * Whose each signing place is, per place: right; wrong at or above the editor's threshold
   * (the editor would not ask); wrong below it (the editor asks the dealer); places not found at all.
   */
  signers: { right: number; total: number; confidentWrong: number; unsureWrong: number; missed: number };
};

export async function scorePart(part: VariedDocument['part']): Promise<PartScore> {
  const docs = [...variedDocuments(), ...madeDocuments(), ...signerDocuments()].filter(
    (d) => d.part === part,
  );
  const perField: PartScore['perField'] = Object.fromEntries(FIELDS.map((f) => [f, { right: 0, total: 0 }]));
  const misses: Miss[] = [];
  const byWay: PartScore['byWay'] = {};
  const signers: PartScore['signers'] = { right: 0, total: 0, confidentWrong: 0, unsureWrong: 0, missed: 0 };
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
    // The several-signer documents (varied-signers.ts) are there for whose each place is, nothing else.
    const signersOnly = doc.id.startsWith('signers-');
    const scores: Score[] = score(fair, result, kind === 'pdf').filter(
      (s) => !signersOnly || s.field === 'signer',
    );
    const way = signersOnly ? 'signers' : (doc.id.startsWith('made-') && truth.kinds.at(-1)) || 'drawn';
    for (const s of scores) {
      if (!s.scored) continue;
      if (s.field === 'signer') {
        signers.total += 1;
        if (s.right) signers.right += 1;
        else if (s.confidence === 0) signers.missed += 1;
        else if ((s.confidence ?? 1) >= LOW_CONFIDENCE) signers.confidentWrong += 1;
        else signers.unsureWrong += 1;
      }
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
      const confidence = s.confidence ?? (key ? (data.confidence?.[key] ?? 1) : 1);
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
  return {
    documents: docs.length,
    perField,
    right,
    total,
    misses,
    confidentWrong: confident.size,
    byWay,
    signers,
  };
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
  const g = s.signers;
  lines.push(
    `  whose place (signer): ${g.right}/${g.total} right (${pct(g.right, g.total)}); wrong with confidence ≥ ${LOW_CONFIDENCE}: ${g.confidentWrong}; ` +
      `wrong below it (the editor asks): ${g.unsureWrong}; places not found: ${g.missed}`,
  );
  return lines.join('\n');
}
