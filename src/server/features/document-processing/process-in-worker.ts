// Uploaded documents are read in worker threads: pdf.js on a hostile file can hold a thread for seconds or
// fill its memory, and the event loop answers every dealer and customer. Two warm workers (the machine's
// cores), each with a heap limit; a task over its time is stopped and answered 422, naming the limit.
import { PDF, StandardFonts } from '@libpdf/core';
import { createWorkerPool } from '../../lib/worker-pool.ts';
import { DocumentProcessingError, READ_TIMEOUT_MS } from './errors.ts';
import { CONVERSION_TIMEOUT_MS } from './libreoffice.ts';
import type { ProcessedDocument, ProcessOptions } from './process-document.ts';

/** Heap of one reading worker; pdf.js needs about 100 MB for a long text document. */
export const READER_HEAP_MB = 512;
/** Reading a PDF stops itself at 20 s; this bounds whatever does not yield (a decoder stuck in a loop). */
const PDF_WALL_CLOCK_MS = READ_TIMEOUT_MS + 10_000;
/** A Word file may first wait for LibreOffice's conversion. */
const WORD_WALL_CLOCK_MS = CONVERSION_TIMEOUT_MS + PDF_WALL_CLOCK_MS;

const pool = createWorkerPool<
  { bytes: Uint8Array; kind: 'pdf' | 'docx' | 'doc'; options: ProcessOptions },
  ProcessedDocument
>({
  url: new URL('./process-document.worker.ts', import.meta.url),
  size: 2,
  resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  timeoutMs: PDF_WALL_CLOCK_MS,
  timedOut: () =>
    new DocumentProcessingError(
      'UNREADABLE',
      `This document took longer than ${PDF_WALL_CLOCK_MS / 1000} seconds to read and may be damaged. Save or export it again and upload the new copy.`,
    ),
  crashed: (reason) =>
    new DocumentProcessingError(
      'UNREADABLE',
      reason === 'out of memory'
        ? `This document needs more than the ${READER_HEAP_MB} MB of memory Docs2Sign gives to reading one file. Save or export it again (for example with "Print to PDF") and upload the new copy.`
        : 'This document could not be read and may be damaged. Save or export it again and upload the new copy.',
    ),
  revive: (error) =>
    new DocumentProcessingError(error.code as DocumentProcessingError['code'], error.message),
});

/** processDocument, run in the reading pool. Takes over `bytes` (its buffer moves to the worker). */
export function processDocumentInWorker(
  bytes: Uint8Array,
  kind: 'pdf' | 'docx' | 'doc',
  options: ProcessOptions = {},
): Promise<ProcessedDocument> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const transfer = whole && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
  return pool.run(
    { bytes, kind, options },
    { transfer, timeoutMs: kind === 'pdf' ? PDF_WALL_CLOCK_MS : WORD_WALL_CLOCK_MS },
  );
}

/**
 * Starts a reader and has it read a one-page PDF, so the first upload finds pdf.js loaded and compiled
 * (the first document a worker reads takes about half a second longer). Call it, without awaiting, at start.
 */
export async function warmUpDocumentProcessing(): Promise<void> {
  pool.warm();
  const pdf = PDF.create();
  const page = pdf.addPage({ size: 'a4' });
  page.drawText('Customer Name: Mr John Smith   Registration: AB12 CDE', { x: 50, y: 780, size: 10 });
  page.drawText('Customer signature:', { x: 50, y: 100, size: 10, font: StandardFonts.HelveticaBold });
  page.drawLine({ start: { x: 160, y: 98 }, end: { x: 360, y: 98 }, thickness: 0.5 });
  await processDocumentInWorker(await pdf.save(), 'pdf');
}
