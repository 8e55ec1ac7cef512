// A ZIP archive's central directory, read without decompressing anything: enough to tell a Word
// document from other ZIPs and to refuse a decompression bomb before any library inflates it.
import { inflateRawSync } from 'node:zlib';
import { DocumentProcessingError } from './errors.ts';

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Limits a real .docx never comes near; beyond them we assume a decompression bomb. */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  /** Ratio above which a large entry is suspicious: XML compresses about 10:1, not 1000:1. */
  maxRatio: 100,
  largeEntry: 5 * 1024 * 1024,
  /** An XML part this large would take the Word reader minutes and gigabytes; no real form has one. */
  maxXmlPart: 30 * 1024 * 1024,
};

/** The entries listed in the central directory, or null when this is not a readable ZIP. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return null;
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
    const record = Number(view.getBigUint64(locator + 8, true));
    if (record + 56 > bytes.length || view.getUint32(record, true) !== ZIP64_EOCD) return null;
    count = Number(view.getBigUint64(record + 32, true));
    offset = Number(view.getBigUint64(record + 48, true));
  }
  if (count > ZIP_LIMITS.maxEntries * 10) return null; // nonsense: do not even loop that far
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0, at = offset; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength > bytes.length) return null;
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    readZip64Sizes(view, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Throws BOMB when the archive would inflate to far more than any Word document, and DAMAGED when
 * it cannot be read. The directory's sizes are checked first (cheap), then each entry is inflated
 * with its declared size as a hard cap, so an archive that lies about its sizes is caught too.
 */
export function assertSafeZip(bytes: Uint8Array): ZipEntry[] {
  const entries = readZipDirectory(bytes);
  if (!entries) throw damagedWordFile();
  if (entries.length > ZIP_LIMITS.maxEntries) throw bomb();
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    const ratio = e.uncompressedSize / Math.max(e.compressedSize, 1);
    if (e.uncompressedSize > ZIP_LIMITS.largeEntry && ratio > ZIP_LIMITS.maxRatio) throw bomb();
    if (/\.(?:xml|rels)$/i.test(e.name) && e.uncompressedSize > ZIP_LIMITS.maxXmlPart) throw bomb();
  }
  if (total > ZIP_LIMITS.maxTotalUncompressed) throw bomb();
  for (const e of entries) verifyEntry(bytes, e);
  return entries;
}

function verifyEntry(bytes: Uint8Array, entry: ZipEntry) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw damagedWordFile();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED || entry.uncompressedSize === 0) return;
  if (entry.method !== DEFLATED) throw damagedWordFile();
  try {
    // One byte over the declared size is enough to know the directory lied.
    const out = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
    if (out.length > entry.uncompressedSize) throw bomb();
  } catch (error) {
    if (error instanceof DocumentProcessingError) throw error;
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
    throw damagedWordFile(error);
  }
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, view.byteLength - 22 - 65_535);
  for (let at = view.byteLength - 22; at >= stop; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

function readZip64Sizes(view: DataView, start: number, length: number, entry: ZipEntry) {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = field + 8 <= at + 4 + size ? Number(view.getBigUint64(field, true)) : undefined;
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next() ?? entry.uncompressedSize;
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? entry.compressedSize;
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next() ?? entry.localHeaderOffset;
    }
    at += 4 + size;
  }
}

const bomb = () =>
  new DocumentProcessingError(
    'BOMB',
    'This Word document would expand to an unreasonable size when opened, so it was not processed. Save it again from Word and upload the new copy.',
  );

export const damagedWordFile = (cause?: unknown) =>
  new DocumentProcessingError(
    'DAMAGED',
    'This Word document is damaged and cannot be opened. Open it in Word, save it again and upload the new copy.',
    { cause },
  );
