import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, quantile } from '../../../lib/observability/metrics.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

const TOKEN = 'scraper-token-0123456789';
let t: TestApp;
let admin: string;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  await createOrPromoteAdministrator(t.app.deps, { email: 'mon@platform.test', password: 'monitor pass 1' });
  admin = sessionCookie(await login(t.app, 'mon@platform.test', 'monitor pass 1'));
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('exposes request counts, latencies, errors and process metrics in Prometheus format', async () => {
    await apiCall(t.app, 'GET', '/api/dashboard/stats', { cookie: dealer.cookie });
    const res = await apiCall(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_requests_total\{route="\/api\/dashboard\/stats",method="GET",status="200"\} [1-9]/,
    );
    expect(res.body).toContain(
      'http_request_duration_seconds_bucket{le="0.005",route="/api/dashboard/stats"',
    );
    expect(res.body).toContain('# TYPE http_request_errors_total counter');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('names route patterns, never addresses (a signing link is a secret)', async () => {
    await apiCall(t.app, 'GET', '/api/sign/this-is-a-secret-token');
    const res = await apiCall(t.app, 'GET', '/metrics', { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('this-is-a-secret-token');
  });

  it('answers 401 without the token or a session, 403 to a dealer', async () => {
    expect((await apiCall(t.app, 'GET', '/metrics')).statusCode).toBe(401);
    const wrong = await apiCall(t.app, 'GET', '/metrics', {
      headers: { authorization: 'Bearer wrong-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await apiCall(t.app, 'GET', '/metrics', { cookie: dealer.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/monitoring', () => {
  it('answers the last hour’s request rate, latency percentiles and error rate', async () => {
    for (let i = 0; i < 5; i++) await apiCall(t.app, 'GET', '/api/auth/user', { cookie: dealer.cookie });
    const res = await apiCall(t.app, 'GET', '/api/admin/monitoring', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.windowMinutes).toBe(60);
    expect(report.perMinute).toHaveLength(60);
    expect(report.requests).toBeGreaterThanOrEqual(5);
    // A fresh instance's rate is over the minutes it has counted, not the whole hour.
    expect(report.requestsPerMinute).toBeGreaterThan(report.requests / 60);
    expect(report.perMinute.at(-1).requests).toBeGreaterThanOrEqual(5);
    expect(report.latencyMs.p50).toBeGreaterThan(0);
    expect(report.latencyMs.p99).toBeGreaterThanOrEqual(report.latencyMs.p95);
    expect(report.latencyMs.p95).toBeGreaterThanOrEqual(report.latencyMs.p50);
    expect(report.errorRate).toBeGreaterThanOrEqual(0);
  });

  it('is for administrators only', async () => {
    expect((await apiCall(t.app, 'GET', '/api/admin/monitoring', { cookie: dealer.cookie })).statusCode).toBe(
      403,
    );
    expect((await apiCall(t.app, 'GET', '/api/admin/monitoring')).statusCode).toBe(401);
    // The scraper's token opens /metrics only.
    const withToken = await apiCall(t.app, 'GET', '/api/admin/monitoring', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(401);
  });
});

describe('the minute ring', () => {
  it('computes percentiles and error rate from the histogram buckets, and forgets minutes older than an hour', () => {
    const metrics = createMetrics({ defaultMetrics: false });
    for (let i = 0; i < 90; i++) metrics.observe('/a', 'GET', 200, 0.02);
    for (let i = 0; i < 10; i++) metrics.observe('/a', 'GET', 500, 2);
    const now = Date.now();
    const hour = metrics.lastHour(now);
    expect(hour.requests).toBe(100);
    expect(hour.errors).toBe(10);
    expect(hour.latency.p50).toBeGreaterThan(0.01);
    expect(hour.latency.p50).toBeLessThanOrEqual(0.025);
    expect(hour.latency.p99).toBeGreaterThan(1);
    expect(hour.latency.p99).toBeLessThanOrEqual(2.5);
    expect(metrics.lastHour(now + 61 * 60_000).requests).toBe(0);
    expect(quantile([0, 0, 0], 0.5)).toBeNull();
  });
});

describe('POST /api/admin/system-tests', () => {
  it('checks database, storage, mail, queue, the sealing certificate and timestamps, each with its result and time', async () => {
    const res = await apiCall(t.app, 'POST', '/api/admin/system-tests', { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.ok).toBe(true);
    expect(Date.parse(report.ranAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(report.results.map((r: { name: string }) => r.name)).toEqual([
      'Database',
      'File storage',
      'Mail transport',
      'Job queue',
      'Sealing certificate',
      'Timestamps',
    ]);
    for (const result of report.results) {
      expect(result.ok, result.detail).toBe(true);
      expect(result.ms).toBeGreaterThanOrEqual(0);
      expect(result.detail.length).toBeGreaterThan(5);
    }
    expect(report.results[4].detail).toMatch(/\(36\d\d days left\)/);
    expect(report.results[2].detail).toBe('No SMTP_URL: platform mail is kept in the outbox');
    expect(report.results[5].detail).toBe('not configured (seals are PAdES B-B)');

    const audit = await apiCall(t.app, 'GET', '/api/admin/audit-log?targetType=system', { cookie: admin });
    expect(audit.json()[0]).toMatchObject({ action: 'system.test', adminEmail: 'mon@platform.test' });
  });

  it('reports a storage that fails, without failing the call', async () => {
    const { storage } = t.app.deps;
    const original = storage.put;
    storage.put = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await apiCall(t.app, 'POST', '/api/admin/system-tests', { cookie: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().results[1]).toMatchObject({ name: 'File storage', ok: false, detail: 'disk full' });
    } finally {
      storage.put = original;
    }
  });

  it('is for administrators only', async () => {
    expect(
      (await apiCall(t.app, 'POST', '/api/admin/system-tests', { cookie: dealer.cookie })).statusCode,
    ).toBe(403);
    expect((await apiCall(t.app, 'POST', '/api/admin/system-tests')).statusCode).toBe(401);
  });
});
