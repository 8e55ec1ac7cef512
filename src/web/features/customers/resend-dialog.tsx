import { Send } from 'lucide-react';
import type { Customer } from '../../../shared/customer.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useDocuments } from '../documents/api.ts';
import { useCreateSigningRequest } from '../signing-requests/api.ts';

export const RESEND_NOTE = 'Resent documents';

/** Resend: every document template goes to the customer again, with a fresh link (spec A §2, §7). */
export function ResendDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const documents = useDocuments();
  const resend = useCreateSigningRequest('resend', onClose);
  const all = documents.data ?? [];
  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Resend documents to ${customer?.name ?? ''}`}
    >
      <div className="h-60 overflow-y-auto rounded-md border border-slate-200 p-2">
        {all.length === 0 ? (
          <p className="p-2 text-sm text-slate-600">No documents to send yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {all.map((d) => (
              <li key={d.id} className="rounded px-2 py-1.5 odd:bg-slate-50">
                {d.title}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={all.length === 0 || resend.isPending || !customer}
          onClick={() =>
            customer &&
            resend.mutate({
              customerId: customer.id,
              documentIds: all.map((d) => String(d.id)),
              notes: RESEND_NOTE,
            })
          }
        >
          <Send className="h-4 w-4" aria-hidden="true" />{' '}
          {resend.isPending ? 'Sending…' : `Send all ${all.length} documents`}
        </Button>
      </div>
    </Dialog>
  );
}
