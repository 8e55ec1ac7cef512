// Real-time Monitoring: request rate, latency percentiles and error rate over the last hour,
// from the same observations GET /metrics exposes (lib/observability/metrics.ts).
import { timingSafeEqual } from 'node:crypto';
import type { MonitoringReport } from '../../../../shared/admin/admin-observability.schema.ts';
import type { AppMetrics } from '../../../lib/observability/metrics.ts';

const toMs = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10_000) / 10);

export function monitoringReport(metrics: AppMetrics, now = Date.now()): MonitoringReport {
  const hour = metrics.lastHour(now);
  return {
    windowMinutes: hour.perMinute.length,
    requests: hour.requests,
    // Over the minutes this instance has been counting: a process started 5 minutes ago is not diluted by 55.
    requestsPerMinute: Math.round((hour.requests / hour.minutesCovered) * 10) / 10,
    errors: hour.errors,
    errorRate: hour.requests === 0 ? 0 : Math.round((hour.errors / hour.requests) * 10_000) / 10_000,
    latencyMs: { p50: toMs(hour.latency.p50), p95: toMs(hour.latency.p95), p99: toMs(hour.latency.p99) },
    perMinute: hour.perMinute.map((m) => ({
      minute: new Date(m.start).toISOString(),
      requests: m.requests,
      errors: m.errors,
      p95Ms: toMs(m.p95),
    })),
    generatedAt: new Date(now).toISOString(),
  };
}

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
