// Uploaded bytes → a PDF to sign, its text and what it says. No HTTP here: the documents feature
// calls these functions.
export type {
  DocumentType,
  DocumentValidation,
  ExtractedData,
  SignatureField,
} from '../../../shared/documents/document-types.ts';
export {
  type DetectedFileType,
  detectFileType,
  detectMediaType,
  type MediaKind,
} from './detect-file-type.ts';
export { DocumentProcessingError, type DocumentProcessingErrorCode } from './errors.ts';
export { type FormPage, type FormWord, type PackedFormPage, unpackFormPages } from './form-words.ts';
export { findSoffice } from './libreoffice.ts';
export type { ProcessedDocument, ProcessOptions } from './process-document.ts';
// Callers get the reading pool's version: the file is read in a worker thread, with limits.
export { processDocumentInWorker as processDocument } from './process-in-worker.ts';
export {
  describeValidation,
  type IssueCode,
  readStoredValidation,
  validateDocument,
} from './validate-document.ts';
