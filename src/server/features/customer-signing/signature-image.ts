import { MAX_SIGNATURE_BYTES } from '../../../shared/customer-signing.schema.ts';
import { AppError } from '../../lib/app-error.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MIN_SIDE = 10;
const MAX_WIDTH = 4000;
const MAX_HEIGHT = 2000;

const invalid = (message: string) => new AppError(400, message, { code: 'INVALID_SIGNATURE' });

/** The PNG bytes of a signature data URL, once they are a real PNG of sane size and dimensions. */
export function decodeSignatureImage(dataUrl: string): Buffer {
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
