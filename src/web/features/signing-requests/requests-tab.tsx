import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCancelSigningRequest, useSigningRequests } from './api.ts';
import { CreateRequestDialog } from './create-request-dialog.tsx';
import { RequestDetailsDialog } from './request-details-dialog.tsx';
import { RequestsList } from './requests-list.tsx';

export function RequestsTab() {
  const requests = useSigningRequests();
  const cancel = useCancelSigningRequest();
  const [creating, setCreating] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Looked up in the list so the dialog follows the list's refreshes (a completion shows at once).
  const selected = requests.data?.find((r) => r.id === selectedId) ?? null;
  return (
    <section aria-labelledby="requests-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="requests-heading" className="text-lg font-semibold">
          Signing Requests
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Create Request
        </Button>
      </div>
      {requests.isLoading ? (
        <Spinner />
      ) : (
        <RequestsList
          requests={requests.data ?? []}
          onCancel={(id) => cancel.mutate(id)}
          cancelling={cancel.isPending}
          onOpen={(r: SigningRequestSummary) => setSelectedId(r.id)}
        />
      )}
      <RequestDetailsDialog request={selected} onClose={() => setSelectedId(null)} />
      <CreateRequestDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
