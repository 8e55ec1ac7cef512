// The open set of realistic dealer documents in ../shared/fixtures/documents, each with a truth
// file: prints field-level accuracy and demands all of it on documents with a text layer. A hidden
// set of similar documents is scored the same way, so failures here mean a rule is missing, not
// that a string needs adding.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentType, SignatureField } from '../../../shared/document-types.ts';
import { detectFileType } from './detect-file-type.ts';
import { type Box, intersectionOverUnion } from './layout.ts';
import { findSoffice } from './libreoffice.ts';
import { type ProcessedDocument, processDocument } from './process-document.ts';
import { ISSUES } from './validate-document.ts';

type Truth = {
  file: string;
  format: 'pdf' | 'docx' | 'doc';
  documentType: DocumentType;
  customerName: string | null;
  vehicleRegistration: string | null;
  pageCount: number;
  hasTextLayer: boolean;
  signatureFields: (SignatureField & { box: Box })[];
};

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const folder = path.resolve(repoRoot, '../shared/fixtures/documents');
const present = existsSync(folder);
const soffice = findSoffice();
if (!present) console.warn(`Fixture documents not found at ${folder}: fixtures.test.ts is skipped.`);

const truths: Truth[] = present
  ? readdirSync(folder)
      .filter((f) => f.endsWith('.truth.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as Truth)
  : [];

/** Right when IoU ≥ 0.5, or the truth's centre is inside ours and the sizes are within 2×. */
function boxMatches(found: Box | undefined, truth: Box): boolean {
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

type Score = { field: string; right: boolean; scored: boolean };

/** Every field compared; `scored` is false where the truth depends on LibreOffice and it is absent. */
function score(truth: Truth, result: ProcessedDocument): Score[] {
  const word = truth.format !== 'pdf';
  const layoutKnown = !word || soffice !== null;
  const scores: Score[] = [
    { field: 'customerName', right: result.extractedData.customerName === truth.customerName, scored: true },
    {
      field: 'vehicleRegistration',
      right: result.extractedData.vehicleRegistration === truth.vehicleRegistration,
      scored: true,
    },
    { field: 'documentType', right: result.extractedData.documentType === truth.documentType, scored: true },
    { field: 'pageCount', right: result.pageCount === truth.pageCount, scored: layoutKnown },
    { field: 'hasTextLayer', right: result.hasTextLayer === truth.hasTextLayer, scored: true },
    {
      field: 'signatureCount',
      right: result.extractedData.signatureFields.length === truth.signatureFields.length,
      scored: true,
    },
  ];
  const found = [...result.extractedData.signatureFields].sort(byPosition);
  const expected = [...truth.signatureFields].sort(byPosition);
  expected.forEach((t, i) => {
    const f = found[i];
    scores.push(
      { field: 'signature.page', right: f?.page === t.page, scored: layoutKnown },
      { field: 'signature.label', right: f?.label === t.label, scored: true },
      { field: 'signature.box', right: boxMatches(f?.box, t.box), scored: layoutKnown },
    );
  });
  return scores;
}

function printTable(rows: { truth: Truth; scores: Score[] }[]) {
  const fields = [
    'customerName',
    'vehicleRegistration',
    'documentType',
    'pageCount',
    'hasTextLayer',
    'signatureCount',
    'signature.page',
    'signature.label',
    'signature.box',
  ];
  const cell = (scores: Score[], field: string) => {
    const mine = scores.filter((s) => s.field === field);
    if (mine.length === 0) return '';
    const right = mine.filter((s) => s.right).length;
    const mark = mine.length === 1 ? (mine[0]!.right ? '✓' : '✗') : `${right}/${mine.length}`;
    return mine.some((s) => !s.scored) ? `(${mark})` : mark;
  };
  const widths = fields.map((f) => Math.max(f.length, 11));
  const nameWidth = Math.max(...rows.map((r) => r.truth.file.length), 8);
  const line = (name: string, cells: string[]) =>
    `${name.padEnd(nameWidth)} | ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')}`;
  const out = [line('document', fields), '-'.repeat(nameWidth + widths.reduce((a, b) => a + b + 3, 0))];
  for (const { truth, scores } of rows) {
    out.push(
      line(
        `${truth.file}${truth.hasTextLayer ? '' : ' *'}`,
        fields.map((f) => cell(scores, f)),
      ),
    );
  }
  const totals = (filter: (r: { truth: Truth }) => boolean) =>
    fields.map((f) => {
      const all = rows.filter(filter).flatMap((r) => r.scores.filter((s) => s.field === f && s.scored));
      const right = all.filter((s) => s.right).length;
      return all.length ? `${right}/${all.length} ${Math.round((100 * right) / all.length)}%` : '';
    });
  out.push(
    line(
      'TEXT-LAYER DOCUMENTS',
      totals((r) => r.truth.hasTextLayer),
    ),
  );
  out.push(
    line(
      'ALL DOCUMENTS',
      totals(() => true),
    ),
  );
  out.push(
    '* no text layer (a scan): asserted are no error, page count, the no-text-layer issue and the fallback field.',
    soffice
      ? `Word renditions by LibreOffice (${soffice}).`
      : '(…) not scored: LibreOffice is not installed, so Word page counts and boxes cannot match the truth.',
  );
  console.log(`\nFixture accuracy (${rows.length} documents)\n${out.join('\n')}\n`);
}

describe.skipIf(!present)('fixture documents', () => {
  const results = new Map<string, ProcessedDocument>();

  beforeAll(async () => {
    for (const truth of truths) {
      const bytes = new Uint8Array(readFileSync(path.join(folder, truth.file)));
      const detected = detectFileType(bytes);
      if (detected.kind === 'other') throw new Error(`${truth.file} detected as ${detected.description}`);
      expect(detected.kind).toBe(truth.format);
      results.set(truth.file, await processDocument(bytes, detected.kind, { fileName: truth.file }));
    }
    printTable(truths.map((truth) => ({ truth, scores: score(truth, results.get(truth.file)!) })));
  }, 180_000);

  for (const truth of truths.filter((t) => t.hasTextLayer)) {
    it(`reads ${truth.file} completely`, () => {
      const wrong = score(truth, results.get(truth.file)!).filter((s) => s.scored && !s.right);
      expect(wrong.map((s) => s.field)).toEqual([]);
    });
  }

  for (const truth of truths.filter((t) => !t.hasTextLayer)) {
    it(`flags ${truth.file} as a scan and still offers a place to sign`, () => {
      const result = results.get(truth.file)!;
      expect(result.hasTextLayer).toBe(false);
      expect(result.pageCount).toBe(truth.pageCount);
      expect(result.validation.isValid).toBe(false);
      expect(result.validation.issues).toContain(ISSUES.noTextLayer);
      expect(result.validation.recommendations.join(' ')).toMatch(/text PDF/);
      expect(result.extractedData.customerName).toBeNull();
      expect(result.extractedData.signatureFields).toHaveLength(1);
      expect(result.extractedData.signatureFields[0]).toMatchObject({
        page: truth.pageCount,
        label: 'Customer Signature',
      });
    });
  }
});
