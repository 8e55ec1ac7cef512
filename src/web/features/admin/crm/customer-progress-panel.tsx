// One dealer in the CRM: their details and figures, a nudge by e-mail, and each customer's progress on
// their latest request. Overdue customers whose link still works can be ticked and reminded: the reminder
// carries the request's own signing link.
import { BellRing, Mail, Users } from 'lucide-react';
import { useState } from 'react';
import {
  type CustomerProgress,
  type DealerCrmRow,
  OVERDUE_AFTER_DAYS,
} from '../../../../shared/admin/admin-crm.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api.ts';
import { reportMutationError } from '../../../lib/mutation-errors.ts';
import { crmDealerName, useCustomerProgress, useNudgeDealer, useSendReminders } from './crm-api.ts';
import { ProgressBadge, RagBadge } from './crm-status.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** The average time to sign (hours, to one decimal) as a person would say it: minutes, hours or days. */
export function timeToSign(hours: number | null): string {
  if (hours === null) return '—';
  if (hours === 0) return 'under 3 min';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

const reason = (error: unknown, fallback: string) => (error instanceof ApiError ? error.reason : fallback);

export function CustomerProgressPanel({ dealer }: { dealer: DealerCrmRow }) {
  const progress = useCustomerProgress(dealer.id);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const reminders = useSendReminders();
  const nudge = useNudgeDealer();
  // Offered only where they can go: reminders to customers who can get one now, Nudge when the dealer
  // has an overdue customer (the server refuses both otherwise).
  const remindable = (progress.data ?? []).filter((c) => c.canRemind);
  const overdue = (progress.data ?? []).some((c) => c.status === 'overdue');

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const send = () =>
    reminders.mutate(
      { dealerId: dealer.id, customerIds: [...chosen] },
      {
        onSuccess: (result) => {
          toast({ title: 'Reminders Sent', description: result.message });
          setChosen(new Set());
        },
        onError: (error) =>
          reportMutationError(error, reason(error, 'Failed to send the reminders.'), 'Reminders Failed'),
      },
    );
  const sendNudge = () =>
    nudge.mutate(dealer.id, {
      onSuccess: (result) => toast({ title: 'Nudge Sent', description: result.message }),
      onError: (error) =>
        reportMutationError(error, reason(error, 'Failed to nudge the dealer.'), 'Nudge Failed'),
    });

  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="crm-dealer-heading">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="crm-dealer-heading" className="break-words text-lg font-semibold">
            {crmDealerName(dealer)}
          </h2>
          <p className="[overflow-wrap:anywhere] text-sm text-slate-600">{dealer.email}</p>
        </div>
        <RagBadge status={dealer.status} rate={dealer.completionRate} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <Figure label="Customers" value={dealer.totalCustomers} />
        <Figure label="Completed" value={dealer.completedSigns} />
        <Figure label="Pending" value={dealer.pendingSigns} />
        <Figure label="Reminders due" value={dealer.overdueReminders} />
        <Figure label="Average time to sign" value={timeToSign(dealer.avgTimeToSign)} />
        <Figure label="Business e-mail" value={dealer.smtpEnabled ? 'Own server' : 'Platform'} />
      </dl>
      {(dealer.dealershipPhone || dealer.dealershipWebsite || dealer.dealershipAddress) && (
        <p className="mt-2 break-words text-xs text-slate-600">
          {[dealer.dealershipPhone, dealer.dealershipWebsite, dealer.dealershipAddress]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {overdue && (
          <Button variant="outline" onClick={sendNudge} disabled={nudge.isPending}>
            <Mail className="h-4 w-4" aria-hidden="true" /> {nudge.isPending ? 'Nudging...' : 'Nudge Dealer'}
          </Button>
        )}
        {remindable.length > 0 && (
          <Button onClick={send} disabled={chosen.size === 0 || reminders.isPending}>
            <BellRing className="h-4 w-4" aria-hidden="true" />
            {reminders.isPending ? 'Sending...' : `Send Reminders${chosen.size ? ` (${chosen.size})` : ''}`}
          </Button>
        )}
        {remindable.length > 0 && (
          <Button
            variant="ghost"
            onClick={() =>
              setChosen(chosen.size === remindable.length ? new Set() : new Set(remindable.map((c) => c.id)))
            }
          >
            {chosen.size === remindable.length
              ? 'Clear selection'
              : `Select all overdue (${remindable.length})`}
          </Button>
        )}
      </div>

      <h3 className="mt-5 font-semibold">Customer progress</h3>
      <p className="text-xs text-slate-500">
        Each customer's latest request. Overdue: not finished {OVERDUE_AFTER_DAYS} days after it was sent.
      </p>
      <div className="mt-3">
        <QueryState
          query={progress}
          what="this dealer's customers"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={Users} title="No customers yet">
              This dealer has not added a customer.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
              {list.map((c) => (
                <CustomerRow
                  key={c.id}
                  customer={c}
                  checked={chosen.has(c.id)}
                  onToggle={() => toggle(c.id)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function CustomerRow(props: { customer: CustomerProgress; checked: boolean; onToggle: () => void }) {
  const c = props.customer;
  const id = `remind-${c.id}`;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      {c.canRemind ? (
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          onChange={props.onToggle}
          className="mt-1 h-5 w-5 shrink-0 accent-brand"
          aria-label={`Remind ${c.name}`}
        />
      ) : (
        <span className="h-5 w-5 shrink-0" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <label htmlFor={c.canRemind ? id : undefined} className="min-w-0">
            <span className="block truncate font-medium">{c.name}</span>
            <span className="block truncate text-sm text-slate-600">{c.email}</span>
          </label>
          <ProgressBadge status={c.status} />
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {c.vehicleRegistration && <span className="font-mono">{c.vehicleRegistration}</span>}
          {c.signers ? (
            // Several signers: the progress is people, not documents.
            <span data-testid="signers-progress">
              {c.signers.signed} of {c.signers.total} signed · {plural(c.totalDocuments, 'document')}
            </span>
          ) : (
            c.totalDocuments > 0 && (
              <span>
                {c.completedDocuments} of {plural(c.totalDocuments, 'document')} signed
              </span>
            )
          )}
          {c.daysSinceSent !== null && <span>Sent {plural(c.daysSinceSent, 'day')} ago</span>}
          <span>{plural(c.remindersSent, 'reminder')} sent</span>
          {c.status === 'overdue' && !c.canRemind && (
            <span className={c.remindedRecently ? undefined : 'text-red-700'}>
              {c.remindedRecently ? 'Reminded in the last 24 hours' : 'Link expired'}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
