// The CRM's dealer list: one page of 50 from the server, each dealer with their colour, completion rate
// and counts; Previous and Next walk the pages.
import type { UseQueryResult } from '@tanstack/react-query';
import { Building2, ChevronLeft, ChevronRight } from 'lucide-react';
import { CRM_PAGE_SIZE, type DealerCrmRow } from '../../../../shared/admin/admin-crm.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { type CrmFilter, type CrmPage, crmDealerName } from './crm-api.ts';
import { RagBadge, RateBar } from './crm-status.tsx';

export function DealerCrmList(props: {
  query: UseQueryResult<CrmPage>;
  filter: CrmFilter;
  selectedId: string | null;
  onSelect: (dealer: DealerCrmRow) => void;
  onPage: (offset: number) => void;
}) {
  const { filter } = props;
  const narrowed = Boolean(filter.search) || filter.status !== 'all';
  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="crm-dealers-heading">
      <h2 id="crm-dealers-heading" className="text-lg font-semibold">
        Dealers
      </h2>
      <div className="mt-3">
        <QueryState
          query={props.query}
          what="the dealers"
          isEmpty={(page) => page.rows.length === 0}
          empty={
            <EmptyState icon={Building2} title={narrowed ? 'No dealer matches' : 'No dealers yet'}>
              {narrowed
                ? 'Try another search or status.'
                : 'Dealers appear here once they register or an administrator adds them.'}
            </EmptyState>
          }
        >
          {(page) => (
            <>
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-busy={props.query.isFetching}>
                {page.rows.map((d) => (
                  <li key={d.id}>
                    <DealerRow dealer={d} selected={d.id === props.selectedId} onSelect={props.onSelect} />
                  </li>
                ))}
              </ul>
              <Pager
                total={page.total}
                offset={filter.offset}
                shown={page.rows.length}
                onPage={props.onPage}
              />
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function DealerRow(props: { dealer: DealerCrmRow; selected: boolean; onSelect: (d: DealerCrmRow) => void }) {
  const d = props.dealer;
  return (
    <button
      type="button"
      onClick={() => props.onSelect(d)}
      aria-current={props.selected}
      className="w-full rounded-lg border border-slate-200 bg-white p-3 text-left hover:bg-slate-50 aria-[current=true]:border-brand aria-[current=true]:bg-brand/10"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block truncate font-medium">{crmDealerName(d)}</span>
          <span className="block truncate text-sm text-slate-600">{d.email}</span>
        </span>
        <RagBadge status={d.status} rate={d.completionRate} />
      </span>
      <span className="mt-2 block">
        <RateBar status={d.status} rate={d.completionRate} />
      </span>
      <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>{d.totalCustomers} customers</span>
        <span>{d.completedSigns} completed</span>
        <span>{d.pendingSigns} pending</span>
        <span className={d.overdueReminders > 0 ? 'font-medium text-red-700' : undefined}>
          {d.overdueReminders} overdue
        </span>
        <span>Active {d.lastActive ? formatDate(d.lastActive) : 'never'}</span>
        {d.accountStatus !== 'active' && <span className="font-medium capitalize">{d.accountStatus}</span>}
      </span>
    </button>
  );
}

function Pager(props: { total: number; offset: number; shown: number; onPage: (offset: number) => void }) {
  const { total, offset, shown } = props;
  if (total <= CRM_PAGE_SIZE)
    return <p className="mt-3 text-xs text-slate-500">{total === 1 ? '1 dealer' : `${total} dealers`}</p>;
  return (
    <nav aria-label="Dealer pages" className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-xs text-slate-500">
        {(offset + 1).toLocaleString('en-GB')}–{(offset + shown).toLocaleString('en-GB')} of{' '}
        {total.toLocaleString('en-GB')}
      </p>
      <span className="flex gap-2">
        <Button
          variant="outline"
          disabled={offset === 0}
          onClick={() => props.onPage(Math.max(0, offset - CRM_PAGE_SIZE))}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Button>
        <Button
          variant="outline"
          disabled={offset + shown >= total}
          onClick={() => props.onPage(offset + CRM_PAGE_SIZE)}
        >
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
