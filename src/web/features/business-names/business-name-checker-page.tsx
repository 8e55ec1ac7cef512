import { AlertTriangle, ArrowLeft, CheckCircle2, Lightbulb, RefreshCw, Settings, Wand2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { BusinessNameValidation } from '../../../shared/dealer/business-names.types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useBusinessNameValidation } from './api.ts';
import { AutoCorrectDialog } from './auto-correct-dialog.tsx';
import { InconsistencyCard } from './inconsistency-card.tsx';

/** /business-name-checker: is the registered name used the same way in every document? */
export default function BusinessNameCheckerPage() {
  const validation = useBusinessNameValidation();
  return (
    <div>
      <main className="mx-auto max-w-4xl px-4 py-6">
        <nav aria-label="Back" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href="/dashboard" className="inline-flex items-center gap-1 text-brand-ink hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the dashboard
          </Link>
          <Link href="/settings" className="inline-flex items-center gap-1 text-brand-ink hover:underline">
            <Settings className="h-4 w-4" aria-hidden="true" /> Settings
          </Link>
        </nav>
        <h1 className="mt-2 text-2xl font-semibold">Business Name Consistency</h1>
        <p className="mt-1 text-sm text-slate-600">
          Checks that your documents name your dealership exactly as it is registered.
        </p>
        <div className="mt-6">
          <QueryState
            query={validation}
            what="the business name check"
            title="Your documents could not be checked."
            loading={<Spinner label="Checking your documents…" />}
          >
            {(data) => (
              <Results
                result={data}
                refreshing={validation.isFetching}
                onRefresh={() => validation.refetch()}
              />
            )}
          </QueryState>
        </div>
      </main>
    </div>
  );
}

function Results({
  result,
  refreshing,
  onRefresh,
}: {
  result: BusinessNameValidation;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-4">
      <Card as="section" aria-labelledby="registered-heading" className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="registered-heading" className="text-sm font-medium text-slate-500">
              Registered business name
            </h2>
            <p className="mt-1 text-lg font-semibold break-words">{result.registeredName || 'Not set'}</p>
          </div>
          <StatusBadge consistent={result.isValid} />
        </div>
        {!result.registeredName && (
          <p className="mt-2 text-sm text-slate-600">
            Add your dealership name in{' '}
            <Link href="/settings" className="text-brand-ink hover:underline">
              settings
            </Link>{' '}
            so your documents can be checked against it.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden="true" /> Refresh
          </Button>
          {!result.isValid && (
            <Button onClick={() => setConfirming(true)}>
              <Wand2 className="h-4 w-4" aria-hidden="true" /> Auto-Correct All
            </Button>
          )}
        </div>
        {confirming && (
          <AutoCorrectDialog
            open
            onClose={() => setConfirming(false)}
            registeredName={result.registeredName}
            inconsistencies={result.inconsistencies}
          />
        )}
      </Card>

      <section aria-labelledby="inconsistencies-heading">
        <h2 id="inconsistencies-heading" className="mb-2 font-semibold">
          Documents with inconsistencies
          {result.inconsistencies.length > 0 && (
            <span className="ml-1 font-normal text-slate-500">({result.inconsistencies.length})</span>
          )}
        </h2>
        {result.inconsistencies.length === 0 ? (
          <EmptyState icon={CheckCircle2} title="All documents use your registered business name">
            No document names your dealership differently.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {result.inconsistencies.map((item) => (
              <InconsistencyCard key={item.documentId} item={item} />
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <NameList
          title="All names found"
          names={result.foundNames}
          empty="No business names were found in your documents yet."
        />
        <NameList
          title="Suggested names"
          names={result.suggestions}
          empty="Nothing to suggest: no name needs changing."
        />
      </div>

      <HelpTips />
      <p className="text-sm">
        <Link href="/settings" className={buttonClass('ghost', 'px-0 text-brand-ink')}>
          <Settings className="h-4 w-4" aria-hidden="true" /> Change your registered name in settings
        </Link>
      </p>
    </div>
  );
}

function StatusBadge({ consistent }: { consistent: boolean }) {
  const Icon = consistent ? CheckCircle2 : AlertTriangle;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-sm font-medium',
        consistent
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {consistent ? 'Consistent' : 'Inconsistent'}
    </span>
  );
}

function NameList({ title, names, empty }: { title: string; names: string[]; empty: string }) {
  return (
    <Panel title={title}>
      {names.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {names.map((name) => (
            <li
              key={name}
              className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-sm [overflow-wrap:anywhere]"
            >
              {name}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function HelpTips() {
  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-1.5">
          <Lightbulb className="h-4 w-4 text-amber-500" aria-hidden="true" /> Tips
        </span>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
        <li>Every document should name your dealership exactly as it is registered.</li>
        <li>Case, “&amp;” or “and”, and Ltd or Limited do not count as differences.</li>
        <li>
          Finance houses, insurers and other firms named in your documents are listed but never changed.
        </li>
        <li>
          Auto-Correct changes each document’s extracted text (what a text version sends); the uploaded file
          itself is never altered.
        </li>
      </ul>
    </Panel>
  );
}

function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" className="p-5">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </Card>
  );
}
