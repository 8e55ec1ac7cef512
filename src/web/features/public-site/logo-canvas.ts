// Drawing the project's vector logo onto a canvas and saving it as a JPEG. All in the
// browser: the logo is the static file public/logo/docs2sign-logo.svg; nothing is sent to a server.

export const LOGO_URL = '/logo/docs2sign-logo.svg';
export const LOGO_SIZES = [
  { width: 200, height: 60 },
  { width: 400, height: 120 },
  { width: 600, height: 180 },
  { width: 800, height: 240 },
] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];
export const sizeLabel = (s: { width: number; height: number }) => `${s.width}x${s.height}`;
export const DEFAULT_QUALITY = 0.95;
export const ADVANCED_DEFAULT_QUALITY = 0.9;
/** The share of the canvas the logo fills: 90%, or 80% on the advanced converter. */
export const FILL = 0.9;
export const ADVANCED_FILL = 0.8;
/** Object links are released after 10 seconds. */
const RELEASE_AFTER_MS = 10_000;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () =>
      reject(new Error(`The logo could not be loaded from ${src.startsWith('blob:') ? 'memory' : src}.`));
    image.src = src;
  });
}

export type DrawOptions = { width: number; height: number; fill?: number; background?: string };

/** Paints the background, then the logo centred, scaled to fill `fill` of the canvas, proportions kept. */
export function drawLogo(canvas: HTMLCanvasElement, image: HTMLImageElement, options: DrawOptions) {
  const { width, height, fill = FILL, background = '#ffffff' } = options;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas.');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  const iw = image.naturalWidth || image.width;
  const ih = image.naturalHeight || image.height;
  if (!iw || !ih) throw new Error('The logo has no size to draw.');
  const scale = Math.min((width * fill) / iw, (height * fill) / ih);
  const w = iw * scale;
  const h = ih * scale;
  ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
}

export function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make a JPEG.'))),
      'image/jpeg',
      quality,
    );
  });
}

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** Draws the logo on a fresh canvas at `options` and downloads it as a JPEG; returns the file name. */
export async function downloadJpeg(
  image: HTMLImageElement,
  options: DrawOptions & { quality: number; name?: string },
) {
  const canvas = document.createElement('canvas');
  drawLogo(canvas, image, options);
  const blob = await canvasToJpeg(canvas, options.quality);
  const filename = `${options.name ?? 'docs2sign-logo'}-${sizeLabel(options)}.jpg`;
  saveBlob(blob, filename);
  return filename;
}

// The variant creator's colour schemes: mark gradient (from, to), text colour, middle-character colour.
export const COLOUR_SCHEMES = {
  original: ['#667eea', '#764ba2', '#1e1b4b', '#667eea'],
  blues: ['#3b82f6', '#1e3a8a', '#1e3a8a', '#2563eb'],
  greens: ['#22c55e', '#14532d', '#14532d', '#16a34a'],
  purples: ['#a855f7', '#581c87', '#3b0764', '#9333ea'],
  reds: ['#ef4444', '#7f1d1d', '#7f1d1d', '#dc2626'],
  oranges: ['#f97316', '#7c2d12', '#7c2d12', '#ea580c'],
} as const;
export type ColourScheme = keyof typeof COLOUR_SCHEMES;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The logo as SVG text, with `text` for the word mark and its first `middleChar` picked out in colour. */
export function logoVariantSvg(text: string, middleChar: string, scheme: ColourScheme): string {
  const [from, to, ink, accent] = COLOUR_SCHEMES[scheme];
  const at = text.indexOf(middleChar);
  const before = escapeXml(text.slice(0, at));
  const middle = escapeXml(middleChar);
  const after = escapeXml(text.slice(at + middleChar.length));
  // Long words get a smaller font so they stay inside the 400-wide drawing.
  const fontSize = Math.min(46, Math.floor(272 / (text.length * 0.6)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" viewBox="0 0 400 120">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect x="8" y="16" width="88" height="88" rx="20" fill="url(#m)"/>
<path d="M30 38h30l14 14v36a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V42a4 4 0 0 1 4-4z" fill="#fff"/>
<path d="M33 78c6-2 8-16 14-16s2 13 8 13 6-7 10-7" fill="none" stroke="${to}" stroke-width="3.5" stroke-linecap="round"/>
<text x="112" y="${60 + fontSize * 0.36}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${ink}">${before}<tspan fill="${accent}">${middle}</tspan>${after}</text>
</svg>`;
}

/** An SVG string as an image ready to draw. */
export async function svgImage(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
  return loadImage(url);
}
