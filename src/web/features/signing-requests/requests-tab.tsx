import { FileSpreadsheet, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import type { SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { SiteFilter } from '../../components/ui/site-filter.tsx';
import { hasDraft } from '../../lib/form-draft.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { useSites } from '../../lib/sites.ts';
import { useCancelSigningRequest } from './api.ts';
import { CREATE_REQUEST_DRAFT, CreateRequestDialog } from './create-request-dialog.tsx';
import { RequestDetailsDialog } from './request-details-dialog.tsx';
import { RequestsList, requestHref } from './requests-list.tsx';
import { signerNames } from './signer-names.ts';

export function RequestsTab() {
  // With more than one site, the list can keep to one.
  const sites = useSites();
  const [site, setSite] = useState('');
  const list = usePagedSearch<typeof signingRequestsApi.list>(ADDRESSES.listSigningRequests, {
    site: site || undefined,
  });
  const cancel = useCancelSigningRequest();
  // Create Request opens again by itself when a lost session kept what was chosen in it.
  const [creating, setCreating] = useState(() => hasDraft(CREATE_REQUEST_DRAFT));
  // Cancelling stops the customer's link at once, so it asks first (DECISIONS.md "Signing").
  const [cancelling, setCancelling] = useState<SigningRequestSummary | null>(null);
  const [, navigate] = useLocation();
  const selectedId = new URLSearchParams(useSearch()).get('request');
  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden="true" /> Create Request
    </Button>
  );
  return (
    <section aria-labelledby="requests-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="requests-heading" className="text-lg font-semibold">
          Signing Requests
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link href="/bulk-send" className={buttonClass('outline')}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" /> Bulk send
          </Link>
          {createButton}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <SearchBox
            value={list.search}
            onChange={list.setSearch}
            placeholder="Search by customer, e-mail or document"
            label="Search signing requests"
          />
        </div>
        <SiteFilter sites={sites.data} value={site} onChange={setSite} label="Site of the requests" />
      </div>
      <QueryState
        query={list.query}
        what="your signing requests"
        isEmpty={(rows) => rows.length === 0 && list.searching !== ''}
        empty={
          <EmptyState icon={Search} title={`No requests match “${list.searching}”`}>
            Try part of the customer’s name or e-mail, or a document’s title.
          </EmptyState>
        }
      >
        {(rows) => (
          <RequestsList
            requests={rows}
            onCancel={(id) => setCancelling(rows.find((r) => r.id === id) ?? null)}
            cancelling={cancel.isPending}
            onOpen={(r) => navigate(requestHref(r.id))}
            emptyAction={
              <Button variant="outline" onClick={() => setCreating(true)}>
                <Plus className="h-4 w-4" aria-hidden="true" /> Send your first request
              </Button>
            }
          />
        )}
      </QueryState>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoad={list.loadMore}
        footRef={list.footRef}
      />
      <RequestDetailsDialog
        requestId={selectedId}
        onClose={() => navigate('/dashboard/requests', { replace: true })}
      />
      <CreateRequestDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this signing request?"
        description={
          cancelling && (cancelling.signers ?? []).filter((s) => s.role !== 'dealer').length > 1
            ? `The signing links of ${signerNames(cancelling)} will stop working at once. This cannot be undone.`
            : `${cancelling?.customer.name ?? 'The customer'}’s signing link will stop working at once. This cannot be undone.`
        }
        confirmLabel={cancel.isPending ? 'Cancelling…' : 'Cancel request'}
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) })}
      />
    </section>
  );
}
