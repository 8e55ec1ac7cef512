// A seal thread yields the processors to the event loop: its own nice value goes up, the process's stays.
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** Field 19 of /proc/thread-self/stat: the calling thread's nice value. */
const niceOfThisThread = () => {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it('lowers the calling worker thread alone', async () => {
    const before = niceOfThisThread();
    const processBefore = getPriority();
    const module = new URL('./thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `import('${module}').then(({ lowerThreadPriority }) => {
        const lowered = lowerThreadPriority();
        const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8');
        require('node:worker_threads').parentPort.postMessage({
          lowered,
          nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]),
        });
      });`,
      { eval: true },
    );
    const answer = await new Promise<{ lowered: boolean; nice: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toEqual({ lowered: true, nice: Math.max(before, 10) });
    expect(niceOfThisThread()).toBe(before);
    expect(getPriority()).toBe(processBefore);
  });
});
