// Keeps a PDF open across its own incremental updates without parsing it again. After an incremental save
// the library's instance already holds every object it wrote (it clears their dirty flags and files its new
// objects as loaded), and the file's earlier bytes are unchanged; all it lacks is the saved file as its base
// for the next update. The library's `reload` parses the whole file again to get there, which sealing paid
// twice a document (after the stamps and after the signature), as much as the first parse each time.
import type { PDF } from '@libpdf/core';

/** The fields `reload` sets, private in the library's types but plain fields at run time. */
type Internals = {
  originalBytes: Uint8Array;
  originalXRefOffset: number;
  _fonts: unknown;
  _form: unknown;
  ctx: { info: { trailer: { getArray(key: string): { length: number } | undefined } } };
};

const internals = (pdf: PDF) => pdf as unknown as Internals;

/**
 * True when the next incremental save of `pdf` can become its base in place: the save will really be
 * incremental (not a full rewrite renumbering every object), the file is not encrypted, the trailer names
 * the file's ID (else each save would write a new random one), and the library still keeps the state this
 * relies on (a later version that does not falls back to `reload`).
 */
export function canReopenInPlace(pdf: PDF): boolean {
  const state = internals(pdf);
  return (
    state.originalBytes instanceof Uint8Array &&
    typeof state.originalXRefOffset === 'number' &&
    '_fonts' in state &&
    '_form' in state &&
    pdf.canSaveIncrementally() === null &&
    !pdf.isEncrypted &&
    (state.ctx?.info?.trailer?.getArray('ID')?.length ?? 0) >= 2
  );
}

/**
 * Points `pdf` at `bytes`, the file its last incremental save wrote (signature contents may since have been
 * patched in, lengths unchanged), as `pdf.reload(bytes)` would. `inPlace` is `canReopenInPlace` as asked
 * before that save; without it, or when the bytes do not end as that save writes them, this is `reload`.
 */
export async function reopen(pdf: PDF, bytes: Uint8Array, inPlace: boolean): Promise<void> {
  const xrefOffset = inPlace ? lastXrefOffset(bytes) : null;
  if (xrefOffset === null) return pdf.reload(bytes);
  const state = internals(pdf);
  // An update written with a cross-reference stream took the next object number for that stream without
  // filing an object under it: skip it, as a parse of the file would.
  if (pdf.usesXRefStreams) pdf.context.registry.allocateRef();
  state.originalBytes = bytes;
  state.originalXRefOffset = xrefOffset;
  // The font manager was finalised by the save (fonts added later would never be written) and the form is
  // read again from its objects, as after a reload.
  state._fonts = null;
  state._form = undefined;
}

const STARTXREF = Buffer.from('startxref');

/** The offset after the file's last `startxref`, when it points at a cross-reference section. */
function lastXrefOffset(bytes: Uint8Array): number | null {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-1024);
  const at = tail.lastIndexOf(STARTXREF);
  if (at < 0) return null;
  const digits = /^\s*(\d+)\s/.exec(tail.subarray(at + STARTXREF.length).toString('latin1'));
  const offset = digits ? Number(digits[1]) : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= bytes.length) return null;
  // A table starts "xref"; a stream is an object, "12 0 obj".
  const head = Buffer.from(bytes.buffer, bytes.byteOffset + offset, Math.min(32, bytes.length - offset));
  return /^(xref|\d+\s+\d+\s+obj)/.test(head.toString('latin1')) ? offset : null;
}
