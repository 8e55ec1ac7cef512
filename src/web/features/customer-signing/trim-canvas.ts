const MARGIN = 6;

/**
 * The canvas cut down to its ink (plus a small margin), as a transparent PNG: the seal fits this image
 * into the signature box, so empty pad around a small signature would only make the ink smaller.
 */
export function trimmedPng(source: HTMLCanvasElement): string {
  const ctx = source.getContext('2d');
  if (!ctx) return source.toDataURL('image/png');
  const { width, height } = source;
  const alpha = ctx.getImageData(0, 0, width, height).data;
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (alpha[(y * width + x) * 4 + 3]! < 16) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return source.toDataURL('image/png');
  left = Math.max(0, left - MARGIN);
  top = Math.max(0, top - MARGIN);
  const w = Math.min(width, right + MARGIN + 1) - left;
  const h = Math.min(height, bottom + MARGIN + 1) - top;
  const out = document.createElement('canvas');
  // The server wants at least 10 × 10 pixels: a dot of a signature still makes a valid image.
  out.width = Math.max(w, 10);
  out.height = Math.max(h, 10);
  out.getContext('2d')?.drawImage(source, left, top, w, h, 0, 0, w, h);
  return out.toDataURL('image/png');
}
