// Request metrics for GET /metrics (Prometheus, via prom-client) and, from the very same observations, a
// minute-by-minute ring of the last hour for the control center's Real-time Monitoring. One per app, so
// several apps in one process (the tests) keep their own numbers.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Latency histogram buckets in seconds; the ring's percentiles use the same ones. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WINDOW_MINUTES = 60;
const MINUTE_MS = 60_000;

type Minute = { start: number; requests: number; errors: number; buckets: number[] };

export type WindowSummary = {
  /** Minutes of the hour this process has been counting (a fresh process has fewer than 60). */
  minutesCovered: number;
  requests: number;
  errors: number;
  latency: { p50: number | null; p95: number | null; p99: number | null };
  perMinute: { start: number; requests: number; errors: number; p95: number | null }[];
};

export type AppMetrics = {
  registry: Registry;
  /** One answered request: its route pattern, method, status and duration in seconds. */
  observe(route: string, method: string, status: number, seconds: number): void;
  /** The last hour, oldest minute first (latencies in seconds). */
  lastHour(now?: number): WindowSummary;
};

export function createMetrics(options: { defaultMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern',
    labelNames: ['route', 'method'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ring: (Minute | undefined)[] = new Array(WINDOW_MINUTES);
  const startedAt = Date.now();

  const minuteAt = (now: number): Minute => {
    const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const slot = (start / MINUTE_MS) % WINDOW_MINUTES;
    let minute = ring[slot];
    if (!minute || minute.start !== start) {
      minute = { start, requests: 0, errors: 0, buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0) };
      ring[slot] = minute;
    }
    return minute;
  };

  return {
    registry,
    observe(route, method, status, seconds) {
      const statusLabel = String(status);
      requests.inc({ route, method, status: statusLabel });
      latency.observe({ route, method }, seconds);
      if (status >= 500) errors.inc({ route, method });
      const minute = minuteAt(Date.now());
      minute.requests++;
      if (status >= 500) minute.errors++;
      const bucket = LATENCY_BUCKETS.findIndex((upper) => seconds <= upper);
      minute.buckets[bucket === -1 ? LATENCY_BUCKETS.length : bucket]!++;
    },
    lastHour(now = Date.now()) {
      const current = Math.floor(now / MINUTE_MS) * MINUTE_MS;
      const perMinute: WindowSummary['perMinute'] = [];
      const total = new Array(LATENCY_BUCKETS.length + 1).fill(0);
      let requestCount = 0;
      let errorCount = 0;
      for (let i = WINDOW_MINUTES - 1; i >= 0; i--) {
        const start = current - i * MINUTE_MS;
        const minute = ring[(start / MINUTE_MS) % WINDOW_MINUTES];
        const live = minute && minute.start === start ? minute : undefined;
        perMinute.push({
          start,
          requests: live?.requests ?? 0,
          errors: live?.errors ?? 0,
          p95: live ? quantile(live.buckets, 0.95) : null,
        });
        if (!live) continue;
        requestCount += live.requests;
        errorCount += live.errors;
        live.buckets.forEach((n, b) => {
          total[b] += n;
        });
      }
      const minutesCovered = Math.min(WINDOW_MINUTES, Math.max(1, Math.ceil((now - startedAt) / MINUTE_MS)));
      return {
        minutesCovered,
        requests: requestCount,
        errors: errorCount,
        latency: { p50: quantile(total, 0.5), p95: quantile(total, 0.95), p99: quantile(total, 0.99) },
        perMinute,
      };
    },
  };
}

/**
 * A quantile from histogram bucket counts, interpolated within its bucket as Prometheus's
 * histogram_quantile does; the open top bucket answers its lower bound.
 */
export function quantile(buckets: number[], q: number): number | null {
  const count = buckets.reduce((a, b) => a + b, 0);
  if (count === 0) return null;
  const rank = q * count;
  let seen = 0;
  for (let b = 0; b < buckets.length; b++) {
    const inBucket = buckets[b]!;
    if (seen + inBucket >= rank && inBucket > 0) {
      const lower = b === 0 ? 0 : LATENCY_BUCKETS[b - 1]!;
      if (b === LATENCY_BUCKETS.length) return lower;
      const upper = LATENCY_BUCKETS[b]!;
      return lower + ((upper - lower) * (rank - seen)) / inBucket;
    }
    seen += inBucket;
  }
  return LATENCY_BUCKETS[LATENCY_BUCKETS.length - 1]!;
}
