// Drawing pages as durable work: one `page-images` job per PDF (its SHA-256 is the singleton key), retried
// with backoff; after the last retry the customer's page is told to offer the download instead.
import type { AppDeps } from '../../app-deps.ts';
import type { JobContext, JobPayload } from '../../lib/jobs/job-queue.ts';
import { markRenderFailed, renderPageImages, stopRendering } from './page-images.service.ts';

type Ctx = Pick<AppDeps, 'storage' | 'log'>;

export async function runPageImagesJob(ctx: Ctx, pdf: JobPayload<'page-images'>, job: JobContext) {
  try {
    await renderPageImages(ctx, pdf);
  } catch (error) {
    const final = job.retryCount >= job.retryLimit;
    ctx.log.error(
      { err: error, pdfKey: pdf.pdfKey, attempt: job.retryCount + 1, final },
      'page images failed',
    );
    if (final) await markRenderFailed(ctx.storage, pdf);
    throw error;
  }
}

/** Starts the worker; answers what stops drawings in progress (at shutdown, before the queue waits on them). */
export async function registerPageImageWorkers(deps: AppDeps) {
  await deps.jobs.work('page-images', (data, job) => runPageImagesJob(deps, data, job));
  return stopRendering;
}
