// Scoring extraction against truth files field by field, and the table the extraction test prints.
import type { SignatureField } from '../../../../shared/documents/document-types.ts';
import { slotOf } from '../../../../shared/documents/signers.ts';
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

/** `confidence`: how sure the reading was of a wrong answer (the signer scores carry their own). */
export type Score = { field: string; right: boolean; scored: boolean; confidence?: number };

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
  'signer',
];

/** Typographic apostrophes and quotes as the straight one a person types. */
const straightQuotes = (text: string) => text.replace(/[‘’ʼ`´]/g, "'");

/**
 * The same text whichever apostrophe or quote it is set with: "O’Sullivan" printed is O'Sullivan typed, and
 * the sets' truths are written both ways, so the typographic form alone is never a miss.
 */
export const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  a === b || (a != null && b != null && straightQuotes(a) === straightQuotes(b));

/**
 * Every field compared. `layoutKnown` is false for a Word file whose truth describes LibreOffice's
 * rendition when LibreOffice is absent: its pages and boxes cannot match, so they are not scored.
 */
export function score(truth: ScoredTruth, result: ProcessedDocument, layoutKnown: boolean): Score[] {
  const data = result.extractedData;
  // The customers' places, as extraction always listed them; the dealer's and a guarantor's are scored by
  // whose they are (signerScores).
  const customerFields = data.signatureFields.filter((f) => slotOf(f).startsWith('customer'));
  const plain = (names: readonly string[] | undefined) =>
    [...(names ?? [])].map(straightQuotes).sort().join('; ');
  const others = plain(data.otherCustomers);
  const scores: Score[] = [
    { field: 'customerName', right: sameText(data.customerName, truth.customerName), scored: true },
    {
      field: 'otherCustomers',
      right: others === plain(truth.otherCustomers),
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
      right: customerFields.length === truth.signatureFields.length,
      scored: true,
    },
  ];
  const found = [...customerFields].sort(byPosition);
  const expected = [...truth.signatureFields].sort(byPosition);
  expected.forEach((t, i) => {
    const f = found[i];
    scores.push(
      { field: 'signature.page', right: f?.page === t.page, scored: layoutKnown },
      { field: 'signature.label', right: sameText(f?.label, t.label), scored: true },
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
  scores.push(
    ...signerScores(truth, data.signatureFields, layoutKnown, data.confidence?.signatureFields ?? 1),
  );
  return scores;
}

/**
 * Whose each place is: every place the truth knows, found by its box (by its label in a Word
 * file), is right when extraction gives it the same signer; a place missed scores wrong at confidence 0 (no
 * assignment was made). When the truth knows every place, one found for the dealer or a guarantor that is
 * none of them is wrong too. Truths written before signers name no slot: any customer's is right there.
 * An assignment is as sure as the reading was of whose the place is and of where the places are: below the
 * threshold for the places, the editor and the send flows already say "Check where to sign" for them all.
 */
export function signerScores(
  truth: Pick<ScoredTruth, 'signatureFields' | 'otherPlaces'>,
  fields: readonly SignatureField[],
  layoutKnown: boolean,
  placesConfidence = 1,
): Score[] {
  // A Word file's label may wrap in its table cell ("Signed for the Dealer" / "(Castle Quay Cars)").
  const sameLabel = (found: string, expected: string) =>
    sameText(expected, found) || expected.replace(/[‘’]/g, "'").startsWith(`${found.replace(/[‘’]/g, "'")} `);
  const at = (t: { page: number; label: string; box?: Box }) =>
    fields.find((f) =>
      layoutKnown && t.box ? f.page === t.page && boxMatches(f.box, t.box) : sameLabel(f.label, t.label),
    );
  const used = new Set<SignatureField>();
  const scores: Score[] = [];
  const places = [
    ...truth.signatureFields.map((t) => ({ ...t, expected: t.signer ?? null, customer: true })),
    ...(truth.otherPlaces ?? []).map((t) => ({ ...t, expected: t.signer, customer: false })),
  ];
  for (const t of places) {
    const f = at(t);
    if (f) used.add(f);
    const confidence = f ? Math.min(f.signerConfidence ?? 1, placesConfidence) : 0;
    if (t.expected === null && !t.customer) {
      // Nobody of ours signs here (a witness): right when no signer was given the place.
      scores.push({ field: 'signer', right: !f, scored: true, confidence });
      continue;
    }
    const slot = f && slotOf(f);
    const right = t.expected === null ? !!slot?.startsWith('customer') : slot === t.expected;
    scores.push({ field: 'signer', right, scored: true, confidence });
  }
  if (truth.otherPlaces) {
    for (const f of fields) {
      if (used.has(f) || slotOf(f).startsWith('customer')) continue;
      // A place where there is none.
      const confidence = Math.min(f.signerConfidence ?? 1, placesConfidence);
      scores.push({ field: 'signer', right: false, scored: true, confidence });
    }
  }
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
  signer: 'signer',
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
    '* no text layer (a scan): read by OCR, every field scored, every confidence below the editor’s threshold.',
    note,
  );
  return out.join('\n');
}
