// Scoring extraction against truth files field by field, and the table the extraction test prints.
import type { SignatureField } from '../../../../shared/document-types.ts';
import { type Box, intersectionOverUnion } from '../../../features/document-processing/layout.ts';
import type { ProcessedDocument } from '../../../features/document-processing/process-document.ts';
import type { Truth } from './kit.ts';

export type ScoredTruth = Omit<Truth, 'kinds' | 'format'> & {
  format: 'pdf' | 'docx' | 'doc';
  kinds?: string[];
  /** Which set it comes from: the shared open fixtures or the project's own documents. */
  set: 'shared' | 'project';
};

/** Right when IoU ≥ 0.5, or the truth's centre is inside ours and the sizes are within 2×. */
export function boxMatches(found: Box | undefined, truth: Box): boolean {
  if (!found) return false;
  if (intersectionOverUnion(found, truth) >= 0.5) return true;
  const cx = truth.x + truth.width / 2;
  const cy = truth.y + truth.height / 2;
  const inside =
    cx >= found.x && cx <= found.x + found.width && cy >= found.y && cy <= found.y + found.height;
  const within2 = (a: number, b: number) => a / b <= 2 && b / a <= 2;
  return inside && within2(found.width, truth.width) && within2(found.height, truth.height);
}

const byPosition = (a: SignatureField, b: SignatureField) =>
  a.page - b.page || (b.box?.y ?? 0) - (a.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0);

export type Score = { field: string; right: boolean; scored: boolean };

export const FIELDS = [
  'customerName',
  'otherCustomers',
  'vehicleRegistration',
  'documentType',
  'pageCount',
  'hasTextLayer',
  'signatureCount',
  'signature.page',
  'signature.label',
  'signature.box',
  'signature.dateBox',
];

/**
 * Every field compared. `layoutKnown` is false for a Word file whose truth describes LibreOffice's
 * rendition when LibreOffice is absent: its pages and boxes cannot match, so they are not scored.
 */
export function score(truth: ScoredTruth, result: ProcessedDocument, layoutKnown: boolean): Score[] {
  const data = result.extractedData;
  const others = [...(data.otherCustomers ?? [])].sort().join('; ');
  const scores: Score[] = [
    { field: 'customerName', right: data.customerName === truth.customerName, scored: true },
    {
      field: 'otherCustomers',
      right: others === [...(truth.otherCustomers ?? [])].sort().join('; '),
      scored: truth.set === 'project' || others !== '',
    },
    {
      field: 'vehicleRegistration',
      right: data.vehicleRegistration === truth.vehicleRegistration,
      scored: true,
    },
    { field: 'documentType', right: data.documentType === truth.documentType, scored: true },
    { field: 'pageCount', right: result.pageCount === truth.pageCount, scored: layoutKnown },
    { field: 'hasTextLayer', right: result.hasTextLayer === truth.hasTextLayer, scored: true },
    {
      field: 'signatureCount',
      right: data.signatureFields.length === truth.signatureFields.length,
      scored: true,
    },
  ];
  const found = [...data.signatureFields].sort(byPosition);
  const expected = [...truth.signatureFields].sort(byPosition);
  expected.forEach((t, i) => {
    const f = found[i];
    scores.push(
      { field: 'signature.page', right: f?.page === t.page, scored: layoutKnown },
      { field: 'signature.label', right: f?.label === t.label, scored: true },
    );
    if (t.box) scores.push({ field: 'signature.box', right: boxMatches(f?.box, t.box), scored: layoutKnown });
    if (t.dateBox) {
      scores.push({
        field: 'signature.dateBox',
        right: boxMatches(f?.dateBox, t.dateBox),
        scored: layoutKnown,
      });
    }
  });
  return scores;
}

const SHORT: Record<string, string> = {
  customerName: 'name',
  otherCustomers: 'others',
  vehicleRegistration: 'reg',
  documentType: 'type',
  pageCount: 'pages',
  hasTextLayer: 'text',
  signatureCount: 'sig.count',
  'signature.page': 'sig.page',
  'signature.label': 'sig.label',
  'signature.box': 'sig.box',
  'signature.dateBox': 'date.box',
};

export function scoreTable(rows: { truth: ScoredTruth; scores: Score[] }[], note: string): string {
  const cell = (scores: Score[], field: string) => {
    const mine = scores.filter((s) => s.field === field);
    if (mine.length === 0) return '';
    const right = mine.filter((s) => s.right).length;
    const mark = mine.length === 1 ? (mine[0]!.right ? '✓' : '✗') : `${right}/${mine.length}`;
    return mine.some((s) => !s.scored) ? `(${mark})` : mark;
  };
  const heads = FIELDS.map((f) => SHORT[f]!);
  const widths = heads.map((h) => Math.max(h.length, 9));
  const nameWidth = Math.max(...rows.map((r) => r.truth.file.length + 2), 8);
  const line = (name: string, cells: string[]) =>
    `${name.padEnd(nameWidth)} | ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')}`;
  const out = [line('document', heads), '-'.repeat(nameWidth + widths.reduce((a, b) => a + b + 3, 0))];
  for (const { truth, scores } of rows) {
    const mark = truth.hasTextLayer ? '' : ' *';
    out.push(
      line(
        `${truth.file}${mark}`,
        FIELDS.map((f) => cell(scores, f)),
      ),
    );
  }
  const totals = (filter: (r: { truth: ScoredTruth }) => boolean) =>
    FIELDS.map((f) => {
      const all = rows.filter(filter).flatMap((r) => r.scores.filter((s) => s.field === f && s.scored));
      const right = all.filter((s) => s.right).length;
      return all.length ? `${right}/${all.length}` : '';
    });
  out.push(
    line(
      'SHARED SET (text layer)',
      totals((r) => r.truth.set === 'shared' && r.truth.hasTextLayer),
    ),
  );
  out.push(
    line(
      'PROJECT SET',
      totals((r) => r.truth.set === 'project'),
    ),
  );
  out.push(
    line(
      'ALL WITH A TEXT LAYER',
      totals((r) => r.truth.hasTextLayer),
    ),
  );
  const all = rows.filter((r) => r.truth.hasTextLayer).flatMap((r) => r.scores.filter((s) => s.scored));
  const right = all.filter((s) => s.right).length;
  out.push(
    `Fields right: ${right}/${all.length} (${((100 * right) / Math.max(all.length, 1)).toFixed(1)} %) over ${rows.length} documents.`,
    '* no text layer (a scan): asserted are no error, page count, the no-text-layer issue and the fallback field.',
    note,
  );
  return out.join('\n');
}
