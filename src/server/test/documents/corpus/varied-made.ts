// Files made the ways other systems make them: the varied corpus's documents again, each
// made one way — scanned with an OCR text layer, drawn glyph by glyph, in an embedded font, with values
// in form fields, on pages turned by /Rotate or cropped off their origin, or written in Word (.docx) and
// legacy Word (.doc) and read through LibreOffice as an upload is. Same split rule as varied.ts: by a
// hash of the id, half held back and never looked at while tuning.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { measureText, ops, PDF, PdfArray, PdfName, PdfNumber, StandardFonts } from '@libpdf/core';
import { pageGeometry } from '../../../../shared/documents/page-geometry.ts';
import { buildDocx } from '../../zip-builder.ts';
import type { Truth, TruthBox } from './kit.ts';
import { buildOne, partOf, VARIED_SEED, type VariedDocument } from './varied.ts';
import { seeded } from './varied-parts.ts';
import { madeInWord } from './varied-word.ts';

const run = promisify(execFile);

export const MADE_COUNT = 180;
export const WAYS = [
  'scan',
  'glyph-by-glyph',
  'embedded-font',
  'form-fields',
  'rotate-90',
  'rotate-180',
  'rotate-270',
  'crop-offset',
  'docx',
  'doc',
] as const;
export type Way = (typeof WAYS)[number];

export function madeDocuments(seed = VARIED_SEED, count = MADE_COUNT): VariedDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `made-${seed}-${String(i).padStart(3, '0')}`;
    const way = WAYS[i % WAYS.length]!;
    const r = () => seeded(seed * 100_003 + 500_000 + i);
    return { id, part: partOf(id), build: () => buildMade(id, way, r) };
  });
}

async function buildMade(id: string, way: Way, random: () => ReturnType<typeof seeded>) {
  if (way === 'docx' || way === 'doc') {
    const { blocks, truth } = madeInWord(id, random());
    const docx = buildDocx(blocks);
    const bytes = way === 'doc' ? await toLegacyWord(docx) : docx;
    return { bytes, kind: way, truth: { ...truth, format: 'docx' as const, kinds: [...truth.kinds, way] } };
  }
  const producer =
    way === 'glyph-by-glyph'
      ? { glyphByGlyph: true }
      : way === 'embedded-font'
        ? { embeddedFont: true }
        : way === 'form-fields'
          ? { formFields: true }
          : {};
  const { bytes, truth } = await buildOne(id, random(), producer);
  const made =
    way === 'scan'
      ? { bytes: await scanned(bytes), truth }
      : way.startsWith('rotate') || way === 'crop-offset'
        ? await turned(bytes, way, truth)
        : { bytes, truth };
  return {
    bytes: made.bytes,
    kind: 'pdf' as const,
    truth: { ...made.truth, kinds: [...made.truth.kinds, way] },
  };
}

const A4 = { width: 595.28, height: 841.89 };

/**
 * Each page drawn onto a new page (as a form XObject, as imposition tools do) that a viewer shows as the
 * original: turned by /Rotate with the drawing turned back, or inside a crop box away from the origin
 * of a media box that starts below and left of it. The truth's boxes move into the new page's own
 * coordinates, where extraction reports them.
 */
async function turned(
  bytes: Uint8Array,
  way: Way,
  truth: Truth,
): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const source = await PDF.load(bytes);
  const pdf = PDF.create();
  const W = A4.width;
  const H = A4.height;
  const setup = {
    'rotate-90': { media: [0, 0, H, W], place: { x: H, y: 0, rotate: 90 }, rotate: 90 as const },
    'rotate-180': { media: [0, 0, W, H], place: { x: W, y: H, rotate: 180 }, rotate: 180 as const },
    'rotate-270': { media: [0, 0, H, W], place: { x: 0, y: W, rotate: -90 }, rotate: 270 as const },
    'crop-offset': { media: [-40, -25, W + 160, H + 75], place: { x: 60, y: 35 }, rotate: 0 as const },
  }[way as 'rotate-90' | 'rotate-180' | 'rotate-270' | 'crop-offset'];
  const view = way === 'crop-offset' ? [60, 35, 60 + W, 35 + H] : setup.media;
  for (let i = 0; i < source.getPageCount(); i++) {
    const embedded = await pdf.embedPage(source, i);
    const [x0, y0, x1, y1] = setup.media as [number, number, number, number];
    const page = pdf.addPage({ width: x1 - x0, height: y1 - y0 });
    page.dict.set(PdfName.of('MediaBox'), PdfArray.of(...setup.media.map((n) => PdfNumber.of(n))));
    page.drawPage(embedded, setup.place);
    if (setup.rotate) page.setRotation(setup.rotate);
    if (way === 'crop-offset')
      page.dict.set(PdfName.of('CropBox'), PdfArray.of(...view.map((n) => PdfNumber.of(n))));
  }
  const geometry = pageGeometry(view, setup.rotate);
  const move = (b: TruthBox | undefined) => {
    if (!b) return undefined;
    const m = geometry.boxToPdf(b);
    const r1 = (n: number) => Math.round(n * 10) / 10;
    return { x: r1(m.x), y: r1(m.y), width: r1(m.width), height: r1(m.height) };
  };
  return {
    bytes: await pdf.save(),
    truth: {
      ...truth,
      signatureFields: truth.signatureFields.map((f) => ({
        ...f,
        ...(f.box ? { box: move(f.box) } : {}),
        ...(f.dateBox ? { dateBox: move(f.dateBox) } : {}),
      })),
      ...(truth.otherPlaces
        ? { otherPlaces: truth.otherPlaces.map((f) => ({ ...f, ...(f.box ? { box: move(f.box) } : {}) })) }
        : {}),
    },
  };
}

/**
 * A scan with a text layer, as a scanner's OCR makes it: each page a picture (rules and boxes are
 * pixels now), with every word laid over it in invisible text (render mode 3) where the picture shows
 * it, scaled to the word's width. Pictures by poppler's pdftoppm, words and their boxes by pdftotext.
 */
async function scanned(bytes: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varied-scan-'));
  try {
    const input = path.join(dir, 'in.pdf');
    await writeFile(input, bytes);
    await run('pdftoppm', ['-r', '100', '-gray', '-png', input, path.join(dir, 'page')]);
    await run('pdftotext', ['-bbox', input, path.join(dir, 'words.html')]);
    const html = await readFile(path.join(dir, 'words.html'), 'utf8');
    const pictures = (await readdir(dir)).filter((f) => /^page-\d+\.png$/.test(f)).sort();
    const pdf = PDF.create();
    const pages = [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
    for (const [i, [, w, h, words]] of pages.entries()) {
      const width = Number(w);
      const height = Number(h);
      const page = pdf.addPage({ width, height });
      const picture = pdf.embedPng(new Uint8Array(await readFile(path.join(dir, pictures[i]!))));
      page.drawImage(picture, { x: 0, y: 0, width, height });
      const font = page.registerFont(StandardFonts.Helvetica);
      const text = [ops.beginText(), ops.setTextRenderMode(3)];
      for (const [, x0, y0, x1, y1, word] of (words ?? '').matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const value = unescapeHtml(word!);
        // OCR engines size a word by its box and stretch it to the box's width.
        const size = (Number(y1) - Number(y0)) / 1.15;
        const natural = measureText(value, StandardFonts.Helvetica, size);
        if (!value || natural <= 0) continue;
        text.push(
          ops.setFont(font, size),
          ops.setHorizontalScale(((Number(x1) - Number(x0)) / natural) * 100),
          ops.setTextMatrix(1, 0, 0, 1, Number(x0), height - Number(y1) + 0.22 * size),
          ops.showText(value),
        );
      }
      text.push(ops.endText());
      page.drawOperators(text);
    }
    return await pdf.save();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The .docx saved again by LibreOffice as a Word 97–2003 .doc, as an older office suite writes it. */
async function toLegacyWord(docx: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varied-doc-'));
  try {
    const input = path.join(dir, 'document.docx');
    await writeFile(input, docx);
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'doc:MS Word 97',
        '--outdir',
        path.join(dir, 'out'),
        input,
      ],
      { timeout: 120_000 },
    );
    return new Uint8Array(await readFile(path.join(dir, 'out', 'document.doc')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
