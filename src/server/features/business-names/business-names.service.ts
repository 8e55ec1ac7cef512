import type {
  AppliedBusinessNameCorrection,
  AutoCorrectBusinessNamesResult,
  BusinessNameInconsistency,
  BusinessNameSuggestions,
  BusinessNameValidation,
} from '../../../shared/dealer/business-names.types.ts';
import type { DocumentDetail } from '../../../shared/documents/document.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dealerSettingsOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { getDocument, listDocuments, saveDocumentText } from '../documents/index.ts';
import { applyCorrections, checkDocumentText } from './name-check.ts';

type Registered = { name: string; address: string | null };

async function registeredName(db: Database, dealerId: string): Promise<Registered> {
  const settings = dealerSettingsOf(await loadDealerProfile(db, dealerId));
  return { name: settings.dealershipName.trim(), address: settings.dealershipAddress };
}

/**
 * Every live document with its text. The list leaves the text out (it can be long), so each document is
 * read on its own: one query per document, which a dealer's template library (tens, not thousands)
 * affords for a check they run by hand.
 */
async function documentsWithText(db: Database, dealerId: string): Promise<DocumentDetail[]> {
  const summaries = await listDocuments(db, dealerId);
  const documents = await Promise.all(
    // A document deleted between the list and its read is simply no longer checked.
    summaries.map((d) => getDocument(db, dealerId, d.id).catch(ignoreNotFound)),
  );
  return documents.filter((d) => d !== undefined);
}

function ignoreNotFound(error: unknown): undefined {
  if (error instanceof AppError && error.statusCode === 404) return undefined;
  throw error;
}

const check = (document: DocumentDetail, registered: Registered) =>
  checkDocumentText(document.extractedText, registered.name, registered.address);

export async function validateBusinessNames(db: Database, dealerId: string): Promise<BusinessNameValidation> {
  const registered = await registeredName(db, dealerId);
  const documents = await documentsWithText(db, dealerId);
  const inconsistencies: BusinessNameInconsistency[] = [];
  const foundNames = new Set<string>();
  const suggestions = new Set<string>();
  for (const document of documents) {
    const result = check(document, registered);
    for (const name of result.foundNames) foundNames.add(name);
    if (result.corrections.length === 0) continue;
    for (const c of result.corrections) suggestions.add(c.suggested);
    inconsistencies.push({
      documentId: document.id,
      documentTitle: document.title,
      // The document is as far off as its worst variant.
      similarity: Math.min(...result.corrections.map((c) => c.similarity)),
      foundNames: result.corrections.map((c) => c.original),
    });
  }
  return {
    isValid: inconsistencies.length === 0,
    registeredName: registered.name,
    inconsistencies,
    foundNames: [...foundNames],
    suggestions: [...suggestions],
  };
}

export async function documentSuggestions(
  db: Database,
  dealerId: string,
  documentId: string,
): Promise<BusinessNameSuggestions> {
  const document = await getDocument(db, dealerId, documentId);
  const registered = await registeredName(db, dealerId);
  return {
    documentId: document.id,
    documentTitle: document.title,
    registeredName: registered.name,
    corrections: check(document, registered).corrections.map(({ original, suggested, confidence }) => ({
      original,
      suggested,
      confidence,
    })),
  };
}

/**
 * Rewrites each inconsistent name to its suggestion in the chosen documents' text (every document when none
 * are chosen) and saves the text. Ids of other dealers' documents simply match nothing.
 */
export async function autoCorrectBusinessNames(
  db: Database,
  dealerId: string,
  documentIds?: string[],
): Promise<AutoCorrectBusinessNamesResult> {
  const registered = await registeredName(db, dealerId);
  const chosen = documentIds ? new Set(documentIds) : null;
  const documents = (await documentsWithText(db, dealerId)).filter((d) => !chosen || chosen.has(d.id));
  const corrections: AppliedBusinessNameCorrection[] = [];
  let correctedDocuments = 0;
  for (const document of documents) {
    const found = check(document, registered).corrections;
    if (found.length === 0) continue;
    const { text, applied } = applyCorrections(document.extractedText, found);
    if (applied.length === 0) continue;
    await saveDocumentText(db, dealerId, document.id, {
      text,
      title: document.title,
      documentType: document.documentType,
    });
    correctedDocuments++;
    for (const { original, suggested, confidence, occurrences } of applied) {
      corrections.push({
        documentId: document.id,
        documentTitle: document.title,
        original,
        suggested,
        confidence,
        occurrences,
      });
    }
  }
  return {
    message: `Corrected ${plural(corrections.length, 'name')} in ${plural(correctedDocuments, 'document')}`,
    correctedDocuments,
    corrections,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
