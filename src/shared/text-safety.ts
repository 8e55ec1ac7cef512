// Text that ends up in a mail header or in front of a dealer as a name: no line breaks where a header could
// be split, and no bidirectional controls, which can make "invoice‮fdp.exe" read as "invoiceexe.pdf".

/** U+200E/F marks, U+202A–E embeddings and overrides, U+2066–9 isolates. */
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** True for a single-line value that may go into a mail header (a subject, a sender's name). */
export const isOneLine = (value: string) => !/[\r\n]/.test(value);
