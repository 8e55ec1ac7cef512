// System Errors: every 5xx and failed job with severity, type, dealer, message, stack trace
// and time; unresolved by default, filtered by state and severity, searched, and marked resolved.
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ERROR_SEVERITIES,
  type ErrorSeverity,
  type SystemError,
} from '../../../../shared/admin/admin-observability.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { reportMutationError } from '../../../lib/mutation-errors.ts';
import { type ErrorFilter, useResolveError, useSystemErrors } from './observability-api.ts';
import { SeverityBadge } from './severity-badge.tsx';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm';

export function SystemErrorsSection() {
  const [resolved, setResolved] = useState<ErrorFilter['resolved']>('false');
  const [severity, setSeverity] = useState<ErrorSeverity | ''>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const errors = useSystemErrors({ resolved, severity, search });
  const filtered = resolved !== 'false' || severity !== '' || search !== '';
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr]">
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          Show
          <select
            className={SELECT}
            value={resolved}
            onChange={(e) => setResolved(e.target.value as ErrorFilter['resolved'])}
          >
            <option value="false">Unresolved</option>
            <option value="true">Resolved</option>
            <option value="all">All</option>
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          Severity
          <select
            className={SELECT}
            value={severity}
            onChange={(e) => setSeverity(e.target.value as ErrorSeverity | '')}
          >
            <option value="">Any</option>
            {ERROR_SEVERITIES.map((s) => (
              <option key={s} value={s} className="capitalize">
                {s[0]?.toUpperCase()}
                {s.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <FormField
          label="Search errors"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Message, type or route"
        />
      </div>
      <QueryState
        query={errors}
        what="the system errors"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={CheckCircle2} title={filtered ? 'No errors match' : 'No unresolved errors'}>
            {filtered
              ? 'Change the filters to see other errors.'
              : 'Every 5xx answer and failed job appears here as it happens.'}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-3" aria-label="System errors">
            {data.map((error) => (
              <ErrorItem key={error.id} error={error} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function ErrorItem({ error }: { error: SystemError }) {
  const resolve = useResolveError();
  const markResolved = () =>
    resolve.mutate(error.id, {
      onSuccess: (answer) => toast({ title: 'Error Resolved', description: answer.message }),
      onError: (e) =>
        reportMutationError(e, e instanceof ApiError ? e.reason : 'Failed to resolve the error.'),
    });
  return (
    <Card as="li" className="min-w-0 p-4" data-testid="system-error">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <SeverityBadge severity={error.severity} />
        <span className="font-medium text-slate-900">{error.errorType.replace(/_/g, ' ')}</span>
        <span className="text-slate-500">{formatDateTime(error.timestamp)}</span>
        {error.resolved && (
          <span className="rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">
            Resolved {formatDateTime(error.resolvedAt)}
          </span>
        )}
      </div>
      <p className="mt-2 font-medium break-words text-slate-900">{error.message}</p>
      <p className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-600">
        {error.source}
        {error.dealerId && ` · Dealer: ${error.dealerName ?? error.dealerId}`}
      </p>
      {error.stackTrace && (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer text-slate-700">Stack trace</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-900 p-3 whitespace-pre text-slate-100">
            {error.stackTrace}
          </pre>
        </details>
      )}
      {!error.resolved && (
        <Button variant="outline" className="mt-3" onClick={markResolved} disabled={resolve.isPending}>
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          {resolve.isPending ? 'Resolving...' : 'Mark Resolved'}
        </Button>
      )}
    </Card>
  );
}
