// System Testing: the checks of DECISIONS.md (database, storage, mail transport, job queue, sealing
// certificate), run on demand, each with its result and how long it took.
import { CheckCircle2, PlayCircle, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { reportMutationError } from '../../../lib/mutation-errors.ts';
import { useRunSystemTests } from './observability-api.ts';

export function SystemTestingSection() {
  const run = useRunSystemTests();
  const start = () =>
    run.mutate(undefined, {
      onError: (e) =>
        reportMutationError(e, e instanceof ApiError ? e.reason : 'Failed to run the system tests.'),
    });
  const report = run.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={start} disabled={run.isPending}>
          <PlayCircle className="h-4 w-4" aria-hidden="true" />
          {run.isPending ? 'Running tests...' : 'Run System Tests'}
        </Button>
        {report && (
          <p className="text-sm text-slate-600" role="status">
            {report.ok ? 'Every check passed' : `${report.results.filter((r) => !r.ok).length} failed`} ·{' '}
            {formatDateTime(report.ranAt)}
          </p>
        )}
      </div>
      {!report ? (
        <EmptyState icon={PlayCircle} title="No tests run yet">
          Checks the database, file storage, mail transport, job queue and the sealing certificate's expiry.
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="Test results">
          {report.results.map((r) => (
            <Card
              as="li"
              key={r.name}
              className="flex min-w-0 items-start gap-3 p-4"
              data-testid="system-test"
            >
              {r.ok ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-label="Passed" />
              ) : (
                <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-label="Failed" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-medium text-slate-900">
                  {r.name}
                  <span className="text-xs font-normal text-slate-500">{r.ms} ms</span>
                </p>
                <p
                  className={r.ok ? 'text-sm break-words text-slate-600' : 'text-sm break-words text-red-700'}
                >
                  {r.detail}
                </p>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}
