// The text-message job: its queue, the payload it carries (checked, since a job's data is only JSON) and
// its handler, registered with the job queue at start-up.
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { type SmsCtx, sendQueuedText } from './sms.service.ts';

export const sendTextJob = {
  queue: 'sms.send',
  payload: z.object({ deliveryId: z.uuid() }),
  async handler(ctx: SmsCtx, data: Record<string, unknown>, job: JobContext) {
    const parsed = sendTextJob.payload.safeParse(data);
    // A malformed job can never succeed: dropped (and logged), not retried.
    if (!parsed.success) return ctx.log.error({ data }, 'sms.send job without a delivery id; dropped');
    await sendQueuedText(ctx, parsed.data.deliveryId, job);
  },
} as const;

export async function registerSmsWorkers(deps: AppDeps) {
  await deps.jobs.work(sendTextJob.queue, (data, job) => sendTextJob.handler(deps, data, job));
}
