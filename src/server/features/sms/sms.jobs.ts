// The text-message job's worker, registered with the job queue at start-up (its payload is checked
// against the queue's schema in lib/jobs/job-queue.ts before it gets here).
import type { AppDeps } from '../../app-deps.ts';
import { sendQueuedText } from './sms.service.ts';

export async function registerSmsWorkers(deps: AppDeps) {
  await deps.jobs.work('sms.send', ({ deliveryId }, job) => sendQueuedText(deps, deliveryId, job));
}
