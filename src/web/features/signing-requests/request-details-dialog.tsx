import { useQuery } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type { SigningEvent, SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { callApi } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { signingEventsKey, signingRequestKey } from '../../lib/query-keys.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { ShareLink } from './share-link.tsx';
import { SignInPersonButton } from './sign-in-person.tsx';
import { signerNames } from './signer-names.ts';
import { SignersProgress } from './signers-progress.tsx';

/**
 * One request by id: its documents (the sealed copies once submitted) and its audit trail. Loaded on its
 * own, so a notification or a link can open a request that is not on the list's first page. Refreshing the
 * requests list refreshes it too (its key starts with the list's).
 */
export function RequestDetailsDialog(props: { requestId: string | null; onClose: () => void }) {
  const request = useQuery({
    queryKey: signingRequestKey(props.requestId ?? ''),
    queryFn: () =>
      callApi<typeof signingRequestsApi.get>(ADDRESSES.getSigningRequest, {
        params: { id: props.requestId ?? '' },
      }),
    enabled: props.requestId !== null,
  });
  const loaded = props.requestId !== null ? request.data : undefined;
  return (
    <Dialog
      open={props.requestId !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={loaded ? `Signing request for ${signerNames(loaded)}` : 'Signing request'}
      description={loaded && !(loaded.signers?.length ?? 0) ? loaded.customer.email : undefined}
    >
      {props.requestId !== null && (
        <QueryState query={request} what="this signing request">
          {(r) => <Details request={r} />}
        </QueryState>
      )}
    </Dialog>
  );
}

function Details({ request }: { request: SigningRequestSummary }) {
  const events = useQuery({
    queryKey: signingEventsKey(request.id),
    queryFn: () =>
      callApi<typeof signingRequestsApi.events>(ADDRESSES.signingRequestEvents, {
        params: { id: request.id },
      }),
  });
  return (
    <div className="grid gap-4 text-sm">
      <p className="flex items-center gap-2">
        Status: <StatusBadge status={request.status} />
      </p>
      {request.signers?.length ? (
        <SignersProgress request={request} />
      ) : (
        <CustomerProgress events={events.data} documents={request.documents.length} />
      )}
      <SignInPersonButton request={request} />
      {/* Several signers: each has their own link, in SignersProgress; one customer: the request's link. */}
      {!request.signers?.length && <ShareLink request={request} />}
      <section aria-labelledby="request-documents">
        <h3 id="request-documents" className="font-semibold">
          Documents
        </h3>
        <ul className="mt-2 grid gap-2">
          {request.documents.map((d) => (
            <li key={d.id} className="rounded-lg border border-slate-200 p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words font-medium">{d.title}</span>
                <a
                  className="inline-flex items-center gap-1 text-brand-ink underline"
                  href={urlOf(ADDRESSES.signingRequestDocumentPdf, { id: request.id, documentId: d.id })}
                  target="_blank"
                  rel="noreferrer"
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {d.sealedSha256 ? 'Signed PDF' : 'PDF sent'}
                </a>
              </div>
              {d.sealedSha256 && (
                <p className="mt-1 flex items-start gap-1 text-xs text-slate-500">
                  <ShieldCheck className="mt-0.5 h-3 w-3 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span className="[overflow-wrap:anywhere]">Sealed · SHA-256 {d.sealedSha256}</span>
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <DeliveriesList requestId={request.id} />
      <section aria-labelledby="request-trail">
        <h3 id="request-trail" className="font-semibold">
          Audit trail
        </h3>
        {events.isLoading ? (
          <Spinner />
        ) : events.isError ? (
          <p className="mt-2 text-red-700">The audit trail could not be loaded.</p>
        ) : (
          <ol className="mt-2 grid gap-2 border-l-2 border-slate-200 pl-3">
            {(events.data ?? []).map((e) => (
              <li key={e.id}>
                <p className="font-medium">
                  {/* The server words each event as the certificate of completion does. */}
                  {e.description}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(e.createdAt)}
                  {e.ipAddress ? ` · IP ${e.ipAddress}` : ''}
                </p>
                {e.userAgent && (
                  <p className="[overflow-wrap:anywhere] text-xs text-slate-400">{e.userAgent}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });

/** "Opened 10:41 · signed 1 of 2", from the audit trail; it moves as the customer goes (live-updates.ts). */
function CustomerProgress(props: { events: SigningEvent[] | undefined; documents: number }) {
  const opened = props.events?.find((e) => e.type === 'opened');
  // The customer declined: the request has stopped, and the dealer reads who and why first.
  const declined = props.events?.find((e) => e.type === 'declined');
  if (declined) {
    return (
      <p role="status" className="rounded-md bg-red-50 p-2 text-red-800" data-testid="customer-declined">
        {declined.description}. Send a new request when the paperwork is put right.
      </p>
    );
  }
  if (!opened) return null;
  const signed = new Set(props.events?.filter((e) => e.type === 'signed').map((e) => e.documentId)).size;
  return (
    <p className="text-slate-700" data-testid="customer-progress">
      Opened {timeFormat.format(new Date(opened.createdAt))} · signed {signed} of {props.documents}
    </p>
  );
}
