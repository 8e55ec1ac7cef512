// What an upload really is, from its bytes: file names and browsers' MIME types are often wrong
// (a .pdf that is a JPEG from a phone, a .doc that is really a .docx).
import { readZipDirectory } from './zip-directory.ts';

export type DetectedFileType = { kind: 'pdf' | 'docx' | 'doc' } | { kind: 'other'; description: string };

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (bytes.length === 0) return other('empty file');
  // Readers accept a PDF header anywhere in the first 1024 bytes (some mailers prepend junk).
  if (indexOf(bytes.subarray(0, 1024), '%PDF-') >= 0) return { kind: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return detectZip(bytes);
  }
  if (startsWith(bytes, OLE_SIGNATURE)) return detectOle(bytes);
  return other(describeOther(bytes));
}

/** Images and videos a dealer may keep, told from their first bytes; null for anything else. */
export type MediaKind = 'jpeg' | 'png' | 'mp4' | 'mov' | 'webm';

const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
  'crx ',
  'jp2 ',
]);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'pnot']);

export function detectMediaType(bytes: Uint8Array): MediaKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  if (head.slice(4, 8) === 'ftyp') {
    const brand = head.slice(8, 12);
    if (NOT_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  // Older QuickTime files start straight with a movie atom.
  if (bytes.length >= 8 && QUICKTIME_ATOMS.has(head.slice(4, 8))) return 'mov';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // The EBML header's DocType (0x4282) says webm; plain Matroska is not accepted.
    const docType = indexOf(bytes.subarray(0, 64), '\x42\x82');
    if (docType < 0) return null;
    // Its size is an EBML variable-length integer: leading zero bits say how many bytes follow.
    const first = bytes[docType + 2] ?? 0;
    const width = Math.clz32(first) - 23;
    if (width < 1 || width > 8) return null;
    let length = first & (0xff >> width);
    for (let i = 1; i < width; i++) length = length * 256 + (bytes[docType + 2 + i] ?? 0);
    const at = docType + 2 + width;
    const name = new TextDecoder('latin1').decode(bytes.subarray(at, at + Math.min(length, 16)));
    return name === 'webm' ? 'webm' : null;
  }
  return null;
}

function detectZip(bytes: Uint8Array): DetectedFileType {
  const entries = readZipDirectory(bytes);
  if (!entries) return other('damaged ZIP archive');
  const names = new Set(entries.map((e) => e.name));
  if (names.has('word/document.xml')) return { kind: 'docx' };
  if (names.has('xl/workbook.xml')) return other('Excel spreadsheet');
  if (names.has('ppt/presentation.xml')) return other('PowerPoint presentation');
  if (names.has('content.xml') && names.has('mimetype')) return other('OpenDocument file');
  return other('ZIP archive');
}

/**
 * An OLE2 compound file (.doc, .xls, .ppt, .msg): look for a directory entry naming the
 * WordDocument stream. Directory entries are 128 bytes and sectors are multiples of 128, so every
 * entry starts 128-byte aligned; checking the name-length and type fields makes a stray match in
 * ordinary content impossible in practice.
 */
function detectOle(bytes: Uint8Array): DetectedFileType {
  if (hasOleStream(bytes, 'WordDocument')) return { kind: 'doc' };
  if (hasOleStream(bytes, 'Workbook') || hasOleStream(bytes, 'Book')) return other('Excel spreadsheet');
  if (hasOleStream(bytes, 'PowerPoint Document')) return other('PowerPoint presentation');
  if (hasOleStream(bytes, '__substg1.0_0037001F')) return other('Outlook e-mail message');
  return other('Microsoft Office file that is not a Word document');
}

function hasOleStream(bytes: Uint8Array, name: string): boolean {
  const encoded = new Uint8Array(name.length * 2 + 2);
  for (let i = 0; i < name.length; i++) encoded[i * 2] = name.charCodeAt(i);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    if (view.getUint16(at + 0x40, true) !== encoded.length) continue;
    if (bytes[at + 0x42] !== 2) continue; // 2 = stream object
    if (encoded.every((b, i) => bytes[at + i] === b)) return true;
  }
  return false;
}

function describeOther(bytes: Uint8Array): string {
  const signatures: [number[], string][] = [
    [[0x89, 0x50, 0x4e, 0x47], 'PNG image'],
    [[0xff, 0xd8, 0xff], 'JPEG image'],
    [[0x47, 0x49, 0x46, 0x38], 'GIF image'],
    [[0x49, 0x49, 0x2a, 0x00], 'TIFF image'],
    [[0x4d, 0x4d, 0x00, 0x2a], 'TIFF image'],
    [[0x42, 0x4d], 'BMP image'],
    [[0x1f, 0x8b], 'gzip archive'],
    [[0x52, 0x61, 0x72, 0x21], 'RAR archive'],
    [[0x37, 0x7a, 0xbc, 0xaf], '7-Zip archive'],
    [[0x4d, 0x5a], 'Windows program'],
    [[0x7f, 0x45, 0x4c, 0x46], 'Linux program'],
  ];
  for (const [signature, description] of signatures) if (startsWith(bytes, signature)) return description;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'WebP image';
  if (/^....ftyp(?:heic|heix|mif1|hevc)/.test(head)) return 'HEIC image';
  if (/^....ftyp/.test(head)) return 'video file';
  if (head.startsWith('{\\rtf')) return 'Rich Text Format document';
  if (head.startsWith('%!PS')) return 'PostScript file';
  const text = asText(bytes.subarray(0, 4096));
  if (text !== null) {
    if (/^\s*(?:<!doctype html|<html)/i.test(text)) return 'web page (HTML)';
    if (/^\s*<\?xml|^\s*<svg/i.test(text)) return /<svg/i.test(text) ? 'SVG image' : 'XML file';
    if (/^\s*$/.test(text)) return 'empty file';
    return 'plain text';
  }
  return 'unknown binary data';
}

/** The text when the bytes read as UTF-8 with no control characters beyond tabs and line ends. */
function asText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // The sample may end inside a multi-byte character: allow that one.
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(
        bytes.subarray(0, Math.max(0, bytes.length - 3)),
      );
    } catch {
      return null;
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
  return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? null : text;
}

function other(description: string): DetectedFileType {
  return { kind: 'other', description };
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function indexOf(bytes: Uint8Array, ascii: string): number {
  outer: for (let i = 0; i + ascii.length <= bytes.length; i++) {
    for (let k = 0; k < ascii.length; k++) if (bytes[i + k] !== ascii.charCodeAt(k)) continue outer;
    return i;
  }
  return -1;
}
