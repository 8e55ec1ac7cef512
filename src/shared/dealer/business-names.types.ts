// The business-name consistency check's answers.
import { z } from 'zod';

/** One document that names the dealership differently from its registered name. */
export const businessNameInconsistencySchema = z.object({
  documentId: z.string(),
  documentTitle: z.string(),
  /** 0–1: how close the document's furthest-off variant is to the registered name. */
  similarity: z.number(),
  /** The variants of the dealership's name found in this document. */
  foundNames: z.array(z.string()),
});
export type BusinessNameInconsistency = z.infer<typeof businessNameInconsistencySchema>;

/** The check over every document of the dealer. */
export const businessNameValidationSchema = z.object({
  isValid: z.boolean(),
  registeredName: z.string(),
  inconsistencies: z.array(businessNameInconsistencySchema),
  /** Every business name found across the dealer's documents, their own and other firms'. */
  foundNames: z.array(z.string()),
  /** The names the inconsistent variants should read as. */
  suggestions: z.array(z.string()),
});
export type BusinessNameValidation = z.infer<typeof businessNameValidationSchema>;

export const businessNameCorrectionSchema = z.object({
  original: z.string(),
  suggested: z.string(),
  /** 0–1 */
  confidence: z.number(),
});
export type BusinessNameCorrection = z.infer<typeof businessNameCorrectionSchema>;

/** One document's corrections. */
export const businessNameSuggestionsSchema = z.object({
  documentId: z.string(),
  documentTitle: z.string(),
  registeredName: z.string(),
  corrections: z.array(businessNameCorrectionSchema),
});
export type BusinessNameSuggestions = z.infer<typeof businessNameSuggestionsSchema>;

export const appliedBusinessNameCorrectionSchema = businessNameCorrectionSchema.extend({
  documentId: z.string(),
  documentTitle: z.string(),
  /** How many times the name was replaced in the document's text. */
  occurrences: z.number().int(),
});
export type AppliedBusinessNameCorrection = z.infer<typeof appliedBusinessNameCorrectionSchema>;

/**
 * Which documents to correct: the dealer confirms a list first (a name only 84 % alike may be another firm's).
 * Without `documentIds`, every flagged document, as before.
 */
export const autoCorrectBusinessNamesSchema = z
  .object({ documentIds: z.array(z.uuid('Choose documents by their id')).max(1000).optional() })
  .nullish();

/** What the auto-correction changed. */
export const autoCorrectBusinessNamesResultSchema = z.object({
  message: z.string(),
  correctedDocuments: z.number().int(),
  corrections: z.array(appliedBusinessNameCorrectionSchema),
});
export type AutoCorrectBusinessNamesResult = z.infer<typeof autoCorrectBusinessNamesResultSchema>;
