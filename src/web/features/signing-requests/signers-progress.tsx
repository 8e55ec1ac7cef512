// Details of a request with several signers: who has signed (and when), who is next, who declined,
// each waiting signer's own link to hand over (the current one first), Send the links again, and the
// dealer's own Countersign when it is their turn. A one-customer request shows none of this.
import { useMutation } from '@tanstack/react-query';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import { nextSigners, type SignerSummary, slotName } from '../../../shared/documents/signers.ts';
import type { SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { useAuth } from '../auth/index.ts';
import { ResendLinksButton } from './resend-links.tsx';
import { CountersignSaved } from './saved-countersign.tsx';
import { ShareLink } from './share-link.tsx';

const STATUS_WORDS: Record<SignerSummary['status'], string> = {
  waiting: 'waiting for their turn',
  sent: 'link sent',
  opened: 'opened',
  signed: 'signed',
  declined: 'declined',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});
/** "Signed 10:41" today, "Signed 26 Nov, 10:41" on an earlier day. */
export function signedWhen(iso: string, now = new Date()) {
  const at = new Date(iso);
  const today = dayFormat.format(at) === dayFormat.format(now);
  return `Signed ${today ? '' : `${dayFormat.format(at)}, `}${timeFormat.format(at)}`;
}

export function SignersProgress({ request }: { request: SigningRequestSummary }) {
  const signers = request.signers;
  const { user } = useAuth();
  const countersign = useMutation({
    mutationFn: () =>
      callApi<typeof signingRequestsApi.countersignLink>(ADDRESSES.countersignLink, {
        params: { id: request.id },
      }),
    // The dealer signs on the same signing page as the customers, with their own places only.
    onSuccess: ({ link }) => window.location.assign(link),
  });
  if (!signers?.length) return null;
  const open = request.status === 'sent' || request.status === 'in_progress';
  const next = open ? nextSigners(signers, request.order ?? 'parallel') : [];
  const dealerNext = next.find((s) => s.role === 'dealer');
  // Only the member chosen to countersign can: another member is told whom the set waits for instead.
  const mine = dealerNext && user && dealerNext.email.toLowerCase() === user.email.toLowerCase();
  // The links to hand over: whoever's turn it is (in a sequence, the current signer alone) and has one.
  const toHandOver = next.filter((s) => s.role !== 'dealer' && s.status !== 'waiting');
  const signedCount = signers.filter((s) => s.status === 'signed').length;
  return (
    <section aria-labelledby="request-signers" className="grid gap-3">
      <div>
        <h3 id="request-signers" className="font-semibold">
          Signers{request.order === 'sequential' ? ' (in this order)' : ' (all at once)'} · {signedCount} of{' '}
          {signers.length} signed
        </h3>
        {next.length > 0 && (
          <p className="mt-1 font-medium text-slate-800" data-testid="signers-next">
            {request.order === 'sequential' ? 'Next to sign' : 'Still to sign'}:{' '}
            {next.map((s) => `${s.name} (${slotName(s.slot)})`).join(', ')}
          </p>
        )}
      </div>
      {dealerNext && !mine && (
        <p className="rounded-lg border border-slate-200 p-2">
          Waiting for {dealerNext.name} to countersign for the dealership.
        </p>
      )}
      {mine && (
        <div className="grid gap-2 rounded-lg border border-brand/40 bg-brand/5 p-2">
          <p>Your countersignature is needed.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => countersign.mutate()} disabled={countersign.isPending}>
              {countersign.isPending ? 'Opening…' : 'Countersign now'}
            </Button>
            <CountersignSaved requestId={request.id} />
          </div>
          {countersign.error && (
            <p className="text-red-700">
              {countersign.error instanceof ApiError ? countersign.error.reason : 'Please try again.'}
            </p>
          )}
        </div>
      )}
      {toHandOver.map((s) => (
        <ShareLink key={s.id} request={request} signer={{ id: s.id, name: s.name }} />
      ))}
      {open && toHandOver.length > 0 && (
        <ResendLinksButton
          requestId={request.id}
          label={
            toHandOver.length === 1 ? `Send ${toHandOver[0]!.name} the link again` : 'Send the links again'
          }
        />
      )}
      <ol className="grid gap-2">
        {signers.map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 p-2" data-testid="signer-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{s.name}</span>{' '}
                <span className="text-slate-600">· {slotName(s.slot)}</span>
              </span>
              {s.status === 'signed' && s.finishedAt ? (
                <span className="text-xs font-medium text-emerald-800">{signedWhen(s.finishedAt)}</span>
              ) : (
                <StatusBadge
                  status={next.includes(s) ? `${STATUS_WORDS[s.status]} · next` : STATUS_WORDS[s.status]}
                />
              )}
            </div>
            {s.declineReason && <p className="mt-1 text-slate-700">“{s.declineReason}”</p>}
          </li>
        ))}
      </ol>
      {request.status === 'declined' && (
        <p className="text-red-700">
          This request has stopped: {signers.find((s) => s.status === 'declined')?.name ?? 'a signer'}{' '}
          declined to sign. Send a new request when the paperwork is put right.
        </p>
      )}
    </section>
  );
}
