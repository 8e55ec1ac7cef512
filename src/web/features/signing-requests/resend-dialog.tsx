import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Customer } from '../../../shared/customer.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useCreateSigningRequest, useLatestRequestOf } from './api.ts';
import { ChannelChoice, useSendChannels } from './channel-choice.tsx';
import {
  includesMismatch,
  PagedDocumentChoices,
  preselect,
  STICKY_SEND,
  useDocumentPages,
  withoutCopies,
} from './document-choices.tsx';

export const RESEND_NOTE = 'Resent documents';

/**
 * Resend (spec A §2, §7), as DECISIONS.md "Signing" settles it: a "template" here is usually a document
 * already filled in for one customer, so the dealer ticks what goes. This customer's latest request and the
 * documents read out for them are ticked; another named customer's document is flagged, never pre-ticked.
 */
export function ResendDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const latestRequest = useLatestRequestOf(customer?.id);
  const resend = useCreateSigningRequest('resend', onClose);
  const channelChoice = useSendChannels(customer !== null);
  const [selected, setSelected] = useState<string[]>([]);
  const latest = latestRequest.data ?? undefined;
  // Once the first ticks are made, a further page or a search ticks this customer's documents on it too.
  const ticked = useRef(false);
  const pages = useDocumentPages((fresh) => {
    if (customer && ticked.current)
      setSelected((ids) =>
        withoutCopies(pages.known(), ids, preselect(fresh, customer, { also: latest?.documentIds })),
      );
  });
  const ready = pages.list.query.isSuccess && !latestRequest.isPending;
  const { setSearch } = pages.list;

  // Ticked once per opening, when the lists are in; the dealer's own ticks are not overwritten after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new customer or the lists arriving re-tick
  useEffect(() => {
    ticked.current = false;
    if (!customer) {
      setSearch('');
      return;
    }
    if (!ready) return;
    setSelected(preselect(pages.known(), customer, { also: latest?.documentIds }));
    ticked.current = true;
  }, [customer, ready]);

  const count = selected.length;
  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Resend documents to ${customer?.name ?? ''}`}
      description="Their latest request's documents and those read out for them are ticked."
    >
      <PagedDocumentChoices
        pages={pages}
        customer={customer}
        selected={selected}
        onChange={setSelected}
        className="h-60"
        empty={<p className="p-2 text-sm text-slate-600">No documents to send yet.</p>}
      />
      <div className="mt-4">
        <ChannelChoice choice={channelChoice} idPrefix="resend" />
      </div>
      <div className={`mt-4 ${STICKY_SEND}`}>
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
              mismatchConfirmed: includesMismatch(pages.known(), customer, selected),
              channels: channelChoice.channels,
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
