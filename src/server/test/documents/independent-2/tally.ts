// Figures for the second independent set: fields right and wrong answers given with confidence, by producer,
// by kind of paperwork and by field; and, for whoever measures (never for whoever tunes), the misses in detail.
import type { ProcessedDocument } from '../../../features/document-processing/index.ts';
import { FIELDS, type Score, type ScoredTruth } from '../corpus/score.ts';

export const CONFIDENT = 0.6;

export type Row = { truth: ScoredTruth; result: ProcessedDocument; scores: Score[] };

/** How sure the reading said it was of a field (the signer scores carry their own). */
export function confidenceOf(s: Score, result: ProcessedDocument): number {
  if (s.confidence !== undefined) return s.confidence;
  const c = result.extractedData.confidence;
  if (!c) return 1;
  if (s.field === 'customerName' || s.field === 'otherCustomers') return c.customerName;
  if (s.field === 'vehicleRegistration') return c.vehicleRegistration;
  if (s.field === 'documentType') return c.documentType;
  if (s.field.startsWith('signature')) return c.signatureFields;
  return 1;
}

const tagOf = (truth: ScoredTruth, prefix: string) =>
  truth.kinds?.find((k) => k.startsWith(prefix))?.slice(prefix.length) ?? '?';

type Sum = { right: number; all: number; confidentWrong: number };
const add = (sum: Sum, s: Score, result: ProcessedDocument) => {
  sum.all += 1;
  if (s.right) sum.right += 1;
  else if (confidenceOf(s, result) >= CONFIDENT) sum.confidentWrong += 1;
};
const pct = (s: Sum) => `${((100 * s.right) / Math.max(s.all, 1)).toFixed(1).padStart(5)} %`;
const line = (name: string, s: Sum, width: number) =>
  `${name.padEnd(width)} ${pct(s)}  ${`${s.right}/${s.all}`.padStart(7)}  wrong at ≥ ${CONFIDENT}: ${s.confidentWrong}`;

/** The table printed by the test: overall, per producer, per kind, per field. */
export function figures(rows: Row[], title = 'Second independent set'): string {
  const total: Sum = { right: 0, all: 0, confidentWrong: 0 };
  const groups = {
    producer: new Map<string, Sum>(),
    kind: new Map<string, Sum>(),
    field: new Map<string, Sum>(),
  };
  const into = (map: Map<string, Sum>, key: string) => {
    const sum = map.get(key) ?? { right: 0, all: 0, confidentWrong: 0 };
    map.set(key, sum);
    return sum;
  };
  for (const f of FIELDS) into(groups.field, f);
  for (const { truth, result, scores } of rows) {
    for (const s of scores.filter((x) => x.scored)) {
      add(total, s, result);
      add(into(groups.producer, tagOf(truth, 'producer: ')), s, result);
      add(into(groups.kind, tagOf(truth, 'kind: ')), s, result);
      add(into(groups.field, s.field), s, result);
    }
  }
  const out = [
    `${title}: ${rows.length} documents, fields right ${pct(total)} (${total.right}/${total.all}), wrong answers at confidence ≥ ${CONFIDENT}: ${total.confidentWrong}, fields to confirm per document: ${toConfirm(rows)}`,
  ];
  for (const [title, map] of Object.entries(groups)) {
    const width = Math.max(...[...map.keys()].map((k) => k.length)) + 2;
    out.push('', `By ${title}:`);
    for (const [key, sum] of [...map.entries()].filter(([, s]) => s.all > 0))
      out.push(`  ${line(key, sum, width)}`);
  }
  return out.join('\n');
}

/** How many of a document's four read values (name, registration, type, places) the editor asks the dealer to confirm, on average. */
export function toConfirm(rows: { result: ProcessedDocument }[]): string {
  const asked = rows.map(
    (r) => Object.values(r.result.extractedData.confidence ?? {}).filter((v) => v < CONFIDENT).length,
  );
  return (asked.reduce((a, b) => a + b, 0) / Math.max(1, rows.length)).toFixed(2);
}

const boxText = (b?: { x: number; y: number; width: number; height: number }) =>
  b ? `[${b.x.toFixed(1)}, ${b.y.toFixed(1)}, ${b.width.toFixed(1)}×${b.height.toFixed(1)}]` : '-';

/** Every miss with what was expected and what was read: written to a file outside the repository only. */
export function missList(rows: Row[]): string {
  const out: string[] = [];
  for (const { truth, result, scores } of rows) {
    const misses = scores.filter((s) => s.scored && !s.right);
    if (misses.length === 0) continue;
    const d = result.extractedData;
    out.push(`== ${truth.file}`);
    const got: Record<string, unknown> = {
      customerName: [truth.customerName, d.customerName],
      otherCustomers: [(truth.otherCustomers ?? []).join('; '), (d.otherCustomers ?? []).join('; ')],
      vehicleRegistration: [truth.vehicleRegistration, d.vehicleRegistration],
      documentType: [truth.documentType, d.documentType],
      pageCount: [truth.pageCount, result.pageCount],
      hasTextLayer: [truth.hasTextLayer, result.hasTextLayer],
    };
    const counted = new Map<string, number>();
    for (const m of misses) counted.set(m.field, (counted.get(m.field) ?? 0) + 1);
    for (const [field, n] of counted) {
      const pair = got[field] as [unknown, unknown] | undefined;
      const conf = misses.filter((m) => m.field === field).map((m) => confidenceOf(m, result).toFixed(2));
      out.push(
        pair
          ? `  ${field}: expected ${JSON.stringify(pair[0])}, got ${JSON.stringify(pair[1])}, confidence ${conf[0]}`
          : `  ${field}: ${n} wrong, confidences ${conf.join(' ')}`,
      );
    }
    if ([...counted.keys()].some((f) => f.startsWith('signature') || f === 'signer')) {
      out.push('  expected places:');
      for (const p of [...truth.signatureFields, ...(truth.otherPlaces ?? [])])
        out.push(
          `    p${p.page} ${JSON.stringify(p.label)} ${boxText(p.box)} date ${boxText(p.dateBox)} → ${p.signer ?? 'nobody'}`,
        );
      out.push(`  read places (confidence ${d.confidence?.signatureFields ?? '?'}):`);
      for (const f of d.signatureFields)
        out.push(
          `    p${f.page} ${JSON.stringify(f.label)} ${boxText(f.box)} date ${boxText(f.dateBox)} → ${f.signer ?? 'customer'} (${f.signerConfidence ?? '?'})`,
        );
    }
  }
  return out.join('\n');
}
