// The Deals tab: each sale with its status at a glance ("2 of 3 steps signed"), searchable by agreement
// number, registration and customer; uploads that look like one sale offered as a deal (made only when the
// dealer confirms); a deal's steps, its certificate and its evidence ZIP one tap away.
import { Briefcase, Landmark, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dealsApi } from '../../../shared/api/deals.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { DealDialog } from './deal-dialog.tsx';
import { DealOffers } from './deal-offers.tsx';
import { LenderPanelDialog } from './lender-panel.tsx';
import { NewDealDialog } from './new-deal-dialog.tsx';

const dealHref = (id: string) => `/dashboard/deals?deal=${encodeURIComponent(id)}`;

export function DealsTab() {
  const list = usePagedSearch<typeof dealsApi.list>(dealsApi.list);
  const [, navigate] = useLocation();
  const selectedId = new URLSearchParams(useSearch()).get('deal');
  const [dialog, setDialog] = useState<'new' | 'lenders' | null>(null);
  return (
    <section aria-labelledby="deals-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="deals-heading" className="text-lg font-semibold">
          Deals
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('lenders')}>
            <Landmark className="h-4 w-4" aria-hidden="true" /> Lender panel
          </Button>
          <Button onClick={() => setDialog('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> New deal
          </Button>
        </div>
      </div>
      <DealOffers onMade={(id) => navigate(dealHref(id))} />
      <SearchBox
        value={list.search}
        onChange={list.setSearch}
        placeholder="Agreement, registration or customer"
        label="Search deals"
      />
      <QueryState
        query={list.query}
        what="your deals"
        isEmpty={(rows) => rows.length === 0}
        empty={
          list.searching ? (
            <EmptyState icon={Search} title={`No deals match “${list.searching}”`}>
              Try the agreement number, the registration or part of the customer’s name.
            </EmptyState>
          ) : (
            <EmptyState icon={Briefcase} title="No deals yet">
              Upload a sale’s paperwork: documents that name the same customer or registration are offered
              here as one deal.
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {rows.map((deal) => (
              <li key={deal.id}>
                <button
                  type="button"
                  onClick={() => navigate(dealHref(deal.id))}
                  className="flex w-full min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 text-left hover:bg-slate-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">
                      {deal.customerNames.join(' & ') || 'No customer yet'}
                    </span>
                    <span className="block truncate text-sm text-slate-600">
                      {[deal.registration, deal.reference && `Agreement ${deal.reference}`]
                        .filter(Boolean)
                        .join(' · ') || 'No vehicle yet'}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-sm">
                    {deal.status === 'in_progress' ? (
                      <span className="text-blue-800">{deal.statusText}</span>
                    ) : (
                      <StatusBadge status={deal.status} />
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoad={list.loadMore}
        footRef={list.footRef}
      />
      <NewDealDialog
        open={dialog === 'new'}
        onClose={() => setDialog(null)}
        onMade={(id) => navigate(dealHref(id))}
      />
      <LenderPanelDialog open={dialog === 'lenders'} onClose={() => setDialog(null)} />
      <DealDialog dealId={selectedId} onClose={() => navigate('/dashboard/deals', { replace: true })} />
    </section>
  );
}
