import { describe, expect, it } from 'vitest';
import { deadline, waitAtMost, withDeadline } from './deadline.ts';

const resolveAfter = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));
const timedOut = () => Object.assign(new Error('no answer within 0.05 s'), { code: 'ETIMEDOUT' });

describe('withDeadline', () => {
  it('answers what the work answers in time, and its own failure', async () => {
    expect(await withDeadline(resolveAfter(5, 'done'), 200, timedOut)).toBe('done');
    await expect(withDeadline(failAfter(5, 'refused'), 200, timedOut)).rejects.toThrow('refused');
  });

  it('gives up with the deadline’s error when the work is slower', async () => {
    const started = Date.now();
    await expect(withDeadline(resolveAfter(2_000, 'late'), 50, timedOut)).rejects.toMatchObject({
      message: 'no answer within 0.05 s',
      code: 'ETIMEDOUT',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('deadline', () => {
  it('counts several steps of one task on one clock', async () => {
    const clock = deadline(120, timedOut);
    try {
      expect(await clock.race(resolveAfter(70, 'first'))).toBe('first');
      // 70 ms of the 120 are gone: a second 70 ms step passes the deadline.
      await expect(clock.race(resolveAfter(70, 'second'))).rejects.toThrow('no answer within');
    } finally {
      clock.clear();
    }
  });

  it('raises nothing when it passes with nobody waiting, or once cleared', async () => {
    deadline(10, timedOut);
    const cleared = deadline(10, timedOut);
    cleared.clear();
    await resolveAfter(40, null);
  });
});

describe('waitAtMost', () => {
  it('says whether the work finished in time, and throws its failure', async () => {
    expect(await waitAtMost(resolveAfter(5, 'done'), 200)).toBe(true);
    expect(await waitAtMost(resolveAfter(2_000, 'late'), 30)).toBe(false);
    await expect(waitAtMost(failAfter(5, 'pool broke'), 200)).rejects.toThrow('pool broke');
  });
});
