import { CheckCircle2, Download, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { BulkSend, BulkSendRow } from '../../../shared/api/bulk-sends.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { reportHref } from './bulk-send-api.ts';
import { requestHref } from './requests-list.tsx';

/** One row of the file: its line, who, and what is wrong with it or what became of it. */
function RowItem({ row }: { row: BulkSendRow }) {
  const wrong = row.outcome === 'skipped' ? [row.reason ?? ''] : row.problems;
  return (
    <li className="border-b border-slate-100 py-2 text-sm last:border-0" data-line={row.line}>
      <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span className="shrink-0 text-xs text-slate-500">Line {row.line}</span>
        <span className="min-w-0 font-medium break-words">{row.name || '(no name)'}</span>
        <span className="min-w-0 [overflow-wrap:anywhere] text-slate-600">{row.email || '(no e-mail)'}</span>
      </p>
      {wrong.length > 0 && (
        <ul className="mt-0.5 text-red-700">
          {wrong.map((p) => (
            <li key={p} className="break-words">
              {p}
            </li>
          ))}
        </ul>
      )}
      {row.requestId && (
        <Link href={requestHref(row.requestId)} className="text-brand-ink underline">
          Open the request
        </Link>
      )}
    </li>
  );
}

/** Rows with problems first, in full; the good ones folded away under a count. */
export function RowList({ rows }: { rows: BulkSendRow[] }) {
  const bad = rows.filter((r) => r.problems.length > 0);
  const good = rows.filter((r) => r.problems.length === 0);
  return (
    <div className="mt-3 grid gap-3">
      {bad.length > 0 && (
        <section aria-labelledby="bad-rows-heading">
          <h3 id="bad-rows-heading" className="text-sm font-semibold text-red-800">
            Rows with problems ({bad.length})
          </h3>
          <ul aria-labelledby="bad-rows-heading">
            {bad.map((r) => (
              <RowItem key={r.line} row={r} />
            ))}
          </ul>
        </section>
      )}
      {good.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">Ready to send ({good.length})</summary>
          <ul>
            {good.map((r) => (
              <RowItem key={r.line} row={r} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** While sending: how far it has got. Then the report: made, skipped with reasons, the CSV. */
export function BulkSendReport({ send, onAnother }: { send: BulkSend; onAnother: () => void }) {
  const done = send.created + send.skipped;
  if (send.status === 'sending') {
    return (
      <Card as="section" aria-labelledby="progress-heading" className="p-4 sm:p-5">
        <h2 id="progress-heading" className="font-semibold">
          Sending…
        </h2>
        <p className="mt-1 text-sm" role="status">
          {done} of {send.total} rows done ({send.created} requests made). You may leave this page: sending
          goes on, and the requests appear under Signing Requests.
        </p>
        <progress className="mt-3 w-full" max={send.total} value={done} aria-label="Rows done" />
      </Card>
    );
  }
  const created = send.rows.filter((r) => r.outcome === 'created');
  const skipped = send.rows.filter((r) => r.outcome === 'skipped');
  return (
    <Card as="section" aria-labelledby="report-heading" className="p-4 sm:p-5">
      <h2 id="report-heading" className="font-semibold">
        Report
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm" data-testid="bulk-report">
        <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
        <span>
          Created {send.created} signing request{send.created === 1 ? '' : 's'}; skipped {send.skipped} row
          {send.skipped === 1 ? '' : 's'}.
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        This report (with each line’s name, e-mail and phone) is kept for 90 days; the requests it made keep
        their own records.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <a href={reportHref(send.id)} download className={buttonClass('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download the report (CSV)
        </a>
        <Button variant="outline" onClick={onAnother}>
          Send another file
        </Button>
      </div>
      {skipped.length > 0 && (
        <section aria-labelledby="skipped-heading" className="mt-4">
          <h3 id="skipped-heading" className="flex items-center gap-1 text-sm font-semibold text-red-800">
            <XCircle className="h-4 w-4" aria-hidden="true" /> Skipped ({skipped.length})
          </h3>
          <ul>
            {skipped.map((r) => (
              <RowItem key={r.line} row={r} />
            ))}
          </ul>
        </section>
      )}
      {created.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold">Requests made ({created.length})</summary>
          <ul>
            {created.map((r) => (
              <RowItem key={r.line} row={r} />
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
