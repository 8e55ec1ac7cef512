// Debian's poppler-utils as independent judges of the PDFs we produce: pdfsig checks the digital
// signature, pdftoppm renders pages to pixels, pdftotext reads the words back.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(bytes: Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd2s-poppler-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdfsig's report; it exits non-zero for a broken signature, so its output is returned either way. */
export function pdfsig(bytes: Uint8Array): Promise<string> {
  return withFile(bytes, async (file) => {
    try {
      return (await run('pdfsig', [file])).stdout;
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}`;
    }
  });
}

export function pdftotext(bytes: Uint8Array, firstPage?: number, lastPage?: number): Promise<string> {
  const range = [
    ...(firstPage ? ['-f', String(firstPage)] : []),
    ...(lastPage ? ['-l', String(lastPage)] : []),
  ];
  return withFile(bytes, async (file) => (await run('pdftotext', [...range, '-layout', file, '-'])).stdout);
}

export type GrayImage = { width: number; height: number; pixels: Uint8Array };

/**
 * One page as 8-bit grey pixels at 72 dpi, so one pixel is one PDF point (origin top-left). pdftoppm
 * draws the whole media box unless asked for the crop box, which is what a viewer shows (`asShown`).
 */
export function renderPage(bytes: Uint8Array, page: number, { asShown = false } = {}): Promise<GrayImage> {
  return withFile(bytes, async (file, dir) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', [
      '-f',
      String(page),
      '-l',
      String(page),
      '-r',
      '72',
      '-gray',
      '-singlefile',
      ...(asShown ? ['-cropbox'] : []),
      file,
      out,
    ]);
    return parsePgm(await readFile(`${out}.pgm`));
  });
}

function parsePgm(data: Buffer): GrayImage {
  // "P5\n<width> <height>\n<max>\n" then the pixels.
  const header = data.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('not a binary PGM');
  const [whole, width, height] = header;
  return {
    width: Number(width),
    height: Number(height),
    pixels: new Uint8Array(data.subarray(whole.length)),
  };
}

/** The images drawn on one page, as pdfimages lists them: width and height in pixels. */
export function pageImages(bytes: Uint8Array, page: number): Promise<{ width: number; height: number }[]> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', '-f', String(page), '-l', String(page), file]);
    return stdout
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols.length > 4 && cols[2] === 'image')
      .map((cols) => ({ width: Number(cols[3]), height: Number(cols[4]) }));
  });
}
