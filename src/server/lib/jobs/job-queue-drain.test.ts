// A backlog drains at the speed of the work: a worker that has just done a job fetches the next one at once
// instead of waiting out its polling interval. Before, 100 customers submitting together waited one polling
// interval (2 s) per seal each, and the last set was sealed minutes after its submit.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
let jobs: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  // Only this file's workers, on a queue with one worker (bulk.send), polling every second.
  jobs = await startJobQueue(database, { log: silent, retryDelaySeconds: 1, pollingIntervalSeconds: 1 });
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe('a worker with a backlog', () => {
  it('takes the next job as soon as it has done one, not a polling interval later', async () => {
    const keys = Array.from({ length: 6 }, (_, i) => `backlog-${i}`);
    for (const key of keys) await jobs.send('bulk.send', { bulkSendId: key }, { singletonKey: key });
    const done: string[] = [];
    const started = performance.now();
    await jobs.work('bulk.send', async ({ bulkSendId }) => {
      done.push(bulkSendId);
    });
    await eventually(async () => done.length === keys.length, { what: 'every job done', timeoutMs: 15_000 });
    // One job per polling interval would take five intervals (5 s) after the first fetch.
    expect(performance.now() - started).toBeLessThan(2500);
    expect(done.sort()).toEqual(keys.sort());
  });
});
