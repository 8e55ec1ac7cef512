// Logos and profile images are decoded and drawn in a worker thread: the renderer is native code that a
// crafted file can keep busy, and the event loop answers every dealer and customer. The SVG check
// (svg-complexity.ts) refuses the known shapes first; the heap limit and the wall clock bound the rest, and
// a worker over its time is terminated and replaced.
import { AppError } from '../../lib/app-error.ts';
import { createWorkerPool } from '../../lib/threads/worker-pool.ts';

export const IMAGE_WALL_CLOCK_MS = 10_000;
export const IMAGE_HEAP_MB = 256;

const pool = createWorkerPool<{ image: 'logo' | 'profile'; bytes: Uint8Array }, Uint8Array>({
  url: new URL('./branding-images.worker.ts', import.meta.url),
  size: 1,
  resourceLimits: { maxOldGenerationSizeMb: IMAGE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  timeoutMs: IMAGE_WALL_CLOCK_MS,
  timedOut: () =>
    new AppError(
      422,
      `The image took longer than ${IMAGE_WALL_CLOCK_MS / 1000} seconds to draw. Upload a simpler image, or a PNG.`,
      { code: 'IMAGE_TOO_COMPLEX' },
    ),
  crashed: (reason) =>
    new AppError(
      422,
      reason === 'out of memory'
        ? `The image needs more than the ${IMAGE_HEAP_MB} MB of memory Docs2Sign gives to drawing one image. Upload a simpler image, or a PNG.`
        : 'The image could not be read: the file is damaged or not really an image.',
      { code: 'INVALID_IMAGE' },
    ),
});

async function normalise(image: 'logo' | 'profile', bytes: Buffer): Promise<Buffer> {
  // A copy the worker may keep: the upload's buffer may be a slice of a larger one.
  const out = await pool.run({ image, bytes: new Uint8Array(bytes) });
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

export const normaliseLogoInWorker = (bytes: Buffer) => normalise('logo', bytes);
export const normaliseProfileImageInWorker = (bytes: Buffer) => normalise('profile', bytes);
