// Uploaded documents are read in worker threads: pdf.js on a hostile file can hold a thread for seconds or
// fill its memory, and the event loop answers every dealer and customer. Two warm workers (the machine's
// cores), each with a heap limit; a task over its time is stopped and answered 422, naming the limit.
import { createWorkerPool } from '../../lib/threads/worker-pool.ts';
import { DocumentProcessingError, READ_TIMEOUT_MS } from './errors.ts';
import { CONVERSION_TIMEOUT_MS } from './libreoffice.ts';
import { OCR_BUDGET_MS } from './ocr.ts';
import type { ProcessedDocument, ProcessOptions } from './process-document.ts';

/** Heap of one reading worker; pdf.js needs about 100 MB for a long text document. */
export const READER_HEAP_MB = 512;
// The young generation is left at V8's default (64 MB here, as on the main thread): a reading allocates
// tens of MB of short-lived objects (operator lists, text pieces), and the 32 MB cap the pool had tripled the
// scavenges per 20-page read, which cost about 20 ms of CPU in GC threads (bench:extract's pool overhead).
/**
 * Reading a PDF stops itself at 20 s, and OCR of its unread pages (ocr.ts) at its own budget after that;
 * this bounds whatever does not yield (a decoder stuck in a loop).
 */
const PDF_WALL_CLOCK_MS = READ_TIMEOUT_MS + OCR_BUDGET_MS + 10_000;
/** A Word file may first wait for LibreOffice's conversion. */
const WORD_WALL_CLOCK_MS = CONVERSION_TIMEOUT_MS + PDF_WALL_CLOCK_MS;

const pool = createWorkerPool<
  { bytes: Uint8Array; kind: 'pdf' | 'docx' | 'doc'; options: ProcessOptions },
  ProcessedDocument
>({
  url: new URL('./process-document.worker.ts', import.meta.url),
  size: 2,
  resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
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
