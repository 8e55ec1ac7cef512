import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import { nextSigners, slotName } from '../../../shared/documents/signers.ts';
import type { SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
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
import { ResendLinksButton } from './resend-links.tsx';
import { channelWords } from './signer-words.ts';

export const RESEND_NOTE = 'Resent documents';

/**
 * Resend, as DECISIONS.md "Signing" settles it: a "template" here is usually a document
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
      {latest && customer && (
        <WaitingSigners request={latest} customerName={customer.name} onDone={onClose} />
      )}
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

/**
 * The customer's latest request has several signers and is still open: Resend can send the link
 * again to those whose turn it is and who have not signed, the signed ones keeping their signatures. A new
 * request from the list below starts over with this customer alone.
 */
function WaitingSigners({
  request,
  customerName,
  onDone,
}: {
  request: SigningRequestSummary;
  /** Whose Resend this is: a joint hirer's latest request is filed under the first hirer. */
  customerName: string;
  onDone: () => void;
}) {
  const signers = request.signers;
  const open = request.status === 'sent' || request.status === 'in_progress';
  if (!signers?.length || !open) return null;
  const waiting = nextSigners(signers, request.order ?? 'parallel').filter((s) => s.status !== 'waiting');
  const signed = signers.filter((s) => s.status === 'signed').length;
  return (
    <section
      aria-labelledby="resend-signers"
      className="mb-4 grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 id="resend-signers" className="font-semibold">
        Their latest request has {signers.length} signers · {signed} of {signers.length} signed
      </h3>
      {waiting.length > 0 ? (
        <>
          <ul className="grid gap-1">
            {waiting.map((s) => (
              <li key={s.id} className="break-words">
                {s.name} ({slotName(s.slot)}):{' '}
                {s.role === 'dealer' ? 'countersigns in the app' : channelWords(s.channels)}
              </li>
            ))}
          </ul>
          <ResendLinksButton
            requestId={request.id}
            label={`Send the link again to ${waiting.length === 1 ? waiting[0]!.name : `${waiting.length} signers`}`}
            onDone={onDone}
          />
        </>
      ) : (
        <p>Nobody is waiting for a link.</p>
      )}
      <p className="text-xs text-slate-600">Or send documents afresh to {customerName} alone:</p>
    </section>
  );
}
