// One endpoint's delivery log, newest first: each event with its outcome and every attempt's answer, and
// Redeliver. It refreshes itself as deliveries move on (the 'webhooks' change kind, live-updates.ts).
import { useMutation, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { AnswerOf } from '../../../shared/api/contract.ts';
import { urlOf } from '../../../shared/api/url.ts';
import { webhooksApi } from '../../../shared/api/webhooks.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';

type Delivery = AnswerOf<typeof webhooksApi.deliveries>[number];

const STATUS: Record<Delivery['status'], { words: string; style: string }> = {
  delivered: { words: 'Delivered', style: 'border-emerald-200 bg-emerald-100 text-emerald-800' },
  pending: { words: 'Retrying', style: 'border-amber-200 bg-amber-100 text-amber-900' },
  failed: { words: 'Failed', style: 'border-red-200 bg-red-100 text-red-800' },
};
const when = (iso: string | Date) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

export const deliveriesKey = (endpointId: string) => [urlOf(webhooksApi.deliveries, { id: endpointId })];

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useQuery(queryOf(webhooksApi.deliveries, { params: { id: endpointId } }));
  return (
    <section aria-label="Delivery log" className="mt-3 border-t border-slate-200 pt-3">
      <h4 className="text-sm font-semibold text-slate-800">Delivery log</h4>
      <div className="mt-2">
        <QueryState
          query={log}
          what="the delivery log"
          isEmpty={(rows) => rows.length === 0}
          empty={
            <EmptyState icon={Inbox} title="Nothing sent yet">
              Events appear here as they are sent. Use Send test to try the endpoint now.
            </EmptyState>
          }
        >
          {(rows) => (
            <ol className="grid gap-2">
              {rows.map((d) => (
                <DeliveryRow key={d.id} endpointId={endpointId} delivery={d} />
              ))}
            </ol>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: Delivery }) {
  const status = STATUS[delivery.status];
  const redeliver = useMutation({
    mutationFn: () => callApi(webhooksApi.redeliver, { params: { id: endpointId, deliveryId: delivery.id } }),
    onSuccess: () => {
      toast({
        title: 'Sent again',
        description: 'The new delivery is at the top of the log.',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    },
    onError: (error) => reportMutationError(error, 'Failed to send it again. Please try again.'),
  });
  return (
    <li className="min-w-0 rounded-md border border-slate-200 p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{delivery.eventType}</span>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${status.style}`}>
          {status.words}
        </span>
        <span className="text-xs text-slate-500">{when(delivery.createdAt)}</span>
      </div>
      {delivery.attempts.length > 0 ? (
        <ul className="mt-1 grid gap-1 text-xs text-slate-600">
          {delivery.attempts.map((a) => (
            <li key={a.attempt} className="min-w-0 break-words">
              Attempt {a.attempt}: {a.statusCode !== null ? `answered ${a.statusCode}` : 'no answer'} in{' '}
              {a.durationMs} ms{a.error && a.statusCode === null ? ` · ${a.error}` : ''}
              {a.responseExcerpt && (
                <code className="mt-0.5 block max-h-16 overflow-hidden rounded bg-slate-50 px-1 [overflow-wrap:anywhere]">
                  {a.responseExcerpt}
                </code>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-500">Waiting for its first attempt…</p>
      )}
      {delivery.status !== 'pending' && (
        <Button
          variant="ghost"
          className="mt-1 px-2 text-xs"
          disabled={redeliver.isPending}
          onClick={() => redeliver.mutate()}
          aria-label={`Redeliver ${delivery.eventType} of ${when(delivery.createdAt)}`}
        >
          {redeliver.isPending ? 'Sending…' : 'Redeliver'}
        </Button>
      )}
    </li>
  );
}
