// One deal: its customers, vehicle and finance (changed here while the deal is drafted), its documents by
// step with each step's progress, and what the dealer does next — write the disclosure, send, cancel,
// download the certificate or the evidence ZIP.
import { Download, FileCheck2, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { DEAL_STEPS, type DealDetail, STEP_NAMES } from '../../../shared/api/deals.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import {
  certificateHref,
  evidenceHref,
  useCancelDeal,
  useDeal,
  useSendDeal,
  useWriteDisclosure,
} from './api.ts';
import { DealFinance } from './deal-finance.tsx';
import { DealPeople, roleWord } from './deal-people.tsx';

const pounds = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function DealDialog({ dealId, onClose }: { dealId: string | null; onClose: () => void }) {
  const deal = useDeal(dealId);
  return (
    <Dialog open={dealId !== null} onOpenChange={(open) => !open && onClose()} title="Deal">
      <QueryState query={deal} what="the deal">
        {(d) => <DealBody deal={d} />}
      </QueryState>
    </Dialog>
  );
}

function DealBody({ deal }: { deal: DealDetail }) {
  const send = useSendDeal();
  const cancel = useCancelDeal();
  const disclosure = useWriteDisclosure();
  const [cancelling, setCancelling] = useState(false);
  const drafted = deal.status === 'drafted';
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={deal.status} />
        {deal.statusText.toLowerCase() !== deal.status.replace('_', ' ') && (
          <span className="text-slate-700">{deal.statusText}</span>
        )}
      </div>
      {drafted ? (
        <>
          <DealPeople deal={deal} />
          <DealFinance key={deal.id} deal={deal} />
        </>
      ) : (
        <DealFacts deal={deal} />
      )}
      <ol className="space-y-2">
        {DEAL_STEPS.filter((s) => deal.documents.some((d) => d.step === s)).map((step, i) => {
          const state = deal.steps.find((s) => s.step === step);
          return (
            <li key={step} className="rounded-lg border border-slate-200 p-3">
              {/* The state under the name, on every step alike: beside it, it wrapped on some steps only. */}
              <p className="font-medium">
                <span className="block">
                  Step {i + 1}: {capital(STEP_NAMES[step])}
                </span>
                <span className="block text-xs font-normal text-slate-600">
                  {state?.sealedAt
                    ? 'Signed and sealed'
                    : state?.completedAt
                      ? 'Signed, sealing…'
                      : capital(state?.status.replace('_', ' ') ?? 'drafted')}
                </span>
              </p>
              <ul className="mt-1 text-slate-700">
                {deal.documents
                  .filter((d) => d.step === step)
                  .map((d) => (
                    <li key={d.documentId} className="truncate">
                      {d.title}
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {deal.documents.length === 0 && <p className="text-slate-600">No documents in this deal yet.</p>}
      <div className="flex flex-wrap gap-2">
        {drafted && deal.lenderName && (
          <Button
            variant="outline"
            disabled={disclosure.isPending}
            onClick={() => disclosure.mutate(deal.id)}
          >
            <FileCheck2 className="h-4 w-4" aria-hidden="true" />
            {disclosure.isPending
              ? 'Writing…'
              : deal.documents.some((d) => d.generatedDisclosure)
                ? 'Write the disclosure again'
                : 'Write the disclosure'}
          </Button>
        )}
        {drafted && (
          <Button
            disabled={send.isPending || deal.documents.length === 0}
            onClick={() => send.mutate(deal.id)}
          >
            <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending…' : 'Send deal'}
          </Button>
        )}
        {!drafted && (
          <>
            <a
              className={buttonClass('outline')}
              href={certificateHref(deal.id)}
              target="_blank"
              rel="noreferrer"
            >
              <FileCheck2 className="h-4 w-4" aria-hidden="true" /> Certificate
            </a>
            <a className={buttonClass('outline')} href={evidenceHref(deal.id)} download>
              <Download className="h-4 w-4" aria-hidden="true" /> Evidence ZIP
            </a>
          </>
        )}
        {deal.status !== 'cancelled' && deal.status !== 'completed' && (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            <XCircle className="h-4 w-4" aria-hidden="true" /> Cancel deal
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this deal?"
        description="The customer’s links to the steps not yet signed stop working at once. Signed steps are kept."
        confirmLabel={cancel.isPending ? 'Cancelling…' : 'Cancel deal'}
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(deal.id, { onSettled: () => setCancelling(false) })}
      />
    </div>
  );
}

/** A sent deal's people, vehicle and finance, as they went out. */
function DealFacts({ deal }: { deal: DealDetail }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      {deal.customers.map((c, i) => (
        <Row key={c.customerId} label={roleWord(c.role, i)} value={c.name} />
      ))}
      <Row label="Vehicle" value={[deal.registration, deal.vin].filter(Boolean).join(' · ') || '—'} />
      {deal.reference && <Row label="Agreement" value={deal.reference} />}
      {deal.price !== null && <Row label="Price" value={pounds(deal.price)} />}
      {deal.lenderName && (
        <Row label="Finance" value={`${deal.lenderName}, commission ${pounds(deal.commission)}`} />
      )}
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </>
  );
}
