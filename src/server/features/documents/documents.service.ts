import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type {
  DocumentDetail,
  DocumentSummary,
  DocumentTextInput,
  DocumentUpdateInput,
  MultiUploadResponse,
  UploadResponse,
} from '../../../shared/documents/document.schema.ts';
import {
  type DocumentType,
  type ExtractedData,
  type ExtractionConfidence,
  isDocumentType,
} from '../../../shared/documents/document-types.ts';
import { hasPlacesToSign } from '../../../shared/documents/signature-places.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type PageRequest, takePage } from '../../lib/http/list-page.ts';
import { tooLargeMessage, type UploadedFile } from '../../lib/http/multipart-files.ts';
import { type Storage, sha256Hex } from '../../lib/storage/storage.ts';
import {
  describeValidation,
  detectFileType,
  processDocument,
  readStoredValidation,
  validateDocument,
} from '../document-processing/index.ts';
import { learnFromCorrection, readWithLearntForms } from '../learnt-forms/index.ts';
import { documentTitle } from './document-title.ts';
import * as repo from './documents.repo.ts';
import { checkFieldPositions } from './field-positions.ts';

type Ctx = { db: Database; storage: Storage };
type Row = Awaited<ReturnType<typeof repo.listDocuments>>[number];

const DOCUMENT_NOT_FOUND = 'Document not found';

/** Reads, stores and records one uploaded file. Nothing is kept when any step fails. */
export async function uploadDocument(
  { db, storage }: Ctx,
  dealerId: string,
  file: { fileName: string; bytes: Buffer },
): Promise<UploadResponse> {
  if (file.bytes.length === 0)
    throw new AppError(400, `"${file.fileName}" is empty.`, { code: 'EMPTY_FILE' });
  const detected = detectFileType(file.bytes);
  if (detected.kind === 'other') {
    throw new AppError(
      400,
      `Invalid File: "${file.fileName}" is ${withArticle(detected.description)}, not a PDF or Word document. Upload a PDF, DOC or DOCX file.`,
      { code: 'INVALID_FILE' },
    );
  }
  // The same bytes again: the library's copy is the answer, not a second document (sent twice, signed twice).
  const sha256 = sha256Hex(file.bytes);
  const existing = await repo.findDocumentBySha256(db, dealerId, sha256);
  if (existing) {
    const document = toDetail(existing);
    return {
      message: `This file is already in your library as ${document.title}`,
      document,
      extractedData: document.extractedData,
      validation: document.validation,
      duplicateOf: document.id,
    };
  }
  // A copy: pdf.js takes ownership of (and may detach) the buffer it is given.
  const read = await processDocument(new Uint8Array(file.bytes), detected.kind, {
    fileName: file.fileName,
  });
  // A copy of a form the dealership has learnt is read at the learnt places.
  const learnt = await readWithLearntForms(db, dealerId, read);
  const processed = { ...read, extractedData: learnt.extractedData };

  const id = randomUUID();
  const folder = `documents/${dealerId}/${id}`;
  const originalKey = `${folder}/original.${detected.kind}`;
  const pdfKey = detected.kind === 'pdf' ? originalKey : `${folder}/rendition.pdf`;
  await storage.put(originalKey, file.bytes);
  try {
    if (pdfKey !== originalKey) await storage.put(pdfKey, processed.pdf);
    const row = await repo.insertDocument(db, {
      id,
      dealerId,
      // The title from the generic reading's headings: a learnt form's reason names the form, not the page.
      title: await documentTitle(processed.pdf, file.fileName, read.extractedData.documentTypeReasons),
      fileName: file.fileName,
      format: detected.kind,
      originalKey,
      pdfKey,
      sizeBytes: file.bytes.length,
      sha256,
      pdfSha256: sha256Hex(processed.pdf),
      pageCount: processed.pageCount,
      documentType: processed.extractedData.documentType,
      signatureRequired: true,
      extractedText: processed.text,
      extractedData: processed.extractedData,
      validation: validateDocument(processed.extractedData, { hasTextLayer: processed.hasTextLayer }),
    });
    const document = toDetail(row);
    return {
      message: `${document.title} uploaded and processed`,
      document,
      extractedData: document.extractedData,
      validation: document.validation,
    };
  } catch (error) {
    await Promise.all([storage.delete(originalKey), storage.delete(pdfKey)]);
    throw error;
  }
}

/** Several files in one form: the good ones are kept whatever happens to the others. */
export async function uploadDocuments(ctx: Ctx, dealerId: string, files: UploadedFile[]) {
  const answer: MultiUploadResponse = { message: '', results: [], errors: [] };
  // One at a time: processing is CPU-heavy.
  for (const file of files) {
    try {
      if (file.tooLarge) throw new AppError(413, tooLargeMessage(file.fileName));
      answer.results.push({
        fileName: file.fileName,
        success: true,
        ...(await uploadDocument(ctx, dealerId, file)),
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      answer.errors.push({ fileName: file.fileName, success: false, error: error.message });
    }
  }
  const ok = answer.results.length;
  answer.message = `${ok} of ${files.length} document${files.length === 1 ? '' : 's'} uploaded`;
  return answer;
}

export async function listDocuments(db: Database, dealerId: string): Promise<DocumentSummary[]> {
  return (await repo.listDocuments(db, dealerId)).map(toSummary);
}

/** GET /api/documents: a page of the list (see lib/http/list-page.ts). */
export async function listDocumentPage(db: Database, dealerId: string, page: PageRequest) {
  return takePage(await repo.listDocumentPage(db, dealerId, page), page, toSummary);
}

export async function getDocument(db: Database, dealerId: string, id: string): Promise<DocumentDetail> {
  const row = await repo.findDocument(db, dealerId, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return toDetail(row);
}

export async function updateDocument(
  { db, storage }: Ctx,
  dealerId: string,
  id: string,
  input: DocumentUpdateInput,
) {
  const current = await repo.findDocument(db, dealerId, id);
  if (!current) throw notFound(DOCUMENT_NOT_FOUND);
  const beyond = input.extractedData.signatureFields.find((f) => f.page > current.pageCount);
  if (beyond) {
    throw new AppError(
      400,
      `"${beyond.label}" is on page ${beyond.page}, but the document has ${current.pageCount} page${current.pageCount === 1 ? '' : 's'}.`,
      {
        code: 'VALIDATION',
        issues: [{ path: 'extractedData.signatureFields', message: 'Page is beyond the document' }],
      },
    );
  }
  await checkFieldPositions(input.extractedData.signatureFields, () => storage.get(current.pdfKey));
  const extractedData = withDealersEdits(current.extractedData, {
    customerName: input.extractedData.customerName,
    vehicleRegistration: input.extractedData.vehicleRegistration,
    documentType: input.documentType,
    signatureFields: input.extractedData.signatureFields,
    otherCustomers: input.extractedData.otherCustomers,
  });
  const row = await repo.updateDocument(db, dealerId, id, {
    title: input.title,
    documentType: input.documentType,
    signatureRequired: input.signatureRequired,
    extractedData,
    validation: validateDocument(extractedData, {
      hasTextLayer: readStoredValidation(current.validation).hasTextLayer,
      signatureRequired: input.signatureRequired,
      typeChosenByDealer: true,
    }),
  });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  // Saved in the editor, corrected or confirmed: the form is learnt for its next copies.
  await learnFromCorrection(db, dealerId, {
    title: row.title,
    hasTextLayer: readStoredValidation(current.validation).hasTextLayer,
    pdf: () => storage.get(current.pdfKey),
    saved: extractedData,
  });
  return toDetail(row);
}

export async function saveDocumentText(db: Database, dealerId: string, id: string, input: DocumentTextInput) {
  const current = await repo.findDocument(db, dealerId, id);
  if (!current) throw notFound(DOCUMENT_NOT_FOUND);
  const stored = readStoredValidation(current.validation);
  // The text editor always sends the type; it is the dealer's choice once it differs from the reading's.
  const typeChosenByDealer = stored.typeChosenByDealer || input.documentType !== current.documentType;
  // A row read before a field existed lacks it: validated as absent, as the answer shows it.
  const extractedData = {
    customerName: null,
    vehicleRegistration: null,
    signatureFields: [],
    ...current.extractedData,
    documentType: input.documentType,
  };
  const row = await repo.updateDocument(db, dealerId, id, {
    extractedText: input.text,
    title: input.title,
    documentType: input.documentType,
    extractedData,
    validation: validateDocument(extractedData, {
      hasTextLayer: stored.hasTextLayer,
      signatureRequired: current.signatureRequired,
      typeChosenByDealer,
    }),
  });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return toDetail(row);
}

/**
 * Reads the stored file again: fresh text, extracted data and validation replace the old ones, except a
 * document type the dealer chose, which no reading overrules.
 */
export async function reExtractDocument({ db, storage }: Ctx, dealerId: string, id: string) {
  const current = await repo.findDocument(db, dealerId, id);
  if (!current) throw notFound(DOCUMENT_NOT_FOUND);
  // The generic reading, not a learnt form's: reading again is how the dealer sees what the file itself says.
  const processed = await processDocument(
    new Uint8Array(await storage.get(current.originalKey)),
    current.format,
    {
      fileName: current.fileName,
    },
  );
  const typeChosenByDealer = readStoredValidation(current.validation).typeChosenByDealer === true;
  const extractedData =
    typeChosenByDealer && isDocumentType(current.documentType)
      ? withDealersType(processed.extractedData, current.documentType)
      : processed.extractedData;
  const row = await repo.updateDocument(db, dealerId, id, {
    extractedText: processed.text,
    extractedData,
    validation: validateDocument(extractedData, {
      hasTextLayer: processed.hasTextLayer,
      signatureRequired: current.signatureRequired,
      typeChosenByDealer,
    }),
    pageCount: processed.pageCount,
    documentType: extractedData.documentType,
  });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return toDetail(row);
}

/**
 * The dealer's saved values over the stored reading. What the reading found beyond them stays (the
 * editor's notes come from it); a value the dealer changed is theirs, so nothing about it is in doubt,
 * and a type they changed drops the reading's reasons for the old one.
 */
function withDealersEdits(
  stored: Partial<ExtractedData>,
  saved: Omit<ExtractedData, 'confidence' | 'documentTypeReasons'>,
): ExtractedData {
  // Deep equality, not JSON text: the stored fields' keys come in the reading's order, not the form's.
  const changed = (field: keyof ExtractionConfidence) =>
    !isDeepStrictEqual(comparable(field, stored[field]), comparable(field, saved[field]));
  const otherCustomers = saved.otherCustomers ?? stored.otherCustomers;
  const confidence = stored.confidence && {
    customerName: changed('customerName') ? 1 : stored.confidence.customerName,
    vehicleRegistration: changed('vehicleRegistration') ? 1 : stored.confidence.vehicleRegistration,
    documentType: changed('documentType') ? 1 : stored.confidence.documentType,
    signatureFields: changed('signatureFields') ? 1 : stored.confidence.signatureFields,
  };
  const reasons = changed('documentType') ? undefined : stored.documentTypeReasons;
  return {
    customerName: saved.customerName,
    vehicleRegistration: saved.vehicleRegistration,
    documentType: saved.documentType,
    signatureFields: saved.signatureFields,
    ...(otherCustomers?.length && { otherCustomers }),
    ...(confidence && { confidence }),
    ...(reasons?.length && { documentTypeReasons: reasons }),
  };
}

/**
 * A value as the editor sends it back: a place's `signerConfidence` is the reading's own note, which the
 * form never returns, so a save that left the places alone must not count them as changed.
 */
function comparable(field: keyof ExtractionConfidence, value: unknown): unknown {
  if (field !== 'signatureFields' || !Array.isArray(value)) return value ?? null;
  return value.map((place: Record<string, unknown>) => {
    const { signerConfidence: _readingsNote, ...asEdited } = place;
    return asEdited;
  });
}

/** The reading with the dealer's type in place of its own: no reasons to show, and no doubt about it. */
function withDealersType(data: ExtractedData, documentType: DocumentType): ExtractedData {
  const { documentTypeReasons: _readingsReasons, ...rest } = data;
  return {
    ...rest,
    documentType,
    ...(data.confidence && { confidence: { ...data.confidence, documentType: 1 } }),
  };
}

export async function deleteDocument({ db, storage }: Ctx, dealerId: string, id: string) {
  const result = await repo.deleteOrArchiveDocument(db, dealerId, id);
  if (!result) throw notFound(DOCUMENT_NOT_FOUND);
  // An archived document's files stay: signing requests still point at them.
  if (result.outcome === 'deleted') {
    await Promise.all([storage.delete(result.row.originalKey), storage.delete(result.row.pdfKey)]);
  }
  return result.outcome;
}

/** What a signing request freezes of each document; 404 when any is not the dealer's. */
export async function getDocumentsForSigning(ctx: Ctx, dealerId: string, ids: string[]) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!ids.every((id) => uuid.test(id))) throw notFound(DOCUMENT_NOT_FOUND);
  const rows = await repo.findDocumentsByIds(ctx.db, dealerId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(
    ids.map(async (id) => {
      const row = byId.get(id);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      const summary = toSummary(row);
      return {
        id: row.id,
        title: row.title,
        documentType: summary.documentType,
        pdfKey: row.pdfKey,
        pdfSha256: row.pdfSha256 ?? sha256Hex(await ctx.storage.get(row.pdfKey)),
        pageCount: row.pageCount,
        signatureFields: summary.extractedData.signatureFields,
      };
    }),
  );
}

/** The bytes to download: the PDF itself, or a Word file's original (`asPdf` gives its PDF rendition). */
export async function documentFile({ db, storage }: Ctx, dealerId: string, id: string, asPdf: boolean) {
  const row = await repo.findDocument(db, dealerId, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const pdf = row.format === 'pdf' || asPdf;
  return {
    bytes: await storage.get(pdf ? row.pdfKey : row.originalKey),
    contentType: pdf ? 'application/pdf' : 'application/octet-stream',
    fileName: `${row.title}.${pdf ? 'pdf' : row.format}`,
    inline: pdf,
  };
}

export const enableAllSignatures = (db: Database, dealerId: string) => repo.enableAllSignatures(db, dealerId);

/** "PNG image" → "a PNG image"; "plain text" stays as it is. */
function withArticle(description: string): string {
  if (!/(image|archive|file|document)$/i.test(description)) return description;
  return `${/^[aeiou]/i.test(description) ? 'an' : 'a'} ${description}`;
}

function toSummary(row: Row): DocumentSummary {
  const data = row.extractedData;
  const documentType = isDocumentType(row.documentType) ? row.documentType : 'other';
  return {
    id: row.id,
    title: row.title,
    type: row.format,
    format: row.format,
    isWord: row.format !== 'pdf',
    documentType,
    filePath: row.fileName,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    signatureRequired: row.signatureRequired,
    pageCount: row.pageCount,
    uploadedAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    extractedData: {
      customerName: data.customerName ?? null,
      vehicleRegistration: data.vehicleRegistration ?? null,
      documentType: isDocumentType(data.documentType) ? data.documentType : documentType,
      signatureFields: data.signatureFields ?? [],
      // What else the reading found: the editor's notes (unsure values, other buyers, why this type).
      ...(data.otherCustomers?.length && { otherCustomers: data.otherCustomers }),
      ...(data.confidence && { confidence: data.confidence }),
      ...(data.documentTypeReasons?.length && { documentTypeReasons: data.documentTypeReasons }),
    },
    validation: describeValidation(withPlacesChecked(readStoredValidation(row.validation), row, data)),
  };
}

/**
 * A row validated before a field without its box counted as no place still says so now: no document reads
 * "Valid: ready to send" that sending would refuse.
 */
type StoredValidation = ReturnType<typeof readStoredValidation>;

function withPlacesChecked(stored: StoredValidation, row: Row, data: Partial<ExtractedData>) {
  if (
    !row.signatureRequired ||
    hasPlacesToSign(data.signatureFields) ||
    stored.codes.includes('noSignatureField')
  )
    return stored;
  return { ...stored, codes: [...stored.codes, 'noSignatureField' as const] };
}

function toDetail(row: repo.DocumentRow): DocumentDetail {
  return { ...toSummary(row), extractedText: row.extractedText };
}
