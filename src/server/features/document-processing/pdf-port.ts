// pdf.js's two halves on this thread, joined by a port that does not clone operator lists.
// Without a worker, pdf.js passes every message through structuredClone, and a page's operator list is
// mostly one small glyph object per character: that clone was the largest single cost of reading a text
// PDF (about a fifth of it). Both halves share this thread, so an operator list's chunk is handed over as
// it is: its arrays are copied (the sending half empties its own list after sending), its objects (glyphs,
// which pdf.js caches per font and never changes; images, patterns) are shared, and nothing on this side
// writes to them. Fonts are handed over too (cloneMessage); every other message (pages, errors) is cloned.
import { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

type Listener = (event: { data: unknown }) => void;
type Chunk = { fnArray: number[]; argsArray: unknown[] };

/** Arrays copied all the way down; typed arrays copied unless transferred; objects shared. */
function copyArrays(value: unknown, moved: Set<unknown>): unknown {
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyArrays(value[i], moved);
    return out;
  }
  if (ArrayBuffer.isView(value) && !(value instanceof DataView) && !moved.has(value.buffer)) {
    return (value as unknown as { slice(): unknown }).slice();
  }
  return value;
}

// A show-text's glyphs: one shared glyph object a character, read only on this side. The sending half builds
// a new list for every operator and never touches one it has sent, so the list is handed over as it is.
function isGlyphList(value: unknown[]): boolean {
  for (const item of value) {
    if (typeof item === 'number') continue; // a TJ's spacing between glyphs
    return typeof item === 'object' && item !== null && 'fontChar' in item;
  }
  return false;
}

/** One operator's arguments: its glyph lists shared, anything else copied as above. */
function copyArgs(args: unknown, moved: Set<unknown>): unknown {
  if (!Array.isArray(args)) return copyArrays(args, moved);
  const out = new Array(args.length);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    out[i] = Array.isArray(arg) && isGlyphList(arg) ? arg : copyArrays(arg, moved);
  }
  return out;
}

function cloneMessage(data: unknown, transfer: Transferable[] | undefined): unknown {
  const message = data as { chunk?: Partial<Chunk>; action?: string; data?: unknown[] } | null;
  // A font (one per font resource of each page: 40 for a 20-page file written by @libpdf/core) is made
  // afresh for the message, its compiled info in a buffer nobody else holds, its extra properties the
  // font's own tables, which pdf.js never changes once the font is loaded and this side only reads.
  if (message?.action === 'commonobj' && message.data?.[1] === 'Font') return message;
  const chunk = message?.chunk;
  if (chunk && Array.isArray(chunk.fnArray) && Array.isArray(chunk.argsArray)) {
    const moved = new Set<unknown>(transfer);
    return {
      ...message,
      chunk: {
        ...chunk,
        fnArray: chunk.fnArray.slice(),
        argsArray: chunk.argsArray.map((args) => copyArgs(args, moved)),
      },
    };
  }
  return structuredClone(data, transfer ? { transfer } : undefined);
}

/** pdf.js's LoopbackPort with the hand-over above: messages arrive on a later microtask, in order. */
class SharingPort {
  #listeners = new Set<Listener>();
  #deferred = Promise.resolve();

  postMessage(data: unknown, transfer?: Transferable[]) {
    const event = { data: cloneMessage(data, transfer) };
    this.#deferred.then(() => {
      for (const listener of this.#listeners) listener.call(this, event);
    });
  }
  addEventListener(_name: string, listener: Listener) {
    this.#listeners.add(listener);
  }
  removeEventListener(_name: string, listener: Listener) {
    this.#listeners.delete(listener);
  }
  terminate() {
    this.#listeners.clear();
  }
}

let worker: PDFWorker | undefined;

/** One pdf.js "worker" on this thread for every document read here (each document is its own in it). */
export function pdfWorker(): PDFWorker {
  if (worker && !worker.destroyed) return worker;
  const port = new SharingPort();
  WorkerMessageHandler.initializeFromPort(port);
  // Its types allow no port, but pdf.js takes any object with postMessage and message listeners.
  worker = new PDFWorker({ port: port as never, verbosity: 0 });
  return worker;
}
