// Small, real-structured files of every kind a dealer may keep, built byte by byte so tests know exactly
// what is inside (a duration in the container, an image's size) and can look for a byte run of their own.
import { randomBytes } from 'node:crypto';
import { makePng } from './png.ts';
import { buildZip, storedOrDeflated } from './zip-builder.ts';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
}

/** ISO BMFF: ftyp, then (moov first or last) with an mvhd of `seconds`, and an mdat of `payload`. */
export function makeMp4(
  seconds: number,
  payload: Buffer,
  options: { brand?: string; moovLast?: boolean } = {},
): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'isom', 'latin1'),
    u32(512),
    Buffer.from('isomiso2mp41'),
  );
  const timescale = 1000;
  const mvhd = box(
    'mvhd',
    Buffer.from([0, 0, 0, 0]),
    u32(0),
    u32(0),
    u32(timescale),
    u32(Math.round(seconds * timescale)),
    Buffer.alloc(80),
  );
  const moov = box('moov', box('free', Buffer.alloc(10)), mvhd);
  const mdat = box('mdat', payload);
  return options.moovLast ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}

/** The head of an mp4 whose mdat is `payloadSize` bytes long: write it, then the payload, to stream one. */
export function mp4Head(seconds: number, payloadSize: number): Buffer {
  const whole = makeMp4(seconds, Buffer.alloc(0));
  const mdatAt = whole.length - 8;
  whole.writeUInt32BE(payloadSize + 8, mdatAt);
  return whole;
}

function ebml(id: number[], body: Buffer, unknownSize = false): Buffer {
  const size = unknownSize
    ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
    : ebmlSize(body.length);
  return Buffer.concat([Buffer.from(id), size, body]);
}

function ebmlSize(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeUInt32BE(Math.floor(n / 2 ** 32), 0);
  b.writeUInt32BE(n >>> 0, 4);
  b[0] = 0x01;
  return b;
}

/**
 * WebM as MediaRecorder writes it (unknown-size Segment and Clusters, no Duration) or, with `withDuration`,
 * as a muxer that knows the length does. Blocks every 100 ms for `seconds`, each carrying `frame` bytes.
 */
export function makeWebm(seconds: number, frame: Buffer, options: { withDuration?: boolean } = {}): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from('webm')));
  const scale = ebml([0x2a, 0xd7, 0xb1], u32(1_000_000));
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([scale, ...(options.withDuration ? [ebml([0x44, 0x89], duration)] : [])]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], Buffer.alloc(20));
  const clusters: Buffer[] = [];
  for (let start = 0; start < seconds * 1000; start += 1000) {
    const blocks: Buffer[] = [ebml([0xe7], u32(start))];
    for (let offset = 0; offset < 1000 && start + offset <= seconds * 1000; offset += 100) {
      const rel = Buffer.alloc(2);
      rel.writeInt16BE(offset);
      blocks.push(ebml([0xa3], Buffer.concat([Buffer.from([0x81]), rel, Buffer.from([0x80]), frame])));
    }
    clusters.push(ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.concat(blocks), true));
  }
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    info,
    tracks,
    ...clusters,
  ]);
  return Buffer.concat([header, segment]);
}

/** A baseline JPEG's markers: SOI, an APP1 of `filler`, SOF0 of the given size, SOS, data, EOI. */
export function makeJpeg(width: number, height: number, filler: Buffer): Buffer {
  const segment = (code: number, body: Buffer) => {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(body.length + 2);
    return Buffer.concat([Buffer.from([0xff, code]), length, body]);
  };
  const sof = Buffer.alloc(15);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 3;
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), filler.subarray(0, 60_000)])),
    segment(0xc0, sof),
    segment(0xda, Buffer.alloc(10)),
    filler,
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function makePngFile(width: number, height: number): Buffer {
  return makePng(width, height);
}

export function makePdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\n%%EOF\n`, 'latin1');
}

export function makeDocx(marker: string): Buffer {
  return Buffer.from(
    buildZip([
      storedOrDeflated('[Content_Types].xml', '<Types/>'),
      storedOrDeflated('word/document.xml', `<w:document><w:body>${marker}</w:body></w:document>`),
    ]),
  );
}

/** An OLE2 compound file whose directory names a WordDocument stream. */
export function makeDoc(marker: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const entry = (name: string, type: number) => {
    const e = Buffer.alloc(128);
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(e);
    e.writeUInt16LE(encoded.length, 0x40);
    e[0x42] = type;
    return e;
  };
  const content = Buffer.alloc(1024);
  Buffer.from(marker, 'latin1').copy(content, 100);
  return Buffer.concat([header, entry('Root Entry', 5), entry('WordDocument', 2), content]);
}

/** Bytes nobody else has: a marker the at-rest check looks for. */
export const uniqueRun = () => randomBytes(24);
