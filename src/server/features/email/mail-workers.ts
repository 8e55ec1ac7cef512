import type { AppDeps } from '../../app-deps.ts';
import { retryDelivery } from './mail-delivery.service.ts';
import { runScheduledMail } from './scheduled-mail.ts';

/** Starts the job workers that send mail: retries of failed attempts, and mail scheduled for later. */
export async function registerMailWorkers(deps: AppDeps) {
  await deps.jobs.work('mail.retry', (data, job) => retryDelivery(deps, data, job));
  await deps.jobs.work('mail.scheduled', async (data) => {
    await runScheduledMail(deps, data);
  });
}
