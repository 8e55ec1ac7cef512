// /admin-dealer-crm: dealers by completion rate with status cards, search, filter and sort;
// choosing a dealer shows their customers' progress, where overdue customers can be reminded and the
// dealer nudged. Everything refetches every 30 seconds.
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  CRM_AMBER_FROM,
  CRM_GREEN_FROM,
  CRM_SORT_LABELS,
  CRM_SORTS,
  CRM_STATUS_LABELS,
  CRM_STATUSES,
  type CrmSort,
  type CrmStatus,
  type DealerCrmRow,
} from '../../../../shared/admin/admin-crm.schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type CrmFilter, latestFigures, useCrmDealers, useCrmSummary } from './crm-api.ts';
import { RAG_STYLES } from './crm-status.tsx';
import { CustomerProgressPanel } from './customer-progress-panel.tsx';
import { DealerCrmList } from './dealer-crm-list.tsx';

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 sm:text-sm';

export default function AdminDealerCrmPage() {
  const [searchText, setSearchText] = useState('');
  const statusId = useId();
  const sortId = useId();
  const [filter, setFilter] = useState<CrmFilter>({ search: '', status: 'all', sort: 'urgent', offset: 0 });
  // Search on the server a moment after typing stops; a new search starts at the first page.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setFilter((f) =>
          f.search === searchText.trim() ? f : { ...f, search: searchText.trim(), offset: 0 },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [searchText]);
  const dealers = useCrmDealers(filter);
  const [selected, setSelected] = useState<DealerCrmRow | null>(null);
  const shown = selected && latestFigures(selected, dealers.data?.rows);
  const panel = useRef<HTMLDivElement>(null);
  const choose = (dealer: DealerCrmRow) => {
    setSelected(dealer);
    // Below the large breakpoint the panel sits under the list: bring it into view.
    if (window.matchMedia('(max-width: 1023px)').matches)
      requestAnimationFrame(() => panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Link
        href="/admin-control-center"
        className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Control Center
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">Dealer CRM &amp; Progress Tracking</h1>
      <p className="mt-1 text-sm text-slate-600">
        Completion rates across dealers, customers waiting to sign, and reminders to send.
      </p>

      <StatusCards
        active={filter.status}
        onPick={(status) =>
          setFilter((f) => ({ ...f, status: f.status === status ? 'all' : status, offset: 0 }))
        }
      />

      <div className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <FormField
          label="Search dealers"
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder="Dealership, name or e-mail"
        />
        {/* A label beside its select, not around it: wrapped, a screen reader reads the chosen option into
            the name ("Status All statuses"). */}
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            className={selectClass}
            value={filter.status}
            onChange={(e) =>
              setFilter((f) => ({ ...f, status: e.target.value as CrmStatus | 'all', offset: 0 }))
            }
          >
            <option value="all">All statuses</option>
            {CRM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CRM_STATUS_LABELS[s]} ({s})
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
            Sort
          </label>
          <select
            id={sortId}
            className={selectClass}
            value={filter.sort}
            onChange={(e) => setFilter((f) => ({ ...f, sort: e.target.value as CrmSort, offset: 0 }))}
          >
            {CRM_SORTS.map((s) => (
              <option key={s} value={s}>
                {CRM_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <DealerCrmList
          query={dealers}
          filter={filter}
          selectedId={selected?.id ?? null}
          onSelect={choose}
          onPage={(offset) => setFilter((f) => ({ ...f, offset }))}
        />
        <div ref={panel} className="min-w-0 scroll-mt-4">
          {shown ? (
            <CustomerProgressPanel key={shown.id} dealer={shown} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
              Choose a dealer to see their customers' progress, send reminders or nudge the dealer.
            </p>
          )}
        </div>
      </div>
    </main>
  );
}

/** "1 dealer", "5,000 dealers". */
const count = (n: number, one: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : `${one}s`}`;

const CARD_RANGES: Record<CrmStatus, string> = {
  green: `${CRM_GREEN_FROM}% or more completed`,
  amber: `${CRM_AMBER_FROM}–${CRM_GREEN_FROM}% completed`,
  red: `Under ${CRM_AMBER_FROM}% completed`,
};

/** The three colour cards; each also filters the list to its colour (pressed again: all). */
function StatusCards(props: { active: CrmStatus | 'all'; onPick: (status: CrmStatus) => void }) {
  const summary = useCrmSummary();
  if (summary.isError)
    return (
      <div className="mt-6">
        <LoadError
          error={summary.error}
          what="the status counts"
          onRetry={() => summary.refetch()}
          retrying={summary.isFetching}
        />
      </div>
    );
  const data = summary.data;
  return (
    <section aria-label="Dealers by status" className="mt-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {CRM_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={props.active === status}
            onClick={() => props.onPick(status)}
            className={cn(
              'min-w-0 rounded-xl border p-3 text-left transition-shadow sm:p-4 hover:shadow-md aria-pressed:ring-2 aria-pressed:ring-slate-900',
              RAG_STYLES[status].card,
            )}
          >
            <span className="flex items-center gap-2 text-xs font-medium sm:text-sm">
              <span className={cn('h-2.5 w-2.5 rounded-full', RAG_STYLES[status].dot)} aria-hidden="true" />
              {CRM_STATUS_LABELS[status]}
            </span>
            <span className="mt-1 block text-xl font-bold sm:text-2xl" data-testid={`crm-count-${status}`}>
              {data ? data[status].toLocaleString('en-GB') : '…'}
            </span>
            <span className="block text-xs opacity-80">{CARD_RANGES[status]}</span>
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {data
          ? `${count(data.totalDealers, 'dealer')} · ${count(data.overdueReminders, 'reminder')} due · figures as of ${formatDateTime(data.refreshedAt)}, updated every 30 seconds`
          : 'Loading the counts…'}
      </p>
    </section>
  );
}
