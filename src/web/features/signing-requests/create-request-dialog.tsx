import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useCustomers } from '../customers/api.ts';
import { useDocuments } from '../documents/api.ts';
import { useCreateSigningRequest } from './api.ts';
import { DocumentChoices, includesMismatch, preselect } from './document-choices.tsx';

/**
 * Create Request: pick a customer, tick documents, optional notes (spec A §2, §5). Choosing the customer
 * ticks the documents read out for them; another customer's document is flagged and needs a confirmation.
 */
export function CreateRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const customers = useCustomers();
  const documents = useDocuments();
  const [customerId, setCustomerId] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ customer?: string; documents?: string }>({});
  const create = useCreateSigningRequest('create', onClose);
  const all = documents.data ?? [];
  const customer = customers.data?.find((c) => c.id === customerId) ?? null;
  useEffect(() => {
    if (!open) return;
    setCustomerId('');
    setDocumentIds([]);
    setNotes('');
    setErrors({});
  }, [open]);

  const submit = () => {
    const next = {
      customer: customerId ? undefined : 'Customer is required',
      documents: documentIds.length ? undefined : 'At least one document is required',
    };
    setErrors(next);
    if (next.customer || next.documents) return;
    create.mutate({
      customerId,
      documentIds,
      notes,
      mismatchConfirmed: includesMismatch(all, customer, documentIds),
    });
  };
  const chooseCustomer = (id: string) => {
    setCustomerId(id);
    const next = customers.data?.find((c) => c.id === id);
    if (next) setDocumentIds(preselect(all, next, { keep: documentIds }));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Create Signing Request"
      description="The customer receives an e-mail with a link to read and sign."
    >
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="request-customer" className="text-sm font-medium">
            Customer
          </label>
          <select
            id="request-customer"
            value={customerId}
            onChange={(e) => chooseCustomer(e.target.value)}
            aria-invalid={errors.customer ? true : undefined}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">Choose a customer…</option>
            {customers.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
          </select>
          {errors.customer && <p className="text-sm text-red-600">{errors.customer}</p>}
        </div>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="text-sm font-medium">Documents</legend>
          <div className="max-h-60 overflow-y-auto rounded-md border border-slate-200 p-2">
            <QueryState
              query={documents}
              what="your documents"
              isEmpty={(list) => list.length === 0}
              empty={<p className="p-2 text-sm text-slate-600">Upload a document first.</p>}
            >
              {(list) => (
                <DocumentChoices
                  documents={list}
                  customer={customer}
                  selected={documentIds}
                  onChange={setDocumentIds}
                />
              )}
            </QueryState>
          </div>
          {errors.documents && <p className="text-sm text-red-600">{errors.documents}</p>}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor="request-notes" className="text-sm font-medium">
            Notes (optional)
          </label>
          <textarea
            id="request-notes"
            rows={2}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? 'Sending…' : 'Send Request'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
