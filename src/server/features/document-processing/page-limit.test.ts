// A document whose last pages could never be signed or sealed in reasonable time is refused at upload.
import { PDF } from '@libpdf/core';
import { expect, it } from 'vitest';
import { DocumentProcessingError, MAX_DOCUMENT_PAGES } from './errors.ts';
import { processDocument } from './process-document.ts';

it(`refuses a PDF of more than ${MAX_DOCUMENT_PAGES} pages with a message the dealer can act on`, async () => {
  const pdf = PDF.create();
  for (let i = 0; i <= MAX_DOCUMENT_PAGES; i++) pdf.addPage({ size: 'a4' });
  const error = await processDocument(await pdf.save(), 'pdf').then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentProcessingError);
  expect((error as DocumentProcessingError).code).toBe('TOO_MANY_PAGES');
  expect((error as DocumentProcessingError).statusCode).toBe(422);
  expect((error as Error).message).toBe(
    'This PDF has 2,001 pages; Docs2Sign takes documents of up to 2,000 pages. Split it and upload the parts.',
  );
}, 60_000);
