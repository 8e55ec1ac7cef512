// A form is learnt once: the dealer's correction of one copy teaches where its values and places are, and
// every later upload of the same form (the same fixed wording at the same places) is read there.
import type { ExtractedData } from '../../../shared/documents/document-types.ts';
import { DOCUMENT_TYPE_LABELS, isDocumentType } from '../../../shared/documents/document-types.ts';
import type { Database } from '../../db/client.ts';
import {
  DocumentProcessingError,
  type FormPage,
  type PackedFormPage,
  processDocument,
  unpackFormPages,
} from '../document-processing/index.ts';
import {
  type Correction,
  formScore,
  isSameForm,
  type LearntFields,
  type LearntLayout,
  learnLayout,
  readWithLayout,
} from './learnt-form.ts';
import * as repo from './learnt-forms.repo.ts';

/** What an upload's reading gives a learnt form to match against. */
export type Reading = { pageCount: number; formPages: PackedFormPage[]; extractedData: ExtractedData };

/**
 * The upload read with the learnt form it is a copy of (the dealership's own first, then the promoted
 * ones), or the generic reading unchanged when it is a copy of none.
 */
export async function readWithLearntForms(
  db: Database,
  dealerId: string,
  reading: Reading,
): Promise<{ extractedData: ExtractedData; learntFormId: string | null }> {
  const unchanged = { extractedData: reading.extractedData, learntFormId: null };
  if (reading.formPages.length === 0) return unchanged;
  const candidates = await repo.candidateForms(db, dealerId, reading.pageCount);
  // Most dealerships have learnt no form of this length: the words stay packed, never made into objects.
  if (candidates.length === 0) return unchanged;
  const pages = unpackFormPages(reading.formPages);
  let best: { row: repo.LearntFormRow; layout: LearntLayout; score: number } | undefined;
  for (const row of candidates) {
    const layout = layoutOf(row);
    const score = formScore(layout, pages, reading.extractedData);
    // The own forms come first, so an equal promoted one never takes the dealership's own place.
    if (isSameForm(score) && (!best || score > best.score)) best = { row, layout, score };
  }
  if (!best) return unchanged;
  await repo.countUse(db, best.row.id);
  return {
    extractedData: readWithLayout(best.layout, best.row.name, pages, reading.extractedData),
    learntFormId: best.row.id,
  };
}

/**
 * The dealer saved a document (corrected or confirmed it): its form is learnt, or relearnt when the
 * dealership already knows it. A file that cannot be read, or has no words to read, teaches nothing; nor
 * does a scan (no text layer of its own): each save would read its pixels again (seconds of OCR), and a
 * scan's words sit wherever the paper lay on the glass, so no two copies share a fingerprint.
 * Answers the learnt form's id, or null.
 */
export async function learnFromCorrection(
  db: Database,
  dealerId: string,
  document: { title: string; hasTextLayer: boolean; pdf: () => Promise<Uint8Array>; saved: Correction },
): Promise<string | null> {
  if (!document.hasTextLayer) return null;
  let pages: FormPage[];
  try {
    pages = unpackFormPages((await processDocument(new Uint8Array(await document.pdf()), 'pdf')).formPages);
  } catch (error) {
    if (error instanceof DocumentProcessingError) return null;
    throw error;
  }
  if (pages.length === 0) return null;
  const layout = learnLayout(pages, document.saved);
  if (layout.tokens.length === 0) return null;
  const change = {
    name: formName(document.title, document.saved),
    documentType: layout.documentType,
    tokens: layout.tokens,
    fields: layout.fields,
    places: layout.places,
  };
  for (const row of await repo.ownForms(db, dealerId, layout.pageCount)) {
    if (!isSameForm(formScore(layoutOf(row), pages, document.saved))) continue;
    const relearnt = await repo.relearnForm(db, dealerId, row.id, change);
    if (relearnt) return relearnt.id;
  }
  const row = await repo.insertForm(db, { dealerId, pageCount: layout.pageCount, ...change });
  return row.id;
}

/** The document's title without the customer's name or the registration in it: the form's, not the deal's. */
export function formName(
  title: string,
  saved: Pick<Correction, 'customerName' | 'vehicleRegistration' | 'documentType'>,
) {
  let name = title;
  for (const value of [saved.customerName, saved.vehicleRegistration]) {
    if (!value) continue;
    const pattern = value
      .trim()
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*');
    name = name.replace(new RegExp(pattern, 'giu'), ' ');
  }
  name = name.replace(/\s+/g, ' ').replace(/^[\s,–-]+|[\s,–-]+$/g, '');
  return name || DOCUMENT_TYPE_LABELS[saved.documentType];
}

/** A stored row as the pure reading needs it. */
function layoutOf(row: repo.LearntFormRow): LearntLayout {
  return {
    pageCount: row.pageCount,
    tokens: row.tokens,
    fields: row.fields as LearntFields,
    documentType: isDocumentType(row.documentType) ? row.documentType : 'other',
    places: row.places,
  };
}
