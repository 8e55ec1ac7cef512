// Image sizes read from the file's header, before anything is decoded: a tiny file can claim a huge
// picture (a "pixel bomb"), and the native decoder would allocate it all, or, for an SVG of 30000 × 30000,
// crash the process. So every upload's size is known and bounded first.

export type Size = { width: number; height: number };

export function pngSize(bytes: Buffer): Size | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The frame header (SOF0–SOF15, not DHT/JPG/DAC) carries the size; markers before it are skipped. */
export function jpegSize(bytes: Buffer): Size | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

export function webpSize(bytes: Buffer): Size | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

const SVG_ROOT = /<svg\b[^>]*>/i;
const number = (value: string | undefined) => {
  // Only plain numbers or pixels: "100%", "10cm" or "auto" give no size the renderer would agree on.
  const m = value && /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  return m ? Number(m[1]) : null;
};
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(2, 4)
    .find((v) => v !== undefined);

/** The drawing's own size: width and height in pixels, else the viewBox's. */
export function svgSize(text: string): Size | null {
  const tag = SVG_ROOT.exec(text)?.[0];
  if (!tag) return null;
  const width = number(attribute(tag, 'width'));
  const height = number(attribute(tag, 'height'));
  if (width && height) return { width, height };
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return null;
}

/**
 * The SVG with its root sized to exactly `target`, keeping its proportions through a viewBox, so the
 * renderer allocates the picture we will draw and never the one the file claims.
 */
export function resizeSvg(text: string, own: Size, target: Size): string {
  return text.replace(SVG_ROOT, (tag) => {
    let root = tag.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '');
    if (!attribute(root, 'viewBox'))
      root = root.replace(/^<svg\b/i, `<svg viewBox="0 0 ${own.width} ${own.height}"`);
    return root.replace(/^<svg\b/i, `<svg width="${target.width}" height="${target.height}"`);
  });
}
