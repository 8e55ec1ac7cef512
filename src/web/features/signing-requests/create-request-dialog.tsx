import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import { matchDocument } from '../../../shared/customers/customer-match.ts';
import { signersNeeded } from '../../../shared/documents/signers.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { takeDraft, useDraftSource } from '../../lib/form-draft.ts';
import { CustomerPicker } from '../customers/index.ts';
import { useCreateSigningRequest } from './api.ts';
import { ChannelChoice, useSendChannels } from './channel-choice.tsx';
import {
  documentCount,
  includesMismatch,
  PagedDocumentChoices,
  preselect,
  STICKY_SEND,
  useDocumentPages,
  withoutCopies,
} from './document-choices.tsx';
import { MoreSigners, useMoreSigners } from './more-signers.tsx';

export const CREATE_REQUEST_DRAFT = 'create-request';

/**
 * Create Request: pick a customer, tick documents, optional notes. Choosing the customer
 * ticks the documents read out for them; another customer's document is flagged and needs a confirmation.
 * Both lists search on the server and load a page at a time, so the 101st customer can be found.
 */
export function CreateRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ customer?: string; documents?: string }>({});
  const create = useCreateSigningRequest('create', onClose);
  const channelChoice = useSendChannels(open);
  const moreSigners = useMoreSigners();
  // A page loaded after the customer was chosen ticks that customer's documents on it, as the first did.
  const pages = useDocumentPages((fresh) => {
    if (!customer) return;
    const theirs = fresh.filter((d) => matchDocument(customer, d.extractedData).kind === 'match');
    if (theirs.length)
      setDocumentIds((ids) =>
        withoutCopies(
          pages.known(),
          ids,
          theirs.map((d) => d.id),
        ),
      );
  });
  const { setSearch } = pages.list;
  const resetSigners = moreSigners.reset;
  // What was chosen and typed when the session ran out comes back after sign-in (lib/form-draft.ts).
  useDraftSource(CREATE_REQUEST_DRAFT, open ? () => ({ customer, documentIds, notes }) : null);
  useEffect(() => {
    if (!open) return;
    const draft = takeDraft<{ customer: Customer | null; documentIds: string[]; notes: string }>(
      CREATE_REQUEST_DRAFT,
    );
    if (draft) {
      setCustomer(draft.customer);
      setDocumentIds(draft.documentIds);
      setNotes(draft.notes);
      return;
    }
    setCustomer(null);
    setDocumentIds([]);
    setNotes('');
    setErrors({});
    setSearch('');
    resetSigners();
  }, [open, setSearch, resetSigners]);

  const submit = () => {
    const next = {
      customer: customer ? undefined : 'Customer is required',
      documents: documentIds.length ? undefined : 'At least one document is required',
    };
    setErrors(next);
    if (!customer || next.documents) return;
    create.mutate({
      ...moreSigners.bodyFor(customer.id),
      customerId: customer.id,
      documentIds,
      notes,
      mismatchConfirmed: includesMismatch(pages.known(), customer, documentIds),
      channels: channelChoice.channels,
    });
  };
  const chooseCustomer = (next: Customer) => {
    setCustomer(next);
    setDocumentIds(preselect(pages.known(), next, { keep: documentIds }));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Create Signing Request"
      description="The customer receives a link to read and sign."
    >
      <div className="grid gap-4">
        {/* The picker's own group is named "Customer" for screen readers; this is the same label, seen. */}
        <div className="grid min-w-0 gap-1.5">
          <p className="text-sm font-medium" aria-hidden="true">
            Customer
          </p>
          <CustomerPicker selected={customer} onSelect={chooseCustomer} />
          {errors.customer && <p className="text-sm text-red-600">{errors.customer}</p>}
        </div>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="text-sm font-medium">Documents</legend>
          <PagedDocumentChoices
            pages={pages}
            customer={customer}
            selected={documentIds}
            onChange={setDocumentIds}
            className="max-h-60"
            empty={<p className="p-2 text-sm text-slate-600">Upload a document first.</p>}
          />
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
        <MoreSigners
          state={moreSigners}
          needed={signersNeeded(
            pages
              .known()
              .filter((d) => documentIds.includes(d.id))
              .map((d) => d.extractedData),
          )}
        />
        <ChannelChoice choice={channelChoice} idPrefix="create-request" />
        <p className="text-sm text-slate-600">
          The same documents to many customers?{' '}
          <Link href="/bulk-send" className="text-brand-ink underline" onClick={onClose}>
            Bulk send from a spreadsheet
          </Link>
        </p>
        <div className={STICKY_SEND}>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? 'Sending…' : `Send Request${documentCount(documentIds.length)}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
