import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FailureDetail } from '../../components/ui/failure-detail.tsx';
import { formatDateTime } from '../../lib/format.ts';

export type TestResult = {
  id: number;
  kind: string;
  ok: boolean;
  message: string;
  /** The server's raw words, folded beneath the sentence. */
  detail?: string;
  at: string;
};

/** What each test on the page answered, newest first, until cleared. */
export function TestResults({ results, onClear }: { results: TestResult[]; onClear: () => void }) {
  return (
    <Card as="section" aria-labelledby="results-heading" className="p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="results-heading" className="font-semibold">
          Test Results
        </h2>
        <Button variant="outline" className="min-h-8 px-2" onClick={onClear} disabled={results.length === 0}>
          Clear Results
        </Button>
      </div>
      {results.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Run a test above; its outcome appears here.</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-live="polite">
          {results.map((r) => (
            <li key={r.id} className="flex items-start gap-2 rounded-lg border border-slate-100 p-2 text-sm">
              {r.ok ? (
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-label="Passed" />
              ) : (
                <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-label="Failed" />
              )}
              <div className="min-w-0">
                <p className="font-medium">{r.kind}</p>
                <div className="break-words text-slate-700">
                  <FailureDetail sentence={r.message} detail={r.detail} />
                </div>
                <p className="text-xs text-slate-500">{formatDateTime(r.at)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
