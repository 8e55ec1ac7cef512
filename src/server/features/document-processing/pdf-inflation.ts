// A PDF's streams are compressed, and Flate packs up to about a thousand to one: a 1.2 MB file can hold a
// stream of 1.2 GB, which pdf.js would inflate whole into memory (ArrayBuffers, outside any heap limit). So
// before pdf.js sees an upload, every stream's filters are undone here with a bound: Flate is inflated in
// chunks that are counted and dropped, and the other filters are decoded up to the bound. A file over the
// bound per stream or in all is refused, naming the limit.
import zlib from 'node:zlib';
import { DocumentProcessingError } from './errors.ts';

export const MAX_INFLATED_STREAM_BYTES = 128 * 1024 * 1024;
export const MAX_INFLATED_DOCUMENT_BYTES = 512 * 1024 * 1024;
/** Deflate packs at most about 1032 to 1, LZW about 2730: a file this many times smaller than the bound cannot exceed it. */
const MAX_RATIO = 2800;
const MB = 1024 * 1024;

export const inflatesTooFar = () =>
  new DocumentProcessingError(
    'BOMB',
    `This PDF's contents unpack to more than Docs2Sign reads: at most ${MAX_INFLATED_STREAM_BYTES / MB} MB a stream and ${MAX_INFLATED_DOCUMENT_BYTES / MB} MB in all. Save or export it again (for example with "Print to PDF") and upload the new copy.`,
  );

type StreamRef = { dict: string; start: number; end: number };

/** Throws (BOMB) when any stream, or all of them together, unpack beyond the bounds. */
export async function assertBoundedInflation(bytes: Uint8Array): Promise<void> {
  // Every stream's data lies inside the file, so the file's size bounds what Flate can make of it.
  if (bytes.length * MAX_RATIO <= MAX_INFLATED_STREAM_BYTES) return;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let total = 0;
  for (const stream of findStreams(buffer)) {
    const filters = filterNames(stream.dict);
    if (filters.length === 0) continue;
    const room = Math.min(MAX_INFLATED_STREAM_BYTES, MAX_INFLATED_DOCUMENT_BYTES - total);
    const size = await decodedSize(buffer.subarray(stream.start, stream.end), filters, room);
    if (size > room) throw inflatesTooFar();
    total += size;
  }
}

/** Each `<< … >> stream` in the file, with its data's extent (by /Length when it is direct and sound). */
function* findStreams(buffer: Buffer): Generator<StreamRef> {
  let at = 0;
  for (;;) {
    const keyword = buffer.indexOf('stream', at, 'latin1');
    if (keyword < 0) return;
    at = keyword + 6;
    const dictEnd = dictionaryBefore(buffer, keyword);
    if (dictEnd < 0) continue;
    const dict = dictionaryText(buffer, dictEnd);
    if (!dict) continue;
    let start = keyword + 6;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const byLength = length === undefined ? -1 : start + Number(length);
    const end =
      byLength > start && buffer.indexOf('endstream', byLength, 'latin1') - byLength <= 4
        ? byLength
        : buffer.indexOf('endstream', start, 'latin1');
    if (end < 0) return;
    yield { dict, start, end };
    at = end;
  }
}

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c;

/** The index just past the `>>` that ends the dictionary before `stream`, or -1 (as in "endstream"). */
function dictionaryBefore(buffer: Buffer, keyword: number): number {
  let i = keyword - 1;
  while (i >= 0 && isSpace(buffer[i])) i--;
  return i >= 1 && buffer[i] === 0x3e && buffer[i - 1] === 0x3e ? i + 1 : -1;
}

/**
 * The dictionary's text, found by walking back over nested `<< >>` (at most 64 KB back). A window of a
 * few hundred bytes holds almost every stream's dictionary; it grows only when it does not, so a file of
 * thousands of small streams is not decoded 64 KB at a time for each.
 */
function dictionaryText(buffer: Buffer, end: number): string | null {
  for (const back of [512, 8_192, 65_536]) {
    const from = Math.max(0, end - back);
    const found = dictionaryIn(buffer.toString('latin1', from, end));
    if (found !== null || from === 0) return found;
  }
  return null;
}

function dictionaryIn(text: string): string | null {
  let depth = 0;
  for (let i = text.length - 1; i > 0; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth++;
      i--;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      depth--;
      i--;
      if (depth === 0) return text.slice(i);
    }
  }
  return null;
}

const FILTER_ALIASES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  RL: 'RunLengthDecode',
};

function filterNames(dict: string): string[] {
  const value = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dict)?.[1];
  if (!value) return [];
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((m) => FILTER_ALIASES[m[1]!] ?? m[1]!);
}

/**
 * What the filter chain makes of `data`, in bytes, counting no further than `room` + 1. Filters before
 * the last are decoded (bounded); the last is only counted when it is Flate. Image codecs (DCT, JPX,
 * CCITT, JBIG2) are left to the readers, which never decode images while reading and bound them when drawing.
 */
async function decodedSize(data: Buffer, filters: string[], room: number): Promise<number> {
  let current = data;
  for (const [i, filter] of filters.entries()) {
    const last = i === filters.length - 1;
    if (filter === 'FlateDecode' && last) return countInflated(current, room);
    const decoded = decode(current, filter, room);
    if (decoded === null) return last ? current.length : 0;
    if (decoded.length > room) return decoded.length;
    current = decoded;
  }
  return current.length;
}

/** Inflates in 64 KB pieces that are counted and dropped, stopping past `room`. A damaged stream counts as far as it goes. */
function countInflated(data: Buffer, room: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ chunkSize: 64 * 1024, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > room) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => resolve(total));
    inflate.end(data);
  });
}

function decode(data: Buffer, filter: string, room: number): Buffer | null {
  try {
    if (filter === 'FlateDecode') {
      return zlib.inflateSync(data, { maxOutputLength: room + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    }
    if (filter === 'ASCIIHexDecode')
      return Buffer.from(data.toString('latin1').replace(/[^0-9a-f]/gi, ''), 'hex');
    if (filter === 'ASCII85Decode') return ascii85(data);
    if (filter === 'LZWDecode') return lzw(data, room + 1);
    if (filter === 'RunLengthDecode') return runLength(data, room + 1);
  } catch (error) {
    // Past maxOutputLength: over the bound whatever the rest says.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return over(room);
    return null;
  }
  return null;
}

/** A stand-in for a decode that went past the room: only its length is looked at. */
const over = (room: number) => ({ length: room + 1 }) as Buffer;

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/\s/g, '');
  const end = text.indexOf('~>');
  const body = (end >= 0 ? text.slice(0, end) : text).replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  for (const c of body) {
    if (c === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    group.push(c.charCodeAt(0) - 33);
    if (group.length === 5) {
      const n = group.reduce((v, d) => v * 85 + d, 0);
      out.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
      group = [];
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    const n = group.reduce((v, d) => v * 85 + d, 0);
    out.push(...[(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].slice(0, kept));
  }
  return Buffer.from(out);
}

/** LZW as PDF uses it (early change), stopping once `limit` bytes are out. */
function lzw(data: Buffer, limit: number): Buffer {
  const out: Uint8Array[] = [];
  let length = 0;
  const table: Uint8Array[] = [];
  const reset = () => {
    table.length = 0;
    for (let i = 0; i < 256; i++) table.push(Uint8Array.of(i));
    table.push(new Uint8Array(), new Uint8Array()); // 256 clear, 257 end
  };
  reset();
  let bits = 0;
  let buffer = 0;
  let width = 9;
  let previous: Uint8Array | null = null;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      buffer &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = null;
        continue;
      }
      if (code === 257) return Buffer.concat(out);
      let entry = table[code];
      if (!entry && previous && code === table.length) entry = concat(previous, previous[0]!);
      if (!entry) return Buffer.concat(out);
      if (previous && table.length < 4096) table.push(concat(previous, entry[0]!));
      if (length + entry.length >= limit) return over(limit - 1);
      out.push(entry);
      length += entry.length;
      previous = entry;
      const size = table.length + 1;
      width = size >= 2048 ? 12 : size >= 1024 ? 11 : size >= 512 ? 10 : 9;
    }
  }
  return Buffer.concat(out);
}

const concat = (a: Uint8Array, b: number) => {
  const c = new Uint8Array(a.length + 1);
  c.set(a);
  c[a.length] = b;
  return c;
};

function runLength(data: Buffer, limit: number): Buffer {
  const out: Buffer[] = [];
  let length = 0;
  for (let i = 0; i < data.length; ) {
    const n = data[i]!;
    if (n === 128) break;
    const piece = n < 128 ? data.subarray(i + 1, i + 2 + n) : Buffer.alloc(257 - n, data[i + 1] ?? 0);
    i += n < 128 ? n + 2 : 2;
    length += piece.length;
    if (length >= limit) return over(limit - 1);
    out.push(piece);
  }
  return Buffer.concat(out);
}
