// A job's payload is JSON in a table, written by whatever version of the app queued it: the worker checks
// it against its queue's schema, hands the handler only a checked payload, and drops a malformed one at
// once (logged) instead of retrying something that can never succeed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { QUEUES } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('job payloads', () => {
  it('checks each queue payload with its schema', () => {
    expect(QUEUES.seal.payload.safeParse({ requestId: 'r1' }).success).toBe(true);
    expect(QUEUES.seal.payload.safeParse({ requestId: 42 }).success).toBe(false);
    expect(
      QUEUES['mail.scheduled'].payload.safeParse({ kind: 'welcome', dealerId: 'd', day: 5 }).success,
    ).toBe(false);
    // A scheduled job carries nothing; pg-boss may store null for it.
    expect(QUEUES['seal.reconcile'].payload.parse(null)).toEqual({});
  });

  it('drops a malformed job at once instead of retrying it', async () => {
    await t.app.deps.jobs.send('seal', { requestId: 42 } as never);
    t.app.deps.jobs.wake('seal');
    const job = await eventually(
      async () => {
        const { rows } = (await t.app.deps.db.execute(
          sql`select state, retry_count from pgboss.job where name = 'seal' and data = '{"requestId":42}'::jsonb`,
        )) as unknown as { rows: { state: string; retry_count: number }[] };
        return rows[0]?.state === 'completed' && rows[0];
      },
      { what: 'the malformed seal job finished' },
    );
    expect(job.retry_count).toBe(0);
  });
});
