import type { AppDeps } from '../../app.ts';
import { retryDelivery } from './mail-delivery.service.ts';

/** Starts the job workers that send mail: retries now; scheduled mail joins them. */
export async function registerMailWorkers(deps: AppDeps) {
  await deps.jobs.work('mail.retry', (data, job) => retryDelivery(deps, data, job));
}
