// A worker thread of the document pool (process-in-worker.ts): reads one uploaded file at a time.
import { serveWorkerTasks } from '../../lib/threads/worker-pool.ts';
import { formPagesBuffers } from './form-words.ts';
import { type ProcessOptions, processDocument } from './process-document.ts';

type Input = { bytes: Uint8Array; kind: 'pdf' | 'docx' | 'doc'; options: ProcessOptions };

await serveWorkerTasks(async ({ bytes, kind, options }: Input) => {
  const value = await processDocument(bytes, kind, options);
  // The PDF (a rendition, or the upload itself, which the caller handed over) is this worker's own buffer
  // and not needed here any more: moved back to the main thread, not copied.
  const buffer = value.pdf.buffer;
  const whole = value.pdf.byteOffset === 0 && value.pdf.byteLength === buffer.byteLength;
  const movable = whole && buffer instanceof ArrayBuffer;
  // The words' numbers are moved too (form-words.ts): copying them is what made the answer slow.
  return { value, transfer: [...(movable ? [buffer] : []), ...formPagesBuffers(value.formPages)] };
});
