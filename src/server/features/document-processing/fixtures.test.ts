// Extraction scored field by field over every document with a truth file: the open set kept in
// src/server/test/documents/open-set and the project's own set in src/server/test/documents/corpus (layouts
// that broke earlier readings: character boxes, captions, joint hirers, scans). Prints the table and demands
// every field right on documents with a text layer. `npm run bench:fixtures` scores a folder outside the
// repository instead of the kept open set (FIXTURES_DIR, ../shared/fixtures/documents by default).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import { type ScoredTruth, score, scoreTable } from '../../test/documents/corpus/score.ts';
import { detectFileType } from './detect-file-type.ts';
import { findSoffice } from './libreoffice.ts';
import { type ProcessedDocument, processDocument } from './process-document.ts';
import { ISSUES } from './validate-document.ts';

const sharedFolder = process.env.FIXTURES_DIR
  ? path.resolve(process.env.FIXTURES_DIR)
  : path.resolve(import.meta.dirname, '../../test/documents/open-set');
const projectFolder = path.resolve(import.meta.dirname, '../../test/documents/corpus');
const soffice = findSoffice();

function readTruths(folder: string, set: ScoredTruth['set']): (ScoredTruth & { folder: string })[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => ({
      ...(JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as ScoredTruth),
      set,
      folder,
    }));
}

const truths = [...readTruths(sharedFolder, 'shared'), ...readTruths(projectFolder, 'project')];

/** Word truth made from the built-in typesetter is always checkable; LibreOffice's only with it. */
const layoutKnown = (t: ScoredTruth) =>
  t.format === 'pdf' || t.renderedWith === 'typesetter' || soffice !== null;

describe('extraction over the shared and project document sets', () => {
  const results = new Map<string, ProcessedDocument>();

  beforeAll(async () => {
    for (const truth of truths) {
      const bytes = new Uint8Array(readFileSync(path.join(truth.folder, truth.file)));
      const detected = detectFileType(bytes);
      if (detected.kind === 'other') throw new Error(`${truth.file} detected as ${detected.description}`);
      expect(detected.kind).toBe(truth.format);
      const options = truth.renderedWith === 'typesetter' ? { soffice: null } : {};
      results.set(
        truth.file,
        await processDocument(bytes, detected.kind, { fileName: truth.file, ...options }),
      );
    }
    const note = soffice
      ? `Word renditions by LibreOffice (${soffice}).`
      : '(…) not scored: LibreOffice is not installed, so shared Word page counts and boxes cannot match the truth.';
    const rows = truths.map((truth) => ({
      truth,
      scores: score(truth, results.get(truth.file)!, layoutKnown(truth)),
    }));
    console.log(`\nExtraction accuracy (${truths.length} documents)\n${scoreTable(rows, note)}\n`);
  }, 240_000);

  it('has at least 30 documents, every hard layout among them', () => {
    expect(truths.length).toBeGreaterThanOrEqual(30);
    const kinds = truths.flatMap((t) => t.kinds ?? []).join('\n');
    for (const kind of [
      'company buyer',
      'surname first',
      'broken over two lines',
      'one letter per box',
      'initials',
      'diacritics',
      'joint purchase',
      'cherished',
      'dateless',
      'Northern Ireland',
      'Q plate',
      'suffix',
      'wrapped in a narrow table cell',
      'one character per box',
      'vehicle line',
      'door count',
      'part-exchange',
      'previous mark',
      'GAP',
      'declined products',
      'typed by its main agreement',
      'consent form',
      'no signature word',
      'no duplicate',
      'initials boxes',
      'witness, creditor and dealer',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  for (const truth of truths.filter((t) => t.hasTextLayer)) {
    it(`reads ${truth.file} completely`, () => {
      const wrong = score(truth, results.get(truth.file)!, layoutKnown(truth)).filter(
        (s) => s.scored && !s.right,
      );
      expect(wrong.map((s) => s.field)).toEqual([]);
    });
  }

  for (const truth of truths.filter((t) => !t.hasTextLayer)) {
    it(`flags ${truth.file} as a scan, reads it by OCR and trusts none of it above the threshold`, () => {
      const result = results.get(truth.file)!;
      expect(result.hasTextLayer).toBe(false);
      expect(result.pageCount).toBe(truth.pageCount);
      expect(result.validation.isValid).toBe(false);
      expect(result.validation.issues).toContain(ISSUES.noTextLayer);
      expect(result.validation.recommendations.join(' ')).toMatch(/text PDF/);
      // Read from its pixels (ocr.ts): every field right, each a guess the dealer confirms.
      const wrong = score(truth, result, layoutKnown(truth)).filter((s) => s.scored && !s.right);
      expect(wrong.map((s) => s.field)).toEqual([]);
      for (const value of Object.values(result.extractedData.confidence!))
        expect(value).toBeLessThan(LOW_CONFIDENCE);
    });
  }

  it('is confident of what it read right on the project set’s PDFs', () => {
    const project = truths.filter((t) => t.set === 'project' && t.format === 'pdf');
    for (const truth of project) {
      const confidence = results.get(truth.file)!.extractedData.confidence;
      expect(confidence, truth.file).toBeDefined();
      for (const [field, value] of Object.entries(confidence ?? {})) {
        expect(value, `${truth.file} ${field}`).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
      }
    }
  });

  it('holds every Word file’s first reading below the threshold, its values still read right', () => {
    const word = truths.filter((t) => t.format === 'docx');
    expect(word.length).toBeGreaterThan(0);
    for (const truth of word) {
      const { confidence, signatureFields } = results.get(truth.file)!.extractedData;
      for (const [field, value] of Object.entries(confidence ?? {}))
        expect(value, `${truth.file} ${field}`).toBeLessThan(LOW_CONFIDENCE);
      for (const f of signatureFields) expect(f.signerConfidence ?? 0).toBeLessThan(LOW_CONFIDENCE);
    }
  });
});
