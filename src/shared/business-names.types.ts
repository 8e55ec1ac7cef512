/** One document that names the dealership differently from its registered name (spec B §3). */
export type BusinessNameInconsistency = {
  documentId: string;
  documentTitle: string;
  /** 0–1: how close the document's furthest-off variant is to the registered name. */
  similarity: number;
  /** The variants of the dealership's name found in this document. */
  foundNames: string[];
};

/** GET /api/dealer/business-name-validation (spec B §3). */
export type BusinessNameValidation = {
  isValid: boolean;
  registeredName: string;
  inconsistencies: BusinessNameInconsistency[];
  /** Every business name found across the dealer's documents, their own and other firms'. */
  foundNames: string[];
  /** The names the inconsistent variants should read as. */
  suggestions: string[];
};

export type BusinessNameCorrection = {
  original: string;
  suggested: string;
  /** 0–1 */
  confidence: number;
};

/** GET /api/documents/{id}/business-name-suggestions */
export type BusinessNameSuggestions = {
  documentId: string;
  documentTitle: string;
  registeredName: string;
  corrections: BusinessNameCorrection[];
};

export type AppliedBusinessNameCorrection = BusinessNameCorrection & {
  documentId: string;
  documentTitle: string;
  /** How many times the name was replaced in the document's text. */
  occurrences: number;
};

/** POST /api/dealer/auto-correct-business-names */
export type AutoCorrectBusinessNamesResult = {
  message: string;
  correctedDocuments: number;
  corrections: AppliedBusinessNameCorrection[];
};
