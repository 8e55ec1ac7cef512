// A worker thread of the image pool (normalise-in-worker.ts): decodes and redraws one uploaded image.
import { serveWorkerTasks } from '../../lib/threads/worker-pool.ts';
import { normaliseLogo, normaliseProfileImage } from './branding-images.ts';

type Input = { image: 'logo' | 'profile'; bytes: Uint8Array };

await serveWorkerTasks(async ({ image, bytes }: Input) => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = image === 'logo' ? await normaliseLogo(buffer) : await normaliseProfileImage(buffer);
  const value = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  return { value };
});
