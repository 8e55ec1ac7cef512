import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
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
            onCancel={(id) => cancel.mutate(id)}
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
    </section>
  );
}
