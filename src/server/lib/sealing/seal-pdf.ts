// The PAdES signature every file the platform seals carries: a signed set's documents (in the seal workers)
// and a deal's certificate (on demand). One place decides the level (B-B, or B-LTA with a timestamp server)
// and writes the /Name readers list in their signature panel, so both kinds of file read the same there.
import {
  PDF,
  PdfDict,
  PdfString,
  type Signer,
  type SignOptions,
  type TimestampAuthority,
} from '@libpdf/core';
import { canSealHere, sealHere } from './pades-seal.ts';
import { crlRevocationProvider } from './revocation.ts';

/**
 * B-LTA: the signature value carries an RFC 3161 timestamp, the certificates (and revocation answers where
 * the certificates name a responder) go into the document's DSS, and a document timestamp covers it all,
 * each an incremental update, so the signed bytes stay the file's prefix.
 */
export function sealLevel(timestamps: TimestampAuthority | undefined, signer: Signer) {
  if (timestamps) {
    return {
      level: 'B-LTA' as const,
      timestampAuthority: timestamps,
      revocationProvider: crlRevocationProvider,
    };
  }
  // A certificate from a CA: its chain and the CRLs saying none of it was revoked go into the DSS, so the
  // seal still validates once the CA's servers are gone (without a timestamp it stays B-B in name).
  if (signer.certificateChain?.length) {
    return { level: 'B-B' as const, longTermValidation: true, revocationProvider: crlRevocationProvider };
  }
  return { level: 'B-B' as const };
}

/**
 * Signs with a /Name in the signature dictionary, which readers list in their signature panel. A B-B seal
 * is made here (pades-seal.ts: the library's bytes without its per-document CMS and parse costs); anything
 * else by the library (`signWithLibrary`).
 */
export async function signNamed(pdf: PDF, name: string, options: SignOptions) {
  if (canSealHere(pdf, options)) return sealHere(pdf, name, options);
  return signWithLibrary(pdf, name, options);
}

/**
 * The library's `sign` with the /Name. It has no option for it, so its one constructor of dictionaries is
 * wrapped for the duration of this call and the signature dictionary (/Type /Sig) gets the name. A seal
 * worker seals one set at a time; on the main thread nothing awaits between the wrap and the dictionary's
 * making but the signing itself, so keep callers there to one signature at a time too (`sealOne`).
 */
export async function signWithLibrary(pdf: PDF, name: string, options: SignOptions) {
  const of = PdfDict.of;
  PdfDict.of = (entries) => {
    const dict = of.call(PdfDict, entries);
    const type = (entries as { Type?: { value?: string } }).Type;
    if (type?.value === 'Sig') dict.set('Name', PdfString.fromString(name));
    return dict;
  };
  try {
    return await pdf.sign(options);
  } finally {
    PdfDict.of = of;
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Seals one whole PDF made by the platform (not a customer's signed set): the same signature, level and
 * name as a signed set's files. Calls take turns, as `signNamed` wraps a library-wide constructor.
 */
export function sealOne(
  bytes: Uint8Array,
  seal: {
    signer: Signer;
    name: string;
    reason: string;
    location: string;
    fieldName: string;
    timestamps?: TimestampAuthority;
  },
): Promise<Uint8Array> {
  const run = async () => {
    const pdf = await PDF.load(bytes);
    const result = await signNamed(pdf, seal.name, {
      signer: seal.signer,
      reason: seal.reason,
      location: seal.location,
      fieldName: seal.fieldName,
      ...sealLevel(seal.timestamps, seal.signer),
    });
    return result.bytes;
  };
  const turn = queue.then(run, run);
  queue = turn.catch(() => undefined);
  return turn;
}
