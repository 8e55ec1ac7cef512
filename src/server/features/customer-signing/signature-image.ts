// A customer's signature as it enters: decoded in full and drawn again, so the PNG that is stored (and later
// stamped into the sealed PDF) is one our own encoder wrote, never bytes a browser or an attacker sent.
import zlib from 'node:zlib';
import { MAX_SIGNATURE_BYTES } from '../../../shared/documents/customer-signing.schema.ts';
import { AppError } from '../../lib/app-error.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MIN_SIDE = 10;
const MAX_WIDTH = 4000;
const MAX_HEIGHT = 2000;

const invalid = (message: string) => new AppError(400, message, { code: 'INVALID_SIGNATURE' });

/**
 * The PNG of a signature data URL: checked for sane size and dimensions from its header, then decoded
 * completely (a damaged data chunk fails here, with a 400, not later when the copy is sealed) and re-encoded.
 */
export async function decodeSignatureImage(dataUrl: string): Promise<Buffer> {
  const bytes = checkedPng(dataUrl);
  // The native decoder draws what it can of a damaged file without complaint, so the data is checked
  // strictly first: every chunk's CRC, and the compressed pixels inflated to exactly the size they claim.
  if (!pixelDataIsWhole(bytes)) throw invalid('The signature image is damaged: please sign again.');
  // The canvas loads with the first signature, not at start.
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes).catch(() => {
    throw invalid('The signature image is damaged: please sign again.');
  });
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('png');
}

function checkedPng(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw invalid('The signature image is not valid base64.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw invalid('The signature image is too large.');
  if (
    bytes.length < 33 ||
    !bytes.subarray(0, 8).equals(PNG_SIGNATURE) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    throw invalid('The signature must be a PNG image.');
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < MIN_SIDE || height < MIN_SIDE || width > MAX_WIDTH || height > MAX_HEIGHT) {
    throw invalid(`The signature image is ${width}×${height} pixels: that is not a signature pad's size.`);
  }
  return bytes;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** True when every chunk is intact and the image data inflates to exactly one filtered row per line. */
function pixelDataIsWhole(png: Buffer): boolean {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [bitDepth, colourType, , , interlace] = png.subarray(24, 29);
  const channels = CHANNELS[colourType ?? -1];
  if (!channels || !bitDepth || interlace !== 0) return false;
  const idat: Buffer[] = [];
  let offset = 8;
  let ended = false;
  while (offset + 12 <= png.length && !ended) {
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) return false;
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) !== png.readUInt32BE(offset + 8 + length)) {
      return false;
    }
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    ended = type === 'IEND';
    offset = end;
  }
  if (!ended || idat.length === 0) return false;
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  try {
    const raw = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: rowBytes * height + 1 });
    if (raw.length !== rowBytes * height) return false;
    for (let row = 0; row < height; row++) if ((raw[row * rowBytes] ?? 5) > 4) return false;
    return true;
  } catch {
    return false;
  }
}
