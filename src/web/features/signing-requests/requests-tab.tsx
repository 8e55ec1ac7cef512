import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useCancelSigningRequest, useSigningRequests } from './api.ts';
import { CreateRequestDialog } from './create-request-dialog.tsx';
import { RequestDetailsDialog } from './request-details-dialog.tsx';
import { RequestsList } from './requests-list.tsx';

/** The open request lives in the address (`?request={id}`), so a notification or a link can open it. */
export const requestHref = (id: string) => `/dashboard/requests?request=${encodeURIComponent(id)}`;

export function RequestsTab() {
  const requests = useSigningRequests();
  const cancel = useCancelSigningRequest();
  const [creating, setCreating] = useState(false);
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
        {createButton}
      </div>
      <QueryState query={requests} what="your signing requests">
        {(list) => (
          <RequestsList
            requests={list}
            onCancel={(id) => setCancelling(list.find((r) => r.id === id) ?? null)}
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
      <RequestDetailsDialog
        requestId={selectedId}
        onClose={() => navigate('/dashboard/requests', { replace: true })}
      />
      <CreateRequestDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this signing request?"
        description={`${cancelling?.customer.name ?? 'The customer'}’s signing link will stop working at once. This cannot be undone.`}
        confirmLabel={cancel.isPending ? 'Cancelling…' : 'Cancel request'}
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) })}
      />
    </section>
  );
}
