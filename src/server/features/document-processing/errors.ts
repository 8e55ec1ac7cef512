import { AppError } from '../../lib/app-error.ts';

export type DocumentProcessingErrorCode = 'DAMAGED' | 'ENCRYPTED' | 'BOMB' | 'UNREADABLE' | 'TOO_MANY_PAGES';

/**
 * A document we will not process. The message is written for the dealer who uploaded it, so a route
 * can show it as it is; 422 because the request was well formed but the file is not usable.
 */
export class DocumentProcessingError extends AppError {
  override readonly code: DocumentProcessingErrorCode;

  constructor(code: DocumentProcessingErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(422, message, { code });
    this.name = 'DocumentProcessingError';
    this.code = code;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export const damagedPdf = (cause?: unknown) =>
  new DocumentProcessingError(
    'DAMAGED',
    'This PDF is damaged or incomplete and cannot be opened. Save or export it again and upload the new copy.',
    { cause },
  );

export const passwordProtectedPdf = () =>
  new DocumentProcessingError(
    'ENCRYPTED',
    'This PDF is password-protected. Remove the password and upload it again.',
  );

/** How long pdf.js may take over one PDF (it stops itself; the worker's wall clock is the backstop). */
export const READ_TIMEOUT_MS = 20_000;

export const tooSlowToRead = () =>
  new DocumentProcessingError(
    'UNREADABLE',
    'This document took too long to read and may be damaged. Save or export it again and upload the new copy.',
  );

/** Far beyond any dealer document, and every page must be signable and sealable in reasonable time. */
export const MAX_DOCUMENT_PAGES = 2000;

export const tooManyPages = (pages: number) =>
  new DocumentProcessingError(
    'TOO_MANY_PAGES',
    `This PDF has ${pages.toLocaleString('en-GB')} pages; Docs2Sign takes documents of up to ${MAX_DOCUMENT_PAGES.toLocaleString('en-GB')} pages. Split it and upload the parts.`,
  );
