import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Customer } from '../../../shared/customer.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocuments } from '../documents/api.ts';
import { useCreateSigningRequest, useSigningRequests } from '../signing-requests/api.ts';
import { DocumentChoices, includesMismatch, preselect } from '../signing-requests/document-choices.tsx';

export const RESEND_NOTE = 'Resent documents';

/**
 * Resend (spec A §2, §7), as DECISIONS.md "Signing" settles it: a "template" here is usually a document
 * already filled in for one customer, so the dealer ticks what goes. This customer's latest request and the
 * documents read out for them are ticked; another named customer's document is flagged, never pre-ticked.
 */
export function ResendDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const documents = useDocuments();
  const requests = useSigningRequests();
  const resend = useCreateSigningRequest('resend', onClose);
  const [selected, setSelected] = useState<string[]>([]);
  const all = documents.data ?? [];
  const latest = requests.data?.find((r) => r.customerId === customer?.id);
  const ready = documents.isSuccess && !requests.isPending;

  // Ticked once per opening, when the lists are in; the dealer's own ticks are not overwritten after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new customer or the lists arriving re-tick
  useEffect(() => {
    if (customer && ready) setSelected(preselect(all, customer, { also: latest?.documentIds }));
  }, [customer, ready]);

  const count = selected.length;
  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Resend documents to ${customer?.name ?? ''}`}
      description="Their latest request's documents and those read out for them are ticked."
    >
      <div className="h-60 overflow-y-auto rounded-md border border-slate-200 p-2">
        <QueryState
          query={documents}
          what="your documents"
          isEmpty={(list) => list.length === 0}
          empty={<p className="p-2 text-sm text-slate-600">No documents to send yet.</p>}
        >
          {(list) => (
            <DocumentChoices
              documents={list}
              customer={customer}
              selected={selected}
              onChange={setSelected}
            />
          )}
        </QueryState>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={count === 0 || resend.isPending || !customer}
          onClick={() =>
            customer &&
            resend.mutate({
              customerId: customer.id,
              documentIds: selected.map(String),
              notes: RESEND_NOTE,
              mismatchConfirmed: includesMismatch(all, customer, selected),
            })
          }
        >
          <Send className="h-4 w-4" aria-hidden="true" />{' '}
          {resend.isPending ? 'Sending…' : `Send ${count} document${count === 1 ? '' : 's'}`}
        </Button>
      </div>
    </Dialog>
  );
}
