// When a failed delivery is tried again and how long a slow endpoint rests: the figures the decision record
// (docs/decisions) gives, at the 30 s default retry delay.
import { describe, expect, it } from 'vitest';
import { restMs, retryWaitMs, TIMEOUTS_BEFORE_REST, WEBHOOK_MAX_ATTEMPTS } from './webhooks.jobs.ts';

describe('webhook retry schedule', () => {
  it('doubles the wait after each failed try, at most an hour: about four hours over 11 tries', () => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, i) => retryWaitMs(30, i + 1) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    const hours = waits.reduce((a, b) => a + b, 0) / 3600;
    expect(hours).toBeGreaterThan(4);
    expect(hours).toBeLessThan(4.2);
  });

  it('rests an endpoint from its second timeout in a row, twice as long each time, at most an hour', () => {
    expect(TIMEOUTS_BEFORE_REST).toBe(2);
    expect(restMs(30, 0)).toBe(0);
    expect(restMs(30, 1)).toBe(0);
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => restMs(30, n) / 1000)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600,
    ]);
    expect(restMs(30, 50)).toBe(3_600_000);
  });
});
