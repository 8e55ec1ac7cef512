// A PAdES B-B seal (no timestamp, no validation data) signed here rather than by the library's `sign`,
// step for step as it does it and to the same bytes (a test compares them): the signature dictionary with
// its fixed-width placeholders, an invisible signature field on the first page, one incremental save, the
// byte range and the CMS patched into the saved bytes. What differs is the CMS, written by
// cades-signed-data.ts instead of pkijs, and the PDF kept open in place instead of parsed again
// (reopen-pdf.ts). Anything else (a timestamp, validation data, another format) goes to the library.
import { createHash } from 'node:crypto';
import {
  type PDF,
  PdfArray,
  PdfDict,
  PdfName,
  PdfNumber,
  PdfString,
  type SignOptions,
  type SignResult,
} from '@libpdf/core';
import { cadesSignedData } from './cades-signed-data.ts';
import { canReopenInPlace, reopen } from './reopen-pdf.ts';

/** The library's default room for the CMS, in bytes (written as twice as many hex digits). */
const CONTENTS_SIZE = 12288;
const BYTE_RANGE_PLACEHOLDER = '[0 ********** ********** **********]';

/** True when `sealHere` makes what `pdf.sign(options)` would. */
export function canSealHere(pdf: PDF, options: SignOptions): boolean {
  return (
    !options.timestampAuthority &&
    !options.longTermValidation &&
    !options.archivalTimestamp &&
    (options.level ?? 'B-B') === 'B-B' &&
    (options.subFilter ?? 'ETSI.CAdES.detached') === 'ETSI.CAdES.detached' &&
    (options.digestAlgorithm ?? 'SHA-256') === 'SHA-256' &&
    (options.signer.keyType === 'RSA' || options.signer.keyType === 'EC') &&
    // A field of that name already there is the library's to reuse or refuse.
    !!options.fieldName &&
    !(pdf.getForm()?.getFields() ?? []).some((field) => field.name === options.fieldName)
  );
}

/** Bytes written as they are (the library's PdfRaw, which it does not export). */
function raw(text: string): PdfString {
  const bytes = Buffer.from(text, 'latin1');
  const write = (writer: { writeBytes(bytes: Uint8Array): void }) => writer.writeBytes(bytes);
  return { type: 'raw', bytes, toBytes: write } as unknown as PdfString;
}

const pad = (n: number, length = 2) => String(n).padStart(length, '0');
const pdfDate = (d: Date) =>
  `D:${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}` +
  `${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
// As the library writes reason and location (escaped once before the string escapes them again).
const escaped = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n');

/** Signs `pdf` with a /Name in the signature dictionary; `pdf` then stands for the signed file. */
export async function sealHere(pdf: PDF, name: string, options: SignOptions): Promise<SignResult> {
  const signingTime = options.signingTime ?? new Date();
  const contentsSize = options.estimatedSize ?? CONTENTS_SIZE;
  const firstPage = pdf.context.pages.getPage(0);
  if (!firstPage) throw new Error('Document has no pages - cannot create signature field');
  const signature = PdfDict.of({
    Type: PdfName.of('Sig'),
    Filter: PdfName.of('Adobe.PPKLite'),
    SubFilter: PdfName.of('ETSI.CAdES.detached'),
    ByteRange: raw(BYTE_RANGE_PLACEHOLDER),
    Contents: raw(`<${'0'.repeat(contentsSize * 2)}>`),
  });
  signature.set('Name', PdfString.fromString(name));
  signature.set('M', PdfString.fromString(pdfDate(signingTime)));
  if (options.reason) signature.set('Reason', PdfString.fromString(escaped(options.reason)));
  if (options.location) signature.set('Location', PdfString.fromString(escaped(options.location)));
  if (options.contactInfo) signature.set('ContactInfo', PdfString.fromString(escaped(options.contactInfo)));
  const signatureRef = pdf.context.registry.register(signature);

  // The field and its invisible widget in one dictionary, on the first page (as the library makes it).
  const field = pdf
    .getOrCreateForm()
    .createSignatureField(options.fieldName ?? 'Signature_1')
    .getDict();
  field.set('V', signatureRef);
  field.delete('Kids');
  field.set('Type', PdfName.of('Annot'));
  field.set('Subtype', PdfName.of('Widget'));
  field.set('F', PdfNumber.of(132));
  field.set('P', firstPage);
  field.set('Rect', new PdfArray([PdfNumber.of(0), PdfNumber.of(0), PdfNumber.of(0), PdfNumber.of(0)]));

  const inPlace = canReopenInPlace(pdf);
  const bytes = await pdf.save({ incremental: true });
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The placeholders just written are the file's last signature dictionary.
  const byteRangeAt = buffer.lastIndexOf(`/ByteRange ${BYTE_RANGE_PLACEHOLDER}`, undefined, 'latin1');
  const contentsAt = buffer.indexOf('/Contents <', byteRangeAt, 'latin1') + '/Contents <'.length;
  const contentsEnd = buffer.indexOf('>', contentsAt, 'latin1');
  if (byteRangeAt < 0 || contentsAt < '/Contents <'.length || contentsEnd < 0) {
    throw new Error('Signature placeholders not found');
  }
  const afterContents = contentsEnd + 1;
  const ranges = [contentsAt - 1, afterContents, bytes.length - afterContents].map((n) =>
    String(n).padEnd(10, ' '),
  );
  buffer.write(`[0 ${ranges.join(' ')}]`, byteRangeAt + '/ByteRange '.length, 'latin1');

  const documentHash = createHash('sha256')
    .update(buffer.subarray(0, contentsAt - 1))
    .update(buffer.subarray(afterContents))
    .digest();
  const cms = await cadesSignedData(options.signer, documentHash, signingTime);
  const hex = Buffer.from(cms).toString('hex').toUpperCase();
  if (hex.length > contentsEnd - contentsAt) {
    throw new Error(`The signature (${cms.length} bytes) does not fit its ${contentsSize}-byte placeholder`);
  }
  buffer.write(hex, contentsAt, 'latin1');
  await reopen(pdf, bytes, inPlace);
  return { bytes, warnings: [] };
}
