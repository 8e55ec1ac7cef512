// Every logo and profile photo is decoded and drawn afresh before it is stored: an SVG becomes a PNG (so no
// script, event handler or external reference survives), and a raster loses its metadata and anything
// appended to it. The stored image is what every page, e-mail and sealed PDF shows.
import { AppError } from '../../lib/app-error.ts';
import { jpegSize, pngSize, resizeSvg, type Size, svgSize, webpSize } from './image-size.ts';
import { svgComplexityProblem } from './svg-complexity.ts';

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_PROFILE_IMAGE_BYTES = 10 * 1024 * 1024;
/** A logo is drawn within this box (header bands, e-mail headers, the certificate page). */
const LOGO_BOX = { width: 800, height: 320 };
const PROFILE_SIDE = 512;
const MAX_SOURCE_SIDE = 8000;

type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const head = bytes
    .toString('utf8', 0, 2048)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

const invalid = (message: string) => new AppError(400, message, { code: 'INVALID_IMAGE' });

/** The size a file claims, from its header; an SVG's from its root element. */
function claimedSize(bytes: Buffer, kind: ImageKind): Size | null {
  if (kind === 'png') return pngSize(bytes);
  if (kind === 'jpeg') return jpegSize(bytes);
  if (kind === 'webp') return webpSize(bytes);
  return svgSize(bytes.toString('utf8'));
}

/**
 * Checks the type and the claimed size before decoding (see image-size.ts), then decodes. An SVG is
 * first resized to the box it will be drawn in, so a tiny file cannot make the renderer allocate a
 * gigantic picture.
 */
async function decode(bytes: Buffer, allowed: ImageKind[], what: string, box: Size) {
  const kind = detectImage(bytes);
  if (!kind || !allowed.includes(kind)) {
    const names = allowed.map((k) => k.toUpperCase()).join(', ');
    throw invalid(`The ${what} must be a ${names} image.`);
  }
  const size = claimedSize(bytes, kind);
  if (!size?.width || !size.height) {
    throw invalid(
      kind === 'svg'
        ? `The ${what} SVG needs a width and height in pixels, or a viewBox.`
        : `The ${what} could not be read: the file is damaged or not really an image.`,
    );
  }
  const problem = kind === 'svg' ? svgComplexityProblem(bytes.toString('utf8')) : null;
  if (problem) throw invalid(`The ${what} SVG cannot be used: ${problem}. Export a simpler SVG, or a PNG.`);
  if (kind !== 'svg' && (size.width > MAX_SOURCE_SIDE || size.height > MAX_SOURCE_SIDE)) {
    throw invalid(`The ${what} is ${size.width}×${size.height} pixels; at most ${MAX_SOURCE_SIDE} a side.`);
  }
  const fit = Math.min(box.width / size.width, box.height / size.height);
  const source =
    kind === 'svg'
      ? Buffer.from(
          resizeSvg(bytes.toString('utf8'), size, {
            width: Math.max(1, Math.round(size.width * fit)),
            height: Math.max(1, Math.round(size.height * fit)),
          }),
        )
      : bytes;
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(source).catch(() => {
    throw invalid(`The ${what} could not be read: the file is damaged or not really an image.`);
  });
  if (!image.width || !image.height) throw invalid(`The ${what} has no size.`);
  return { image, kind };
}

/** A logo as a PNG within the logo box, scaled down (or an SVG drawn up) to fit, transparency kept. */
export async function normaliseLogo(bytes: Buffer): Promise<Buffer> {
  const { image, kind } = await decode(bytes, ['png', 'jpeg', 'webp', 'svg'], 'logo', LOGO_BOX);
  const { createCanvas } = await import('@napi-rs/canvas');
  const fit = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height);
  // Rasters are never enlarged; a vector is drawn as large as the box allows.
  const scale = kind === 'svg' ? fit : Math.min(1, fit);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}

/** A profile photo as a JPEG (quality 0.9) at most 512 pixels a side. */
export async function normaliseProfileImage(bytes: Buffer): Promise<Buffer> {
  const { image } = await decode(bytes, ['png', 'jpeg', 'webp'], 'profile image', {
    width: PROFILE_SIDE,
    height: PROFILE_SIDE,
  });
  const { createCanvas } = await import('@napi-rs/canvas');
  const scale = Math.min(1, PROFILE_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.encode('jpeg', 90);
}
