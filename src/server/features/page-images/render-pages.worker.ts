// Runs in a worker thread: draws each page of one PDF with pdf.js onto @napi-rs/canvas and encodes it as
// WebP at each asked width, and reads each page's text; then, every page being ready, draws each page again
// at the phone's width as AVIF, the first pages only (a second pass, so no page waits for it). Drawing a page
// takes hundreds of milliseconds of CPU; here it never holds up the requests the main thread is answering.
//
// Messages out: { type: 'pages', pages: [{ width, height, text }] } once (sizes in PDF points), then
// { type: 'image', page, images: [{ target, width, height, bytes }] } per page in order, { type: 'ready' },
// then { type: 'avif', page, width, bytes } per page and width in order (or { type: 'avif-failed', reason }), then { type: 'done' }.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { lowerThreadPriority } from '../../lib/threads/thread-priority.ts';

type Input = {
  pdf: Uint8Array;
  widths: number[];
  quality: number;
  /** The widths drawn again as AVIF, and the encoder's settings (page-images.service.ts says why these). */
  avif: { widths: readonly number[]; quality: number; speed: number; pages: number };
};
type CanvasAndContext = {
  canvas: {
    width: number;
    height: number;
    encodeSync(format: 'webp', quality: number): Buffer;
    encodeSync(format: 'avif', cfg: { quality: number; speed: number; threads: number }): Buffer;
  };
  context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
};

/** The tallest image drawn, in pixels (a page 1:7 or taller is drawn narrower than asked). */
const MAX_HEIGHT = 10_000;
/**
 * The drawing's nice values (Linux, this thread only): the pages a customer waits for (PAGE_IMAGES_NICE,
 * checked in config.ts), then the extra AVIF pass that nobody waits for, ten steps lower. The test runs set
 * 0, as they do SEAL_THREAD_NICE and OCR_NICE: beside a dozen test processes at 0, a thread at nice 5 gets
 * about a thirtieth of their share, and a journey waited over 90 s for a first page.
 */
const WAITED_ON_NICE = Number(process.env.PAGE_IMAGES_NICE ?? 5);
const AVIF_NICE = Math.min(19, WAITED_ON_NICE + 10);
/** Images in the PDF over this many pixels are left out rather than decoded (a tiny file can claim a vast one). */
const MAX_IMAGE_PIXELS = 40_000_000;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { pdf, widths, quality, avif } = workerData as Input;
// A customer may already be looking at the pages' places, waiting for them: the WebP pass runs only a little
// below the event loop, so requests still come first but any busy neighbour cannot starve it. At nice 15,
// pinned to one core beside one busy process, the HP agreement's first page took 43-47 s instead of 5 s and
// its last page 93 s (a journey waiting a minute for page 1 timed out so in CI). Only this thread is lowered.
lowerThreadPriority(WAITED_ON_NICE);
const port = parentPort!;

const task = getDocument({
  data: pdf,
  standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`,
  cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`,
  cMapPacked: true,
  enableXfa: false,
  maxImageSize: MAX_IMAGE_PIXELS,
  verbosity: 0,
});
const doc = await task.promise;

const pages: { width: number; height: number; text: string }[] = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const { width, height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  // Items joined as pdf.js reports them: hasEOL marks the end of a printed line.
  const text = content.items
    .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  pages.push({ width: round2(width), height: round2(height), text });
  page.cleanup();
}
port.postMessage({ type: 'pages', pages });

const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext } })
  .canvasFactory;
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const images: { target: number; width: number; height: number; bytes: Uint8Array }[] = [];
  for (const target of widths) {
    // Encoded here, not on the shared thread pool, so that the lowered priority applies to it too.
    const { canvas, w, h } = await draw(page, target);
    images.push({ target, width: w, height: h, bytes: new Uint8Array(canvas.encodeSync('webp', quality)) });
  }
  page.cleanup();
  port.postMessage({ type: 'image', page: n, images });
}
port.postMessage({ type: 'ready' });
// Nobody waits for the AVIF pass (every page is shown as WebP already): it yields to everything else.
lowerThreadPriority(AVIF_NICE);

// The phone's AVIF of the first pages, in order. A failure here (an encoder missing from this build) leaves
// the pages as WebP, which every browser is sent anyway when it does not ask for AVIF.
try {
  for (let n = 1; n <= Math.min(doc.numPages, avif.pages); n++) {
    const page = await doc.getPage(n);
    for (const width of avif.widths) {
      const { canvas } = await draw(page, width);
      // One thread: the drawing is background work, and the machine's other core answers requests.
      const bytes = canvas.encodeSync('avif', { quality: avif.quality, speed: avif.speed, threads: 1 });
      port.postMessage({ type: 'avif', page: n, width, bytes: new Uint8Array(bytes) });
    }
    page.cleanup();
  }
} catch (error) {
  port.postMessage({ type: 'avif-failed', reason: String(error) });
}
await task.destroy();
port.postMessage({ type: 'done' });

/** One page drawn at `target` pixels wide, on white. */
async function draw(page: Awaited<ReturnType<typeof doc.getPage>>, target: number) {
  const base = page.getViewport({ scale: 1 });
  // A freakishly tall page is drawn narrower rather than as a canvas too big for memory.
  const viewport = page.getViewport({ scale: Math.min(target / base.width, MAX_HEIGHT / base.height) });
  const w = Math.round(viewport.width);
  const h = Math.round(viewport.height);
  const { canvas, context } = factory.create(w, h);
  // Paper is white; a transparent page would show the viewer's grey through it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, w, h);
  await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<
    typeof page.render
  >[0]).promise;
  return { canvas, w, h };
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}
