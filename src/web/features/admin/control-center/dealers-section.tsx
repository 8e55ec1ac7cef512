// Dealer Management: search and status filter on the server, a page of 50 at a time, rows
// chosen with checkboxes, and the bulk actions suspend, reactivate, reset-smtp and export-data. Rows are
// cards, so nothing scrolls sideways on a phone.
import { Download, Mail, Search, ShieldCheck, ShieldOff, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import type {
  BulkDealerAction,
  DealerOverviewRow,
  OverviewStatus,
} from '../../../../shared/admin/admin-control-center.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { reportMutationError } from '../../../lib/mutation-errors.ts';
import { useBulkDealerAction, useDealersOverview } from './control-center-api.ts';
import { BulkDialogs } from './dealer-bulk-dialogs.tsx';

const STATUS_STYLE: Record<OverviewStatus, string> = {
  active: 'border-emerald-200 bg-emerald-100 text-emerald-800',
  inactive: 'border-slate-300 bg-slate-100 text-slate-700',
  suspended: 'border-red-200 bg-red-100 text-red-800',
  pending: 'border-amber-200 bg-amber-100 text-amber-900',
};
const STATUS_CHOICES = [
  ['all', 'All statuses'],
  ['active', 'Active'],
  ['inactive', 'Inactive (no sign-in for 30 days)'],
  ['suspended', 'Suspended'],
  ['pending', 'Pending (password not set)'],
] as const;

const nameOf = (d: DealerOverviewRow) =>
  d.dealershipName || [d.firstName, d.lastName].filter(Boolean).join(' ') || d.email;

/** The search box waits for a pause in typing before it asks the server. */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function DealersSection() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<BulkDealerAction | null>(null);
  const term = useDebounced(search.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or filter starts at page 1
  useEffect(() => setPage(1), [term, status]);
  const query = useDealersOverview({ search: term, status, page });
  const bulk = useBulkDealerAction();

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const run = (action: BulkDealerAction, reason?: string) => {
    bulk.mutate(
      { action, dealerIds: [...selected], ...(reason && { reason }) },
      {
        onSuccess: (result) => {
          toast({ title: 'Bulk Action Complete', description: result.message, variant: 'success' });
          setPending(null);
          if (action !== 'export-data') setSelected(new Set());
        },
        onError: (error) =>
          reportMutationError(
            error,
            error instanceof ApiError ? error.reason : 'The bulk action could not be completed.',
            'Bulk Action Failed',
          ),
      },
    );
  };

  const pageRows = query.data?.dealers ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((d) => selected.has(d.id));
  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="dealer-management-heading">
      <h2 id="dealer-management-heading" className="text-lg font-semibold">
        Dealer Management
      </h2>
      <div className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto]">
        <label className="relative block min-w-0">
          <span className="sr-only">Search dealers</span>
          <Search className="absolute top-3 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search name or e-mail"
            maxLength={100}
            className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white pr-3 pl-9 text-base sm:text-sm"
          />
        </label>
        <label className="block">
          <span className="sr-only">Status</span>
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-base sm:text-sm"
          >
            {STATUS_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div
        className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2"
        role="toolbar"
        aria-label="Bulk actions"
      >
        <label className="mr-auto flex min-h-10 w-full items-center gap-2 text-sm sm:w-auto">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={allOnPage}
            disabled={pageRows.length === 0}
            onChange={() =>
              setSelected((current) => {
                const next = new Set(current);
                for (const d of pageRows) allOnPage ? next.delete(d.id) : next.add(d.id);
                return next;
              })
            }
          />
          {selected.size > 0 ? `${selected.size} selected` : 'Select all on this page'}
        </label>
        <Button
          variant="outline"
          disabled={!selected.size || bulk.isPending}
          onClick={() => setPending('suspend')}
        >
          <ShieldOff className="h-4 w-4" aria-hidden="true" /> Suspend
        </Button>
        <Button
          variant="outline"
          disabled={!selected.size || bulk.isPending}
          onClick={() => setPending('reactivate')}
        >
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Reactivate
        </Button>
        <Button
          variant="outline"
          disabled={!selected.size || bulk.isPending}
          onClick={() => setPending('reset-smtp')}
        >
          <Mail className="h-4 w-4" aria-hidden="true" /> Reset SMTP
        </Button>
        <Button
          variant="outline"
          disabled={!selected.size || bulk.isPending}
          onClick={() => run('export-data')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {bulk.isPending && bulk.variables?.action === 'export-data' ? 'Exporting...' : 'Export data'}
        </Button>
      </div>

      <div className="mt-3">
        <QueryState
          query={query}
          what="the dealers"
          isEmpty={(data) => data.dealers.length === 0}
          empty={
            <EmptyState icon={Users} title={term || status !== 'all' ? 'No dealers match' : 'No dealers yet'}>
              {term || status !== 'all'
                ? 'Try another search or status.'
                : 'Dealers appear here once they register or an administrator adds them.'}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul className="grid gap-2">
                {data.dealers.map((d) => (
                  <DealerRow
                    key={d.id}
                    dealer={d}
                    checked={selected.has(d.id)}
                    onToggle={() => toggle(d.id)}
                  />
                ))}
              </ul>
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
      <BulkDialogs
        pending={pending}
        count={selected.size}
        busy={bulk.isPending}
        onCancel={() => setPending(null)}
        onConfirm={run}
      />
    </Card>
  );
}

function DealerRow(props: { dealer: DealerOverviewRow; checked: boolean; onToggle: () => void }) {
  const d = props.dealer;
  return (
    <li
      className={cn('rounded-lg border p-3', props.checked ? 'border-brand bg-brand/5' : 'border-slate-200')}
      data-testid="overview-row"
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0"
          checked={props.checked}
          onChange={props.onToggle}
          aria-label={`Select ${nameOf(d)}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words font-medium">{nameOf(d)}</p>
              <p className="[overflow-wrap:anywhere] text-sm text-slate-600">{d.email}</p>
            </div>
            <span
              className={cn(
                'rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
                STATUS_STYLE[d.status],
              )}
            >
              {d.status}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-500">
            {d.documentsCount} docs · {d.customersCount} customers · {d.requestsCount} requests ·{' '}
            {d.smtpEnabled ? 'own SMTP' : 'platform mail'}
            {d.errorCount > 0 && <span className="text-red-700"> · {d.errorCount} errors</span>}
          </p>
          <p className="text-xs text-slate-500">
            Last sign-in {d.lastActive ? formatDate(d.lastActive) : 'never'} · joined{' '}
            {formatDate(d.createdAt)}
          </p>
          {d.suspendedReason && (
            <p className="mt-1 break-words text-sm text-red-700">Reason: {d.suspendedReason}</p>
          )}
        </div>
      </div>
    </li>
  );
}

function Pager(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const first = (props.page - 1) * props.pageSize + 1;
  const last = Math.min(props.page * props.pageSize, props.total);
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <nav className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm" aria-label="Dealer pages">
      <span className="text-slate-600">
        {first}–{last} of {props.total.toLocaleString('en-GB')}
      </span>
      <span className="flex gap-2">
        <Button variant="outline" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          Previous
        </Button>
        <Button variant="outline" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
