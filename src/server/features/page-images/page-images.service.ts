// Pages as images: each PDF a customer is asked to sign is drawn once, on the server, to WebP at a phone
// and a desktop width, with each page's size and text beside it. The customer's phone then shows pictures
// (small, at once, no pdf.js), and a screen reader reads the text.
//
// Files are named by the PDF's SHA-256 under `page-images/`: the same PDF sent in several requests is drawn
// once, and a snapshot can never show another file's pages. No table: the manifest in storage is the record,
// and this module is the only one that writes under that prefix.
import { Worker } from 'node:worker_threads';
import {
  PAGE_IMAGE_AVIF_WIDTHS,
  PAGE_IMAGE_WIDTHS,
  type PageImages,
} from '../../../shared/documents/page-images.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { JobFailure } from '../../lib/observability/observability.ts';
import { type Storage, sha256Hex } from '../../lib/storage/storage.ts';

type Ctx = Pick<AppDeps, 'storage' | 'log'>;
export type PdfRef = { pdfKey: string; sha256: string };
type PageInfo = { width: number; height: number; text: string };
type Manifest = {
  status: 'rendering' | 'ready' | 'failed';
  pages: PageInfo[];
  rendered: number;
  /** Pages (in order) that also have an AVIF at the phone's widths; absent for PDFs drawn before AVIF. */
  avif?: number;
  /** Those widths; absent for PDFs drawn when the phone's AVIF was 800 px alone. */
  avifWidths?: number[];
  /** Set once nothing will change any more (the AVIF pass is over): only then is the manifest kept in memory. */
  finished?: true;
};

/** How long the drawing may go without finishing a page before the attempt is given up (a retry may succeed). */
const STALL_TIMEOUT_MS = 90_000;
/**
 * The drawing worker's heap. Page canvases and decoded images live outside it, so pdf.js is also told to
 * skip any image over 40 megapixels (render-pages.worker.ts); the PDF's streams were bounded at upload.
 */
const RENDER_HEAP_MB = 512;
const WEBP_QUALITY = 80;
/**
 * The phone's page as AVIF, for the browsers that ask for it: text stays as sharp (against the page drawn
 * losslessly, the HP agreement's first page: PSNR 39.4 dB, WebP at 80 42.4 dB) in 62 % of the bytes (42 KB
 * instead of 67 KB: two round trips' worth on a phone's connection, not three) and blank paper stays white
 * (no blank pixel off by more than 8; WebP 0.7 %). On a phone that is a round trip less before the first page
 * shows (docs/performance.md). `quality` here works as @napi-rs/canvas 1.0's encoder takes it, lower is finer,
 * whatever its type says (100 gives 5 KB of smudges): page-images.test.ts checks the result against the page
 * itself. Speed 8 takes 0.15–0.3 s a page on one core; speed 6 took 2–3.5 s for 10 % fewer bytes, and
 * speeds 9–10 leave grey blocks on the paper (3 % of blank pixels off) at WebP's size. Still a second pass
 * that no page waits for, and only the first `pages`: what a phone shows before the customer scrolls (the
 * first paint waits for page 1); later pages load lazily as WebP.
 */
export const AVIF = { widths: PAGE_IMAGE_AVIF_WIDTHS, quality: 45, speed: 8, pages: 2 } as const;
/** The phone's AVIF width of PDFs drawn before the narrower one was added. */
const FIRST_AVIF_WIDTHS = [PAGE_IMAGE_WIDTHS[0]];

const folder = (sha256: string) => `page-images/${sha256}`;
const manifestKey = (sha256: string) => `${folder(sha256)}/manifest.json`;
const imageKey = (sha256: string, page: number, width: number, format: 'webp' | 'avif' = 'webp') =>
  `${folder(sha256)}/${page}-${width}.${format}`;

/** Finished manifests never change: kept in memory (per store) so a session poll costs no read for them. */
const finishedManifests = new WeakMap<Storage, Map<string, Manifest>>();
const FINISHED_KEPT = 500;

async function readManifest(storage: Storage, sha256: string): Promise<Manifest | null> {
  const cache = finishedManifests.get(storage) ?? new Map<string, Manifest>();
  finishedManifests.set(storage, cache);
  const known = cache.get(sha256);
  if (known) return known;
  if ((await storage.size(manifestKey(sha256))) === null) return null;
  const manifest = JSON.parse((await storage.get(manifestKey(sha256))).toString('utf8')) as Manifest;
  if (manifest.status === 'ready' && (manifest.avif === undefined || manifest.finished)) {
    if (cache.size >= FINISHED_KEPT) cache.delete(cache.keys().next().value!);
    cache.set(sha256, manifest);
  }
  return manifest;
}

const writeManifest = (storage: Storage, sha256: string, manifest: Manifest) =>
  storage.put(manifestKey(sha256), Buffer.from(JSON.stringify(manifest)));

/** What the customer's page needs to lay out each document before (and while) its images arrive. */
function viewOf(manifest: Manifest | null): PageImages {
  if (!manifest) return { status: 'pending', pages: [] };
  const status = manifest.status === 'rendering' ? 'pending' : manifest.status;
  return {
    status,
    pages: manifest.pages.map((p, i) => ({
      ...p,
      ready: manifest.status === 'ready' || i < manifest.rendered,
    })),
  };
}

/**
 * The page images of each PDF, in order. With `queueMissing`, a PDF never drawn (a request sent before
 * pages were images, or a lost job) is queued now, so an old link fills in on its own.
 */
export async function pageImagesOf(
  ctx: Pick<AppDeps, 'storage' | 'jobs'>,
  pdfs: PdfRef[],
  options: { queueMissing?: boolean } = {},
): Promise<PageImages[]> {
  const manifests = await Promise.all(pdfs.map((p) => readManifest(ctx.storage, p.sha256)));
  if (options.queueMissing) {
    const missing = pdfs.filter((_, i) => !manifests[i]);
    // The customer still gets their session if the queue is down: the next visit asks again.
    if (missing.length > 0) await queuePageImages(ctx, missing).catch(() => undefined);
  }
  return manifests.map(viewOf);
}

/** Queues the drawing of each PDF (one job per file at a time: the file's hash is the singleton key). */
export async function queuePageImages(ctx: Pick<AppDeps, 'jobs'>, pdfs: PdfRef[]) {
  const unique = new Map(pdfs.map((p) => [p.sha256, p]));
  for (const pdf of unique.values()) {
    await ctx.jobs.send('page-images', { ...pdf }, { singletonKey: pdf.sha256 });
  }
}

/**
 * One page at one of the drawn widths (the nearest one at or above the asked width): AVIF when the browser
 * accepts it and the page has one at that width, else WebP. The answer varies with Accept.
 */
export async function pageImage(
  storage: Storage,
  sha256: string,
  page: number,
  askedWidth: number,
  accept = '',
): Promise<{ bytes: Buffer; type: 'image/avif' | 'image/webp' }> {
  const manifest = await readManifest(storage, sha256);
  if (!manifest || page < 1 || page > manifest.pages.length) throw notFound('That page does not exist.');
  if (manifest.status !== 'ready' && page > manifest.rendered) {
    throw notFound('That page is still being prepared. Please try again in a moment.');
  }
  const width = PAGE_IMAGE_WIDTHS.find((w) => w >= askedWidth) ?? PAGE_IMAGE_WIDTHS.at(-1)!;
  if (page <= (manifest.avif ?? 0) && /\bimage\/avif\b/.test(accept)) {
    // The narrowest AVIF at or above the asked width, never wider than the WebP that would be sent.
    const avifWidth = (manifest.avifWidths ?? FIRST_AVIF_WIDTHS).find((w) => w >= askedWidth);
    if (avifWidth !== undefined && avifWidth <= width) {
      return { bytes: await storage.get(imageKey(sha256, page, avifWidth, 'avif')), type: 'image/avif' };
    }
  }
  return { bytes: await storage.get(imageKey(sha256, page, width)), type: 'image/webp' };
}

/** The drawing was stopped by the app's close: not a failure, the job's retry draws it again later. */
const cutShort = (pdf: PdfRef) =>
  new JobFailure(`drawing the pages of ${pdf.pdfKey} was stopped by the close; drawn again later`, {
    quiet: true,
  });

/**
 * Draws every page of one PDF in a worker thread, storing each page's images as they come and the manifest
 * after each page, so a customer already looking sees the pages arrive one by one. `stop` (the app's close)
 * ends the worker and any write not yet begun; the promise settles only once the write under way is stored,
 * so nothing is written after the close.
 */
export async function renderPageImages(ctx: Ctx, pdf: PdfRef, stop: AbortSignal): Promise<void> {
  const existing = await readManifest(ctx.storage, pdf.sha256);
  if (existing?.status === 'ready') return;
  const bytes = await ctx.storage.get(pdf.pdfKey);
  if (sha256Hex(bytes) !== pdf.sha256) {
    throw new Error(`${pdf.pdfKey} no longer matches the SHA-256 recorded for it`);
  }
  if (stop.aborted) throw cutShort(pdf);
  const worker = new Worker(new URL('./render-pages.worker.ts', import.meta.url), {
    workerData: {
      pdf: new Uint8Array(bytes),
      widths: [...PAGE_IMAGE_WIDTHS],
      quality: WEBP_QUALITY,
      avif: AVIF,
    },
    resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  const endWorker = () => void worker.terminate();
  stop.addEventListener('abort', endWorker);
  let manifest: Manifest = { status: 'rendering', pages: [], rendered: 0 };
  // Messages arrive while earlier ones are still being stored: one chain keeps the writes in order, and
  // none begins once the close has stopped the drawing.
  let writes: Promise<void> = Promise.resolve();
  const store = (step: () => Promise<void>) => {
    writes = writes.then(() => (stop.aborted ? undefined : step()));
    return writes;
  };
  // Every page is drawn (as WebP): from then on the job has done its part, and a failure of the AVIF pass
  // (a stall, an exit, shutdown) leaves the pages as they are instead of failing the job.
  let drawn = false;
  let finished = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        if (stop.aborted) return reject(cutShort(pdf));
        store(() => writeManifest(ctx.storage, pdf.sha256, { ...manifest, finished: true }))
          .then(() => resolve())
          .catch(reject);
      };
      const fail = (error: Error) => {
        clearTimeout(timer);
        if (stop.aborted) return reject(cutShort(pdf));
        if (!drawn) return reject(error);
        ctx.log.warn({ err: error, pdfKey: pdf.pdfKey }, 'AVIF page images left unfinished');
        finish();
      };
      // Bounded by progress, not in total: a long document may take minutes, a stuck one is stopped.
      const watch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          fail(
            new Error(`drawing the pages of ${pdf.pdfKey} made no progress in ${STALL_TIMEOUT_MS / 1000} s`),
          );
          void worker.terminate();
        }, STALL_TIMEOUT_MS);
      };
      watch();
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'pages') {
          manifest = { status: 'rendering', pages: message.pages, rendered: 0 };
          store(() => writeManifest(ctx.storage, pdf.sha256, manifest)).catch(reject);
        } else if (message.type === 'image') {
          watch();
          store(async () => {
            for (const image of message.images) {
              await ctx.storage.put(imageKey(pdf.sha256, message.page, image.target), image.bytes);
            }
            manifest = { ...manifest, rendered: message.page };
            await writeManifest(ctx.storage, pdf.sha256, manifest);
          }).catch(reject);
        } else if (message.type === 'ready') {
          watch();
          drawn = true;
          manifest = { ...manifest, status: 'ready', avif: 0, avifWidths: [...AVIF.widths] };
          store(() => writeManifest(ctx.storage, pdf.sha256, manifest)).catch(reject);
        } else if (message.type === 'avif') {
          watch();
          store(async () => {
            await ctx.storage.put(imageKey(pdf.sha256, message.page, message.width, 'avif'), message.bytes);
            // A page counts once its every width is stored.
            if (message.width !== AVIF.widths.at(-1)) return;
            manifest = { ...manifest, avif: message.page };
            await writeManifest(ctx.storage, pdf.sha256, manifest);
          }).catch(reject);
        } else if (message.type === 'avif-failed') {
          ctx.log.warn({ pdfKey: pdf.pdfKey, reason: message.reason }, 'AVIF page images not made');
        } else {
          finish();
        }
      });
      worker.on('error', (error) => {
        if (!finished) fail(error);
      });
      worker.on('exit', (code) => {
        if (finished) return; // the last writes are still being stored
        fail(new Error(`the page drawing stopped (exit ${code})`));
      });
    });
  } finally {
    stop.removeEventListener('abort', endWorker);
    void worker.terminate();
    // Its failure, if any, is the drawing's own (answered above); here only its end is awaited.
    await writes.catch(() => undefined);
  }
}

/** After the last retry: the customer's page then says to use Download instead of waiting forever. */
export async function markRenderFailed(storage: Storage, pdf: PdfRef) {
  const manifest = await readManifest(storage, pdf.sha256);
  await writeManifest(storage, pdf.sha256, {
    status: 'failed',
    pages: manifest?.pages ?? [],
    rendered: manifest?.rendered ?? 0,
  });
}

type WorkerMessage =
  | { type: 'pages'; pages: PageInfo[] }
  | {
      type: 'image';
      page: number;
      images: { target: number; width: number; height: number; bytes: Uint8Array }[];
    }
  | { type: 'ready' }
  | { type: 'avif'; page: number; width: number; bytes: Uint8Array }
  | { type: 'avif-failed'; reason: string }
  | { type: 'done' };
