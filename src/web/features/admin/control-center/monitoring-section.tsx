// Real-time Monitoring: the last hour's request rate, latency percentiles and error rate, from the same
// numbers GET /metrics exposes; refetched every 30 seconds.
import type { ReactNode } from 'react';
import type { MonitoringReport } from '../../../../shared/admin/admin-observability.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMonitoring } from './observability-api.ts';

const ms = (value: number | null) =>
  value === null ? '—' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.01 ? 2 : 1)}%`;

export function MonitoringSection() {
  const monitoring = useMonitoring();
  return (
    <QueryState query={monitoring} what="the monitoring figures">
      {(report) => <Report report={report} />}
    </QueryState>
  );
}

function Report({ report }: { report: MonitoringReport }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Last {report.windowMinutes} minutes on this app instance · updated{' '}
        {formatDateTime(report.generatedAt)} (every 30 s)
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Figure title="Requests / min" value={String(report.requestsPerMinute)}>
          {report.requests} in the hour
        </Figure>
        <Figure title="Error rate" value={percent(report.errorRate)} alert={report.errorRate >= 0.01}>
          {report.errors} answered 5xx
        </Figure>
        <Figure title="Latency p50" value={ms(report.latencyMs.p50)}>
          half answered faster
        </Figure>
        <Figure title="Latency p95" value={ms(report.latencyMs.p95)}>
          1 in 20 slower
        </Figure>
        <Figure title="Latency p99" value={ms(report.latencyMs.p99)}>
          1 in 100 slower
        </Figure>
        <Figure
          title="Busiest minute"
          value={String(Math.max(0, ...report.perMinute.map((m) => m.requests)))}
        >
          requests
        </Figure>
      </div>
      <RequestsChart report={report} />
    </div>
  );
}

function Figure(props: { title: string; value: string; alert?: boolean; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-3">
      <p className="text-xs font-medium text-slate-600">{props.title}</p>
      <p className={props.alert ? 'mt-1 text-xl font-bold text-red-700' : 'mt-1 text-xl font-bold'}>
        {props.value}
      </p>
      <p className="text-xs text-slate-500">{props.children}</p>
    </Card>
  );
}

/** Requests per minute as bars (errors in red); a plain table of the same numbers for screen readers. */
function RequestsChart({ report }: { report: MonitoringReport }) {
  const peak = Math.max(1, ...report.perMinute.map((m) => m.requests));
  return (
    <Card className="p-4">
      <p className="text-sm font-medium text-slate-800">Requests per minute</p>
      <div className="mt-3 flex h-32 items-end gap-px" aria-hidden="true">
        {report.perMinute.map((m) => (
          <div
            key={m.minute}
            className="relative flex-1 rounded-t-sm bg-brand/70"
            style={{ height: `${(m.requests / peak) * 100}%` }}
            title={`${formatDateTime(m.minute)}: ${m.requests} requests, ${m.errors} errors`}
          >
            {m.errors > 0 && (
              <div
                className="absolute bottom-0 w-full bg-red-600"
                style={{ height: `${(m.errors / Math.max(1, m.requests)) * 100}%` }}
              />
            )}
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>60 min ago</span>
        <span>now</span>
      </div>
      <table className="sr-only">
        <caption>Requests and errors per minute, last hour</caption>
        <thead>
          <tr>
            <th>Minute</th>
            <th>Requests</th>
            <th>Errors</th>
          </tr>
        </thead>
        <tbody>
          {report.perMinute
            .filter((m) => m.requests > 0)
            .map((m) => (
              <tr key={m.minute}>
                <td>{formatDateTime(m.minute)}</td>
                <td>{m.requests}</td>
                <td>{m.errors}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </Card>
  );
}
