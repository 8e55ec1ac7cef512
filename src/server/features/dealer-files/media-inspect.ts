// What an upload is, and its length or dimensions, read from its own bytes while it streams to storage:
// the container's header for a video (mp4/mov `mvhd`; webm Info Duration, or the last block's time when a
// recorder never wrote one), the image header for a photo, the directory for a Word file.
import type { DealerFileFormat } from '../../../shared/dealer/dealer-files.schema.ts';
import { detectFileType, detectMediaType } from '../document-processing/index.ts';
import { type ByteParser, driveParser, type ParserDriver, read, skip } from './byte-parser.ts';

export type Inspection = {
  format: DealerFileFormat | null;
  /** What it is in plain words when it is not one we accept. */
  description: string;
  size: number;
  duration: number | null;
  width: number | null;
  height: number | null;
};

type Found = { duration: number | null; width: number | null; height: number | null; isWord: boolean };

const HEAD = 4096;
const TAIL = 1024 * 1024;

export type Inspector = {
  feed(chunk: Buffer): void;
  /** The format once the first bytes are in (null until then, or when it is none we accept). */
  readonly format: DealerFileFormat | null;
  finish(): Inspection;
};

export function createInspector(): Inspector {
  const found: Found = { duration: null, width: null, height: null, isWord: false };
  let head = Buffer.alloc(0);
  let size = 0;
  let candidate: DealerFileFormat | 'zip' | 'ole' | null = null;
  let decided = false;
  let driver: ParserDriver | null = null;
  const tail: Buffer[] = [];
  let tailLength = 0;

  const decide = () => {
    decided = true;
    candidate = classify(head);
    const parser = parserFor(candidate, found);
    if (parser) {
      driver = driveParser(parser);
      driver.feed(head);
    }
  };
  const keepTail = (chunk: Buffer) => {
    tail.push(chunk);
    tailLength += chunk.length;
    while (tail.length > 1 && tailLength - (tail[0]?.length ?? 0) >= TAIL)
      tailLength -= tail.shift()?.length ?? 0;
  };

  return {
    get format() {
      if (!decided) return null;
      if (candidate === 'zip') return 'docx';
      if (candidate === 'ole') return 'doc';
      return candidate;
    },
    feed(chunk) {
      size += chunk.length;
      if (!decided) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= HEAD) {
          const rest = head.subarray(HEAD);
          head = head.subarray(0, HEAD);
          decide();
          if (rest.length > 0) driver?.feed(rest);
        }
        if (candidate === 'zip') keepTail(chunk);
        return;
      }
      if (driver && !driver.done) driver.feed(chunk);
      if (candidate === 'zip') keepTail(chunk);
    },
    finish() {
      if (!decided) decide();
      let format: DealerFileFormat | null = null;
      if (candidate === 'zip') {
        const last = tailLength > 0 ? Buffer.concat(tail, tailLength) : head;
        format = zipHasWordDocument(last, size) ? 'docx' : null;
      } else if (candidate === 'ole') format = found.isWord ? 'doc' : null;
      else format = candidate;
      const isVideo = format === 'mp4' || format === 'mov' || format === 'webm';
      const isImage = format === 'jpeg' || format === 'png';
      return {
        format,
        description: format ?? describe(head, candidate),
        size,
        duration:
          isVideo && found.duration !== null && Number.isFinite(found.duration) ? found.duration : null,
        width: isImage ? found.width : null,
        height: isImage ? found.height : null,
      };
    },
  };
}

function classify(head: Buffer): DealerFileFormat | 'zip' | 'ole' | null {
  const media = detectMediaType(head);
  if (media) return media;
  if (detectFileType(head).kind === 'pdf') return 'pdf';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'zip';
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'ole';
  return null;
}

function describe(head: Buffer, candidate: string | null): string {
  if (candidate === 'zip') return 'ZIP archive that is not a Word document';
  if (candidate === 'ole') return 'Microsoft Office file that is not a Word document';
  const detected = detectFileType(head);
  return detected.kind === 'other' ? detected.description : detected.kind;
}

function parserFor(candidate: ReturnType<typeof classify>, found: Found): ByteParser | null {
  if (candidate === 'mp4' || candidate === 'mov') return mp4Parser(found);
  if (candidate === 'webm') return webmParser(found);
  if (candidate === 'jpeg') return jpegParser(found);
  if (candidate === 'png') return pngParser(found);
  if (candidate === 'ole') return oleParser(found);
  return null;
}

/** ISO base media (mp4, mov): walk the top-level boxes, find `moov`, then its `mvhd`. */
function* mp4Parser(found: Found): ByteParser {
  for (;;) {
    const { type, body } = yield* boxHeader();
    if (body === null) return;
    if (type !== 'moov') {
      yield skip(body);
      continue;
    }
    let left = body;
    while (left >= 8) {
      const child = yield* boxHeader();
      if (child.body === null) return;
      left -= child.body + child.header;
      if (child.type !== 'mvhd') {
        yield skip(child.body);
        continue;
      }
      const mvhd = yield read(Math.min(child.body, 32));
      const version = mvhd[0];
      const timescale = version === 1 ? mvhd.readUInt32BE(20) : mvhd.readUInt32BE(12);
      const units = version === 1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
      if (timescale > 0) found.duration = units / timescale;
      return;
    }
    return;
  }
}

function* boxHeader(): Generator<
  ReturnType<typeof read>,
  { type: string; body: number | null; header: number },
  Buffer
> {
  const h = yield read(8);
  const type = h.toString('latin1', 4, 8);
  let size = h.readUInt32BE(0);
  let header = 8;
  if (size === 1) {
    size = Number((yield read(8)).readBigUInt64BE(0));
    header = 16;
  }
  // size 0 runs to the end of the file: nothing after it to find.
  if (size === 0 || size < header) return { type, body: null, header };
  return { type, body: size - header, header };
}

const EBML = { header: 0x1a45dfa3, segment: 0x18538067, cluster: 0x1f43b675, info: 0x1549a966 };
const EBML_ID = {
  scale: 0x2ad7b1,
  duration: 0x4489,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};
const TRANSPARENT = new Set([EBML.segment, EBML.cluster, EBML.info, EBML_ID.blockGroup]);

/**
 * WebM (EBML): Segment, Cluster, Info and BlockGroup are entered, everything else skipped by its size. A
 * MediaRecorder file has no Duration and unknown-size Segment and Clusters, so its length is the latest block
 * time (cluster time + block offset) seen.
 */
function* webmParser(found: Found): ByteParser {
  let scale = 1_000_000; // nanoseconds per tick, the default
  let durationTicks: number | null = null;
  let clusterTime = 0;
  let latest = 0;
  const update = () => {
    const ticks = durationTicks ?? latest;
    found.duration = (ticks * scale) / 1e9;
  };
  for (;;) {
    const first = (yield read(1))[0] ?? 0;
    const idLength = vintLength(first);
    if (idLength === 0 || idLength > 4) return;
    const idRest = idLength > 1 ? yield read(idLength - 1) : Buffer.alloc(0);
    const id = Buffer.concat([Buffer.from([first]), idRest]).readUIntBE(0, idLength);
    const sizeFirst = (yield read(1))[0] ?? 0;
    const sizeLength = vintLength(sizeFirst);
    if (sizeLength === 0) return;
    const sizeRest = sizeLength > 1 ? yield read(sizeLength - 1) : Buffer.alloc(0);
    const size = vintValue(sizeFirst, sizeLength, sizeRest);
    if (TRANSPARENT.has(id)) continue;
    if (size === null) return; // an unknown size on anything else: nothing more we can follow
    if (id === EBML_ID.scale) scale = Number(readUint(yield read(size)));
    else if (id === EBML_ID.duration) {
      const bytes = yield read(size);
      durationTicks = size === 4 ? bytes.readFloatBE(0) : size === 8 ? bytes.readDoubleBE(0) : null;
    } else if (id === EBML_ID.timecode) clusterTime = Number(readUint(yield read(size)));
    else if ((id === EBML_ID.simpleBlock || id === EBML_ID.block) && size >= 4) {
      const trackFirst = (yield read(1))[0] ?? 0;
      const trackLength = Math.max(1, vintLength(trackFirst));
      const rest = yield read(trackLength - 1 + 2);
      latest = Math.max(latest, clusterTime + rest.readInt16BE(trackLength - 1));
      yield skip(size - trackLength - 2);
    } else yield skip(size);
    update();
  }
}

function vintLength(first: number): number {
  for (let i = 0; i < 8; i++) if (first & (0x80 >> i)) return i + 1;
  return 0;
}

/** An EBML size; null when all its value bits are set (unknown size). */
function vintValue(first: number, length: number, rest: Buffer): number | null {
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (const byte of rest) {
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return allOnes ? null : value;
}

function readUint(bytes: Buffer): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** JPEG: markers up to the first start-of-frame, which holds the height and width. */
function* jpegParser(found: Found): ByteParser {
  yield skip(2);
  for (;;) {
    let marker = yield read(2);
    if (marker[0] !== 0xff) return;
    while (marker[1] === 0xff) marker = Buffer.from([0xff, (yield read(1))[0] ?? 0]);
    const code = marker[1] ?? 0;
    if ((code >= 0xd0 && code <= 0xd8) || code === 0x01) continue;
    const length = (yield read(2)).readUInt16BE(0);
    if (length < 2) return;
    const isFrame = code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;
    if (isFrame && length >= 7) {
      const frame = yield read(5);
      found.height = frame.readUInt16BE(1);
      found.width = frame.readUInt16BE(3);
      return;
    }
    if (code === 0xda) return;
    yield skip(length - 2);
  }
}

function* pngParser(found: Found): ByteParser {
  const header = yield read(24);
  if (header.toString('latin1', 12, 16) !== 'IHDR') return;
  found.width = header.readUInt32BE(16);
  found.height = header.readUInt32BE(20);
}

/** OLE2: directory entries are 128-byte aligned after the 512-byte header; look for the WordDocument stream. */
function* oleParser(found: Found): ByteParser {
  const name = Buffer.from('WordDocument\0', 'utf16le');
  yield skip(512);
  for (;;) {
    const entry = yield read(128);
    if (
      entry.readUInt16LE(0x40) === name.length &&
      entry[0x42] === 2 &&
      entry.subarray(0, name.length).equals(name)
    ) {
      found.isWord = true;
      return;
    }
  }
}

/** A ZIP's central directory, read from the last bytes of the file: does it list word/document.xml? */
export function zipHasWordDocument(tail: Buffer, totalSize: number): boolean {
  const from = Math.max(0, tail.length - 65_557);
  let eocd = -1;
  for (let i = tail.length - 22; i >= from; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const count = tail.readUInt16LE(eocd + 10);
  const offset = tail.readUInt32LE(eocd + 16);
  let at = offset - (totalSize - tail.length);
  if (at < 0) return false;
  for (let i = 0; i < count && at + 46 <= tail.length; i++) {
    if (tail.readUInt32LE(at) !== 0x02014b50) return false;
    const nameLength = tail.readUInt16LE(at + 28);
    const name = tail.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'word/document.xml') return true;
    at += 46 + nameLength + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return false;
}
