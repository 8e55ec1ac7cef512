// Each wrong answer of one document in words: the field, what the truth says and what the reading gave,
// and how sure the reading was. Follows the order and matching of score.ts so the two agree.
import { LOW_CONFIDENCE, type SignatureField } from '../../../../shared/documents/document-types.ts';
import { slotOf } from '../../../../shared/documents/signers.ts';
import type { ProcessedDocument } from '../../../features/document-processing/index.ts';
import { boxMatches, type ScoredTruth } from '../corpus/score.ts';

export type Miss = { file: string; field: string; expected: string; got: string; confidence: number };
type Box = { x: number; y: number; width: number; height: number };

const boxText = (b?: Box) =>
  b ? `[${b.x.toFixed(0)},${b.y.toFixed(0)} ${b.width.toFixed(0)}×${b.height.toFixed(0)}]` : 'none';
const byPosition = (a: SignatureField, b: SignatureField) =>
  a.page - b.page || (b.box?.y ?? 0) - (a.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0);

/** How sure the reading said it was of the value a field scores (1 where it gives no figure). */
export function confidenceOf(field: string, result: ProcessedDocument): number {
  const c = result.extractedData.confidence;
  if (!c) return 1;
  if (field === 'customerName' || field === 'otherCustomers') return c.customerName;
  if (field === 'vehicleRegistration') return c.vehicleRegistration;
  if (field === 'documentType') return c.documentType;
  if (field.startsWith('signature')) return c.signatureFields;
  return 1;
}

export function missesOf(truth: ScoredTruth, result: ProcessedDocument): Miss[] {
  const data = result.extractedData;
  const misses: Miss[] = [];
  const add = (field: string, expected: unknown, got: unknown, confidence = confidenceOf(field, result)) => {
    const e = String(expected ?? 'none');
    const g = String(got ?? 'none');
    if (e !== g) misses.push({ file: truth.file, field, expected: e, got: g, confidence });
  };
  add('customerName', truth.customerName, data.customerName);
  add(
    'otherCustomers',
    [...(truth.otherCustomers ?? [])].sort().join('; ') || 'none',
    [...(data.otherCustomers ?? [])].sort().join('; ') || 'none',
  );
  add('vehicleRegistration', truth.vehicleRegistration, data.vehicleRegistration);
  add('documentType', truth.documentType, data.documentType);
  add('pageCount', truth.pageCount, result.pageCount);
  add('hasTextLayer', truth.hasTextLayer, result.hasTextLayer);
  const customers = data.signatureFields.filter((f) => slotOf(f).startsWith('customer')).sort(byPosition);
  add('signatureCount', truth.signatureFields.length, customers.length);
  const expected = [...truth.signatureFields].sort(byPosition);
  expected.forEach((t, i) => {
    const f = customers[i];
    const where = `#${i + 1} "${t.label}"`;
    add(`signature.page ${where}`, t.page, f?.page, confidenceOf('signature', result));
    add(`signature.label ${where}`, t.label, f?.label, confidenceOf('signature', result));
    if (t.box && !boxMatches(f?.box, t.box)) {
      misses.push({
        file: truth.file,
        field: `signature.box ${where}`,
        expected: boxText(t.box),
        got: boxText(f?.box),
        confidence: confidenceOf('signature', result),
      });
    }
    if (t.dateBox && !boxMatches(f?.dateBox, t.dateBox)) {
      misses.push({
        file: truth.file,
        field: `signature.dateBox ${where}`,
        expected: boxText(t.dateBox),
        got: boxText(f?.dateBox),
        confidence: confidenceOf('signature', result),
      });
    }
  });
  // Whose each place is, matched by page and box as signerScores does.
  const places = [
    ...truth.signatureFields.map((t) => ({ ...t, expected: t.signer ?? 'any customer', customer: true })),
    ...(truth.otherPlaces ?? []).map((t) => ({
      ...t,
      expected: t.signer ?? 'nobody (a witness)',
      customer: false,
    })),
  ];
  const used = new Set<SignatureField>();
  const placesConfidence = data.confidence?.signatureFields ?? 1;
  for (const t of places) {
    const f = data.signatureFields.find((x) => x.page === t.page && t.box && boxMatches(x.box, t.box));
    if (f) used.add(f);
    const slot = f ? slotOf(f) : undefined;
    const right =
      t.expected === 'nobody (a witness)'
        ? !f
        : t.expected === 'any customer'
          ? !!slot?.startsWith('customer')
          : slot === t.expected;
    if (!right) {
      misses.push({
        file: truth.file,
        field: `signer "${t.label}" p${t.page}`,
        expected: t.expected,
        got: f ? `${slot} (read as "${f.label}")` : 'no place found',
        confidence: f ? Math.min(f.signerConfidence ?? 1, placesConfidence) : 0,
      });
    }
  }
  for (const f of data.signatureFields) {
    if (used.has(f) || slotOf(f).startsWith('customer')) continue;
    misses.push({
      file: truth.file,
      field: `signer (extra) "${f.label}" p${f.page}`,
      expected: 'no such place',
      got: `${slotOf(f)} ${boxText(f.box)}`,
      confidence: Math.min(f.signerConfidence ?? 1, placesConfidence),
    });
  }
  return misses;
}

/** The reading's figures under LOW_CONFIDENCE, named: what the editor would ask the dealer to check. */
export function belowThreshold(result: ProcessedDocument): string[] {
  const c = result.extractedData.confidence;
  if (!c) return [];
  return Object.entries(c)
    .filter(([, v]) => v < LOW_CONFIDENCE)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`);
}
