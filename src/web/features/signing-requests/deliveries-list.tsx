import { useQuery } from '@tanstack/react-query';
import { Mail, MessageSquare } from 'lucide-react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import type { MailDelivery } from '../../../shared/documents/signing-request.types.ts';
import { LoadError } from '../../components/ui/query-state.tsx';
import { callApi } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { signingRequestKey } from '../../lib/query-keys.ts';

const STATUS_WORDS: Record<MailDelivery['status'], string> = {
  sending: 'Sending',
  sent: 'Delivered',
  retrying: 'Waiting to retry',
  failed: 'Not delivered',
};
const KIND_WORDS: Record<string, string> = {
  signing_request: 'Signing link',
  reminder: 'Reminder',
  signed_copy: 'Signed copy',
  // The one-time code a signer asked for before signing (its digits are never shown here).
  code: 'One-time code',
};

/** Every e-mail and text message of a request with each attempt: a failure shows here, with its reason. */
export function DeliveriesList({ requestId }: { requestId: string }) {
  const deliveries = useQuery({
    queryKey: [...signingRequestKey(requestId), 'deliveries'],
    queryFn: () =>
      callApi<typeof signingRequestsApi.deliveries>(ADDRESSES.signingRequestDeliveries, {
        params: { id: requestId },
      }),
    // Sends are queued: look again while one is still on its way.
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'sending' || d.status === 'retrying') ? 3000 : false,
  });
  // A failure to load must not read as "nothing sent".
  if (deliveries.isError)
    return (
      <LoadError
        error={deliveries.error}
        what="the messages sent"
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  if (!deliveries.data?.length) return null;
  return (
    <section aria-labelledby="request-deliveries">
      <h3 id="request-deliveries" className="font-semibold">
        Messages sent
      </h3>
      <ul className="mt-2 grid gap-2">
        {deliveries.data.map((d) => {
          const Icon = d.channel === 'sms' ? MessageSquare : Mail;
          const queued = d.attempts === 0 && d.status !== 'failed';
          return (
            <li key={d.id} className="rounded-lg border border-slate-200 p-2" data-testid="delivery">
              <p className="flex flex-wrap items-center gap-x-2 font-medium">
                <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  {KIND_WORDS[d.template] ?? d.template.replace(/_/g, ' ')} by{' '}
                  {d.channel === 'sms' ? 'text message' : 'e-mail'}
                </span>
                <span className="min-w-0 [overflow-wrap:anywhere] font-normal text-slate-600">
                  to {d.recipient}
                </span>
              </p>
              <p className={d.status === 'failed' ? 'text-red-700' : 'text-slate-700'}>
                {queued ? 'Queued' : STATUS_WORDS[d.status]}
                {d.attempts > 0 && ` · ${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`}
              </p>
              {d.log.length > 0 && (
                <ol className="mt-1 grid gap-0.5 text-xs text-slate-600">
                  {d.log.map((a) => (
                    <li key={a.attempt}>
                      {formatDateTime(a.at)} ·{' '}
                      {a.ok ? 'delivered' : `failed: ${a.error ?? 'no reason given'}`}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
