// A PNG decoded and compressed for PDF once, then placed in every document of a set: the customer's
// signature and the dealer's logo go into each of a set's files, and decoding and deflating them was most of
// a seal's time (the library does both in JavaScript, per document). The common PNG (8 bits, grey or RGB,
// with or without alpha, not interlaced: what our own encoder writes) is read here with the native zlib;
// any other is left to the library, still only once per set.
import zlib from 'node:zlib';
import { PDF, PDFImage, PdfName, PdfNumber, PdfStream } from '@libpdf/core';

/** The image's pixels (and alpha) already Flate-compressed, with what the image dictionaries need. */
export type PreparedPng = {
  width: number;
  height: number;
  colorSpace: 'DeviceGray' | 'DeviceRGB';
  bitsPerComponent: number;
  pixels: Uint8Array;
  alpha: Uint8Array | null;
};

const COLOUR: Record<number, { channels: number; alpha: boolean }> = {
  0: { channels: 1, alpha: false },
  2: { channels: 3, alpha: false },
  4: { channels: 2, alpha: true },
  6: { channels: 4, alpha: true },
};

export function preparePng(png: Uint8Array): PreparedPng {
  return readSimplePng(png) ?? byLibrary(png);
}

/** Adds the prepared image (and its soft mask) to one document: no decoding, no compressing. */
export function embedPrepared(pdf: PDF, image: PreparedPng): PDFImage {
  const entries = (colorSpace: string, bits: number) => ({
    Type: PdfName.of('XObject'),
    Subtype: PdfName.of('Image'),
    Width: PdfNumber.of(image.width),
    Height: PdfNumber.of(image.height),
    ColorSpace: PdfName.of(colorSpace),
    BitsPerComponent: PdfNumber.of(bits),
    Filter: PdfName.of('FlateDecode'),
  });
  const smask = image.alpha && pdf.register(PdfStream.fromDict(entries('DeviceGray', 8), image.alpha));
  const stream = PdfStream.fromDict(
    { ...entries(image.colorSpace, image.bitsPerComponent), ...(smask && { SMask: smask }) },
    image.pixels,
  );
  return new PDFImage(pdf.register(stream), image.width, image.height);
}

function readSimplePng(png: Uint8Array): PreparedPng | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colourType, , , interlace] = bytes.subarray(24, 29);
  const colour = COLOUR[colourType ?? -1];
  if (!colour || bitDepth !== 8 || interlace !== 0) return null;
  const idat: Buffer[] = [];
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  const stride = width * colour.channels;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  if (raw.length < (stride + 1) * height) return null;
  const rows = unfilter(raw, stride, height, colour.channels);
  if (!rows) return null;
  const colourChannels = colour.alpha ? colour.channels - 1 : colour.channels;
  let pixels = rows;
  let alpha: Buffer | null = null;
  if (colour.alpha) {
    const count = width * height;
    pixels = Buffer.allocUnsafe(count * colourChannels);
    alpha = Buffer.allocUnsafe(count);
    for (let i = 0, p = 0, c = 0; i < count; i++) {
      for (let k = 0; k < colourChannels; k++) pixels[c++] = rows[p++]!;
      alpha[i] = rows[p++]!;
    }
  }
  return {
    width,
    height,
    colorSpace: colourChannels === 1 ? 'DeviceGray' : 'DeviceRGB',
    bitsPerComponent: 8,
    pixels: zlib.deflateSync(pixels),
    // A fully opaque image needs no mask.
    alpha: alpha && !alpha.every((a) => a === 255) ? zlib.deflateSync(alpha) : null,
  };
}

/**
 * Undoes PNG's per-row filters (8-bit samples), or answers null for a filter type that does not exist.
 * One loop per filter type, so the choice is made once a row rather than once a byte (a signature pad's
 * image is a quarter of a million bytes, unfiltered on every seal).
 */
function unfilter(raw: Buffer, stride: number, height: number, bpp: number): Buffer | null {
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    const first = y === 0;
    if (filter === 0) {
      raw.copy(out, row, src, src + stride);
    } else if (filter === 1) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? out[row + x - bpp]! : 0;
        out[row + x] = (raw[src + x]! + a) & 255;
      }
    } else if (filter === 2) {
      if (first) raw.copy(out, row, src, src + stride);
      else for (let x = 0; x < stride; x++) out[row + x] = (raw[src + x]! + out[up + x]!) & 255;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? out[row + x - bpp]! : 0;
        const b = first ? 0 : out[up + x]!;
        out[row + x] = (raw[src + x]! + ((a + b) >> 1)) & 255;
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? out[row + x - bpp]! : 0;
        const b = first ? 0 : out[up + x]!;
        const c = x >= bpp && !first ? out[up + x - bpp]! : 0;
        out[row + x] = (raw[src + x]! + paeth(a, b, c)) & 255;
      }
    } else return null;
  }
  return out;
}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Anything else (a palette, 16 bits): the library decodes it, once, and its streams are reused. */
function byLibrary(png: Uint8Array): PreparedPng {
  const scratch = PDF.create();
  const image = scratch.embedPng(png);
  const main = scratch.getObject(image.ref) as PdfStream;
  const smaskRef = main.getRef('SMask');
  const smask = smaskRef ? (scratch.getObject(smaskRef) as PdfStream) : null;
  const colorSpace = main.getName('ColorSpace')?.value === 'DeviceGray' ? 'DeviceGray' : 'DeviceRGB';
  return {
    width: image.width,
    height: image.height,
    colorSpace,
    bitsPerComponent: main.getNumber('BitsPerComponent')?.value ?? 8,
    pixels: main.data,
    alpha: smask?.data ?? null,
  };
}
