// Settings → Webhooks: the owner and managers add the addresses that are told of the
// dealership's requests (sent, opened, signed, completed, declined, expired, cancelled), send a test, turn
// an endpoint off or delete it, and read each one's delivery log. Each endpoint is a card that wraps, so the
// screen fits 360 px.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import type { AnswerOf } from '../../../shared/api/contract.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import { webhooksApi } from '../../../shared/api/webhooks.ts';
import { canManageDealership } from '../../../shared/dealer/auth.schema.ts';
import { WEBHOOK_EVENT_LABELS } from '../../../shared/dealer/webhooks.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useAuth } from '../auth/index.ts';
import { DeliveryLog, deliveriesKey } from './webhook-deliveries.tsx';
import { NewWebhookDialog } from './webhook-dialog.tsx';

type Endpoint = AnswerOf<typeof webhooksApi.list>[number];

const listKey = [webhooksApi.list.path];
const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey });
const LAST_WORDS = { delivered: 'delivered', pending: 'retrying', failed: 'failed' } as const;
const when = (iso: string | Date) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function WebhooksTab() {
  const { user } = useAuth();
  if (user && !canManageDealership(user))
    return (
      <Card as="section" className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Webhooks</h2>
        <p className="mt-2 text-sm text-slate-600">Only the owner or a manager can manage webhooks.</p>
      </Card>
    );
  return <WebhooksSection />;
}

function WebhooksSection() {
  const endpoints = useQuery(queryOf(webhooksApi.list));
  const [adding, setAdding] = useState(false);
  return (
    <Card as="section" aria-labelledby="webhooks-heading" className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Your systems are told when a request is sent, opened, signed, completed, declined, expired or
            cancelled: we post the event as JSON to your address, signed with the endpoint's secret (see the{' '}
            <a className="underline underline-offset-2" href={PATHS.apiReference}>
              API reference
            </a>
            ). A failed delivery is tried again for several hours.
          </p>
        </div>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add endpoint
        </Button>
      </div>
      <div className="mt-4">
        <QueryState
          query={endpoints}
          what="your webhook endpoints"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={Webhook} title="No webhook endpoints yet">
              Add one when a system of yours (such as your dealer management system) should hear of signed
              documents as they happen.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-3">
              {list.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {adding && <NewWebhookDialog onClose={() => setAdding(false)} onMade={refresh} />}
    </Card>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = endpoint.description || endpoint.url;
  const onOff = useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(webhooksApi.update, { params: { id: endpoint.id }, body: { enabled } }),
    onSuccess: refresh,
    onError: (error) => reportMutationError(error, 'Failed to change the endpoint. Please try again.'),
  });
  const test = useMutation({
    mutationFn: () => callApi(webhooksApi.test, { params: { id: endpoint.id } }),
    onSuccess: () => {
      setShowLog(true);
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) });
      toast({
        title: 'Test sent',
        description: 'Its outcome appears in the delivery log.',
        variant: 'success',
      });
    },
    onError: (error) => reportMutationError(error, 'Failed to send the test. Please try again.'),
  });
  const remove = useMutation({
    mutationFn: () => callApi(webhooksApi.remove, { params: { id: endpoint.id } }),
    onSuccess: refresh,
  });
  const last = endpoint.lastDelivery;
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{name}</p>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-medium ${
            endpoint.enabled
              ? 'border-emerald-200 bg-emerald-100 text-emerald-800'
              : 'border-slate-300 bg-slate-100 text-slate-700'
          }`}
        >
          {endpoint.enabled ? 'On' : 'Off'}
        </span>
      </div>
      {endpoint.description && (
        <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">{endpoint.url}</p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}
      </p>
      <p className="mt-1 text-xs break-words text-slate-500">
        Secret <code>{endpoint.secretPrefix}…</code> · added {when(endpoint.createdAt)} ·{' '}
        {last
          ? `last event ${LAST_WORDS[last.status]}${last.statusCode ? ` (${last.statusCode})` : ''} ${when(last.at)}`
          : 'nothing sent yet'}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={test.isPending}
          onClick={() => test.mutate()}
          aria-label={`Send test to ${name}`}
        >
          {test.isPending ? 'Sending…' : 'Send test'}
        </Button>
        <Button variant="outline" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
          {showLog ? 'Hide log' : 'Delivery log'}
        </Button>
        <Button
          variant="outline"
          disabled={onOff.isPending}
          onClick={() => onOff.mutate(!endpoint.enabled)}
          aria-label={`${endpoint.enabled ? 'Turn off' : 'Turn on'} ${name}`}
        >
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${name}?`}
        description="It is sent nothing more, and its delivery log is deleted with it."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => setDeleting(false),
            onError: (error) =>
              reportMutationError(error, 'Failed to delete the endpoint. Please try again.'),
          })
        }
      />
    </li>
  );
}
