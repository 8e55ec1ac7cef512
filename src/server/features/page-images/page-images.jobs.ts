// Drawing pages as durable work: one `page-images` job per PDF (its SHA-256 is the singleton key), retried
// with backoff; after the last retry the customer's page is told to offer the download instead.
import type { AppDeps } from '../../app-deps.ts';
import type { JobContext, JobPayload } from '../../lib/jobs/job-queue.ts';
import { markRenderFailed, renderPageImages } from './page-images.service.ts';

type Ctx = Pick<AppDeps, 'storage' | 'log'>;

export async function runPageImagesJob(
  ctx: Ctx,
  pdf: JobPayload<'page-images'>,
  job: JobContext,
  stop: AbortSignal,
) {
  try {
    await renderPageImages(ctx, pdf, stop);
  } catch (error) {
    // Cut short by the app's close: the retry draws it again, and nothing may be written now.
    if (stop.aborted) throw error;
    const final = job.retryCount >= job.retryLimit;
    ctx.log.error(
      { err: error, pdfKey: pdf.pdfKey, attempt: job.retryCount + 1, final },
      'page images failed',
    );
    if (final) await markRenderFailed(ctx.storage, pdf);
    throw error;
  }
}

/**
 * Starts the worker; answers what the app's close calls before the queue waits on jobs in progress: it
 * stops this app's drawings and waits until each has stored what it was writing, so none writes after.
 */
export async function registerPageImageWorkers(deps: AppDeps) {
  const closing = new AbortController();
  const inProgress = new Set<Promise<void>>();
  await deps.jobs.work('page-images', (data, job) => {
    const drawing = runPageImagesJob(deps, data, job, closing.signal);
    inProgress.add(drawing);
    const forget = () => inProgress.delete(drawing);
    drawing.then(forget, forget);
    return drawing;
  });
  return async () => {
    closing.abort();
    await Promise.allSettled(inProgress);
  };
}
